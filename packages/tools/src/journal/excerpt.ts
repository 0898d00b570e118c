import { tokenize } from "./text.js";

/** Longest excerpt any journal tool returns, in characters. */
export const excerptChars = 280;

const clip = (text: string, start: number, end: number): string => {
  const prefix = start > 0 ? "…" : "";
  const suffix = end < text.length ? "…" : "";
  return `${prefix}${text.slice(start, end).trim()}${suffix}`;
};

/**
 * A window of at most `max` characters of `text` (whitespace collapsed),
 * centred near the first occurrence of one of `terms` when there is one,
 * otherwise its beginning. Cut points fall on word boundaries.
 */
export const makeExcerpt = (text: string, terms: ReadonlyArray<string> = [], max = excerptChars): string => {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  let anchor = 0;
  if (terms.length > 0) {
    const wanted = new Set(terms);
    for (const match of flat.matchAll(/[\p{L}\p{N}]+/gu)) {
      const [word] = tokenize(match[0]);
      if (word !== undefined && [...wanted].some((term) => word.startsWith(term.slice(0, Math.max(3, term.length - 2))))) {
        anchor = match.index;
        break;
      }
    }
  }
  let start = Math.max(0, anchor - Math.floor(max / 3));
  if (start + max > flat.length) start = Math.max(0, flat.length - max);
  if (start > 0) {
    const space = flat.indexOf(" ", start);
    if (space !== -1 && space < anchor) start = space + 1;
  }
  let end = Math.min(flat.length, start + max);
  if (end < flat.length) {
    const space = flat.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  return clip(flat, start, end);
};
