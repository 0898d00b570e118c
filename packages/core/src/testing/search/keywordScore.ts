/**
 * The in-memory adapter's keyword scoring: accent- and case-folded words,
 * scored with BM25 over the candidate chunks, so chunks matching more and
 * rarer query words rank higher. No stemming.
 */

/** Lower-cased words of `text` with diacritics removed ("Coração" -> "coracao"). */
export const words = (text: string): string[] =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);

const k1 = 1.2;
const b = 0.75;

/** BM25 scores of `documents` for `query`; 0 for a document that matches no query word. */
export const bm25Scores = (query: string, documents: ReadonlyArray<string>): number[] => {
  const terms = [...new Set(words(query))];
  const tokenized = documents.map(words);
  const averageLength = tokenized.reduce((sum, tokens) => sum + tokens.length, 0) / Math.max(tokenized.length, 1);
  const documentFrequency = new Map(
    terms.map((term) => [term, tokenized.filter((tokens) => tokens.includes(term)).length]),
  );
  return tokenized.map((tokens) => {
    let score = 0;
    for (const term of terms) {
      const frequency = tokens.filter((token) => token === term).length;
      if (frequency === 0) continue;
      const containing = documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (tokenized.length - containing + 0.5) / (containing + 0.5));
      score += (idf * frequency * (k1 + 1)) / (frequency + k1 * (1 - b + (b * tokens.length) / (averageLength || 1)));
    }
    return score;
  });
};
