/**
 * Text folded for comparison: Unicode-normalised, accents removed, lower
 * case, every run of punctuation or spacing turned into one space, trimmed.
 * "  Fui ao DENTISTA!! " and "fui ao dentista" fold to the same text, and
 * so do "São Paulo" and "sao paulo". Digits are kept.
 */
export const normalizeText = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Courtesy and professional titles that do not tell people apart ("Dr. Almeida" is "Almeida"). */
const titles = new Set([
  "dr", "dra", "doutor", "doutora", "doctor", "sr", "sra", "senhor", "senhora", "srta", "mr", "mrs", "ms", "miss", "prof", "professor",
  "professora", "dona", "don", "sir", "madam", "eng", "engenheiro", "engenheira",
]);

/** A name folded for matching: `normalizeText` without leading titles ("Dra. Ana Sousa" → "ana sousa"). */
export const nameKey = (name: string): string => {
  const words = normalizeText(name).split(" ");
  let start = 0;
  while (start < words.length - 1 && titles.has(words[start]!)) start += 1;
  return words.slice(start).join(" ");
};
