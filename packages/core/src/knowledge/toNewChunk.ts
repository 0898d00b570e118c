import type { Embedding, NewChunk } from "../search/chunk.js";
import { chunkHeadingMax } from "../search/chunk.js";
import type { DocumentChunk } from "./chunkDocument.js";

/**
 * The chunk-index record of a document chunk: its page as `pageStart` and
 * `pageEnd` (equal: chunks never cross pages; null without pages) and its
 * offsets into that page's text, and its heading: whitespace collapsed,
 * cut to `chunkHeadingMax` characters (ending in "…" when cut), null when
 * there is none or it is blank.
 */
export const toNewChunk = (chunk: DocumentChunk, embedding: Embedding | null = null): NewChunk => ({
  ordinal: chunk.ordinal,
  text: chunk.text,
  startOffset: chunk.startOffset,
  endOffset: chunk.endOffset,
  pageStart: chunk.page,
  pageEnd: chunk.page,
  heading: chunkHeading(chunk.heading),
  tokenCount: chunk.tokenCount,
  embedding,
});

const chunkHeading = (heading: string | null): string | null => {
  const text = heading?.replace(/\s+/g, " ").trim() ?? "";
  if (text === "") return null;
  if (text.length <= chunkHeadingMax) return text;
  // Never cut between the two halves of a surrogate pair.
  const cut = /[\uD800-\uDBFF]/.test(text[chunkHeadingMax - 2] ?? "") ? chunkHeadingMax - 2 : chunkHeadingMax - 1;
  return `${text.slice(0, cut).trimEnd()}…`;
};
