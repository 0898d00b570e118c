import type { DocumentChunk } from "@lifeos/core";
import { normalizeSpace } from "./sampleText.js";

/**
 * The pages a chunk's text can be found on, given each page's expected text
 * (by page number): the chunk's page is exact when this is exactly its page.
 * Whitespace is compared loosely (a PDF's line breaks are its own).
 */
export const pagesHolding = (chunk: DocumentChunk, expected: ReadonlyMap<number | null, string>): Array<number | null> => {
  const text = normalizeSpace(chunk.text);
  return [...expected].filter(([, page]) => normalizeSpace(page).includes(text)).map(([number]) => number);
};
