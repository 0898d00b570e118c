import type { Embedding, NewChunk } from "../search/chunk.js";
import type { DocumentChunk } from "./chunkDocument.js";

/**
 * The chunk-index record of a document chunk: its page as `pageStart` and
 * `pageEnd` (equal: chunks never cross pages; null without pages) and its
 * offsets into that page's text. The chunk index has no heading field yet,
 * so `heading` is not carried.
 */
export const toNewChunk = (chunk: DocumentChunk, embedding: Embedding | null = null): NewChunk => ({
  ordinal: chunk.ordinal,
  text: chunk.text,
  startOffset: chunk.startOffset,
  endOffset: chunk.endOffset,
  pageStart: chunk.page,
  pageEnd: chunk.page,
  tokenCount: chunk.tokenCount,
  embedding,
});
