import { indexTerms, queryTermGroups } from "../../search/keywordTerms.js";

/**
 * The in-memory adapter's keyword scoring, on the terms core computes for
 * every adapter (`indexTerms` of each chunk, `queryTermGroups` of the
 * query): BM25 over the candidate chunks, so chunks matching more and rarer
 * query words rank higher. A query word matches a chunk holding any term of
 * its group.
 */

const k1 = 1.2;
const b = 0.75;

/** BM25 scores of `documents` for `query`; 0 for a document that matches no query word. */
export const bm25Scores = (query: string, documents: ReadonlyArray<string>): number[] => {
  const groups = queryTermGroups(query);
  const tokenized = documents.map((text) => indexTerms(text).split(" ").filter((term) => term !== ""));
  const averageLength = tokenized.reduce((sum, tokens) => sum + tokens.length, 0) / Math.max(tokenized.length, 1);
  const terms = [...new Set(groups.flat())];
  const documentFrequency = new Map(terms.map((term) => [term, tokenized.filter((tokens) => tokens.includes(term)).length]));
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
