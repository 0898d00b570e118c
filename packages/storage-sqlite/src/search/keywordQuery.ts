import { queryTermGroups } from "@lifeos/core";

/**
 * The FTS5 query of a person's words, on the terms core computes for every
 * adapter (`queryTermGroups`; the index holds `indexTerms`): each term is
 * quoted (so FTS syntax such as `AND`, `*`, `"` or `:` is never interpreted)
 * and all are OR-ed, so every word is optional and bm25 ranks chunks
 * matching more and rarer words higher. Null when there is no word to search.
 */
export const toKeywordQuery = (text: string): string | null => {
  const terms = [...new Set(queryTermGroups(text).flat())];
  return terms.length === 0 ? null : terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(" OR ");
};
