const maxTerms = 64;

/**
 * Turns a person's words into a safe FTS5 query: each word becomes a quoted
 * term (so FTS syntax such as `AND`, `*`, `"` or `:` is never interpreted)
 * and the terms are OR-ed, so every word is optional and bm25 ranks chunks
 * matching more and rarer words higher. Null when there is no word to search.
 */
export const toKeywordQuery = (text: string): string | null => {
  const words = text.normalize("NFC").match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.map((word) => word.toLocaleLowerCase("und")))].slice(0, maxTerms);
  return unique.length === 0 ? null : unique.map((word) => `"${word.replaceAll('"', '""')}"`).join(" OR ");
};
