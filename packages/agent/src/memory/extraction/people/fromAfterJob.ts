import { isOccupation } from "@lifeos/core";
import type { ExtractionLanguage } from "../detectLanguage.js";
import { isHometown } from "./placeName.js";

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
