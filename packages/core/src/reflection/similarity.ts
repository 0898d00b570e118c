const asciiOnly = /^[\u0000-\u007f]*$/;

/**
 * Casefolded, accents removed, punctuation stripped, spaces collapsed: the
 * form prompts are compared in. An ASCII text (most prompts a model writes
 * in English) takes a shorter way to the same form: NFKD leaves ASCII as it
 * is and it has no combining marks; after casefolding its letters and digits
 * are a–z and 0–9, and every run of anything else (punctuation, spaces)
 * becomes one space, none at either end.
 */
export const normalisePrompt = (text: string): string =>
  asciiOnly.test(text)
    ? text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim()
    : text
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
