import type { ExtractionLanguage } from "../detectLanguage.js";

/**
 * Words before an amount of time that say it is not exact: "more than 10 years", "over", "almost", "about", "há mais de
 * 10 anos", "quase", "cerca de". Patterns, without word boundaries.
 */
export const roughAmountWords: Readonly<Record<ExtractionLanguage, string>> = {
  en: "(?:well\\s+|just\\s+)?(?:more\\s+than|over|under|less\\s+than)|almost|nearly|about|around|roughly|approximately|close\\s+to|at\\s+least|some",
  pt: "(?:bem\\s+)?(?:mais\\s+de|menos\\s+de)|quase|cerca\\s+de|perto\\s+de|uns|umas|aproximadamente|pelo\\s+menos|praticamente|mais\\s+ou\\s+menos",
};

/** Whether the words of a date said how long ago roughly ("há mais de 10 anos", "for almost 6 months"). */
export const saidRoughly = (text: string, language: ExtractionLanguage): boolean =>
  new RegExp(`(?<![\\p{L}])(?:${roughAmountWords[language]})\\s+(?:\\d|\\p{L})`, "iu").test(text);

/** Words before an amount of time that say it is at least that: "more than", "over", "at least", "mais de", "pelo menos". */
const overWords: Readonly<Record<ExtractionLanguage, string>> = {
  en: "(?:well\\s+|just\\s+)?(?:more\\s+than|over)|at\\s+least",
  pt: "(?:bem\\s+)?mais\\s+de|pelo\\s+menos",
};

/** Whether the words of a date said the amount is at least that ("há mais de 10 anos", "for over 3 years"): it began before. */
export const saidOver = (text: string, language: ExtractionLanguage): boolean =>
  new RegExp(`(?<![\\p{L}])(?:${overWords[language]})\\s+(?:\\d|\\p{L})`, "iu").test(text);
