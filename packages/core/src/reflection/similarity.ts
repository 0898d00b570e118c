/** Casefolded, accents removed, punctuation stripped, spaces collapsed: the form prompts are compared in. */
export const normalisePrompt = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The set of words of a text already normalised by `normalisePrompt`. */
export const wordsOfNormal = (normal: string): ReadonlySet<string> => new Set(normal === "" ? [] : normal.split(" "));

/** The set of words of a normalised text. */
export const tokenSet = (text: string): ReadonlySet<string> => wordsOfNormal(normalisePrompt(text));
