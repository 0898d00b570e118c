import { isOccupation, nameKey, normalizeText } from "@lifeos/core";
import type { ExtractionLanguage } from "../detectLanguage.js";
import { isSelfDescription } from "../lexicon/selfDescriptions.js";
import { englishNameKinds } from "./englishNameKinds.js";
import { isPlaceName } from "./placeName.js";

/** Places said with an article in Portuguese ("do Porto", "da Madeira"), where a side one supports is said alike ("do Benfica"). */
export const placesWithArticle: ReadonlySet<string> = new Set(["porto", "rio", "rio de janeiro", "recife", "algarve", "alentejo", "minho", "brasil", "canada", "japao", "reino unido", "luxemburgo", "madeira", "acores", "douro", "ribatejo"]);

/**
 * Whether a name said after "from" or "sou de" is where one comes from: capitalised, no one's name, no organisation and no
 * word of what one is ("sou de Coimbra", "I'm from Leeds"); after "do"/"da", only a place known as one ("sou do Porto",
 * "sou da Madeira"), as "sou do Benfica" says whom one supports.
 */
export const isHometown = (place: string, withArticle: boolean): boolean => {
  if (!/^\p{Lu}/u.test(place) || isSelfDescription(place.split(/\s+/u)[0]!)) return false;
  if (isPlaceName(place) || placesWithArticle.has(normalizeText(place))) return true;
  const kind = englishNameKinds(place).get(nameKey(place));
  return !withArticle && kind !== "person" && kind !== "organization";
};

/** A place as typed: capitalised words, with the particles inside ("Coimbra", "Rio de Janeiro", "São Paulo"). */
const typedPlace = "\\p{Lu}[\\p{L}'’-]*(?:\\s+(?:(?:de|do|da|dos|das)\\s+)?\\p{Lu}[\\p{L}'’-]*)*";

const jobFrom: Record<ExtractionLanguage, RegExp> = {
  en: new RegExp(`(?<![\\p{L}])(?<self>I['’]m|I\\s+am)\\s+(?<article>a|an)\\s+(?<title>\\p{L}[\\p{L}-]*(?:\\s+\\p{L}[\\p{L}-]*)?)\\s+from\\s+(?<place>${typedPlace})`, "gu"),
  pt: new RegExp(`(?<![\\p{L}])(?<self>[Ss]ou)\\s+(?:(?<article>um|uma)\\s+)?(?<title>\\p{L}[\\p{L}-]*)\\s+(?<of>de|do|da|dos|das)\\s+(?<place>${typedPlace})`, "gu"),
};

/**
 * A job said with where one comes from ("I'm a pharmacist from Coimbra", "sou uma farmacêutica de Coimbra", "sou
 * engenheiro do Porto"), told as two things, the job and the town: "I'm a pharmacist and I'm from Coimbra", "sou uma
 * farmacêutica e sou de Coimbra". Only a town (see `isHometown`): "sou enfermeira da CUF", "I'm a consultant from
 * Deloitte" name an employer, and stay as said, as does any other text.
 */
export const fromAfterJob = (text: string, language: ExtractionLanguage): string =>
  text.replace(jobFrom[language], (whole: string, ...rest: unknown[]) => {
    const groups = rest.at(-1) as Record<string, string | undefined>;
    const title = groups["title"]!;
    const place = groups["place"]!;
    if (!isOccupation(title) || !isHometown(place, groups["of"] !== undefined && groups["of"] !== "de")) return whole;
    const self = groups["self"]!;
    const article = groups["article"] === undefined ? "" : `${groups["article"]} `;
    return language === "pt" ? `${self} ${article}${title} e sou ${groups["of"]!} ${place}` : `${self} ${article}${title} and I'm from ${place}`;
  });
