import { roughAmountWords } from "./roughAmounts.js";
import type { ExtractionLanguage } from "../detectLanguage.js";

/**
 * How long something has held, said in Brazilian Portuguese with "faz" ("conheço a Ana faz 10 anos", "moro aqui faz mais
 * de 3 anos", "trabalho na Galp faz 5 anos") as European Portuguese says it with "há": the same time back. Only after
 * knowing someone, working or living somewhere, as "a Leonor faz 10 anos" is a birthday, never a time back.
 */
const heldThen = /(?<![\p{L}])(?:conhe[çc]o|conhecemos|conhecemo-nos|se conhece|amig[oa]s|trabalho|moro|vivo)(?![\p{L}])/iu;
const fazAmount = new RegExp(`(?<![\\p{L}])faz\\s+(?=(?:(?:${roughAmountWords.pt})\\s+)?\\S+\\s+(?:anos?|m[êe]s|meses)(?![\\p{L}]))`, "giu");

/** The clause with a "faz" of how long said as "há", when it follows knowing, working or living; unchanged otherwise. */
export const fazAsAgo = (text: string, language: ExtractionLanguage): string => {
  if (language !== "pt") return text;
  const at = text.search(heldThen);
  return at < 0 ? text : text.slice(0, at) + text.slice(at).replace(fazAmount, (faz) => (faz.startsWith("F") ? "Há " : "há "));
};
