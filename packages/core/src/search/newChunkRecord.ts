import type { ChunkId, UserId } from "../common/ids.js";
import type { Chunk, ChunkSource, NewChunk } from "./chunk.js";

/** What the store supplies for a new chunk: its id (when the input has none), owner, source object and time. */
export interface NewChunkContext {
  readonly id: string;
  readonly userId: UserId;
  readonly source: ChunkSource;
  readonly sourceId: string;
  readonly now: Date;
}

/**
 * The record a new chunk is stored as: the caller's id or `context.id`,
 * date, page numbers and heading null when not given, no embedding when not given
 * (the vector copied, never shared with the caller), `createdAt` =
 * `context.now`. Pure: adapters only map it to rows.
 */
export const newChunkRecord = (chunk: NewChunk, context: NewChunkContext): Chunk => ({
  id: chunk.id ?? (context.id as ChunkId),
  userId: context.userId,
  source: context.source,
  sourceId: context.sourceId,
  ordinal: chunk.ordinal,
  text: chunk.text,
  startOffset: chunk.startOffset,
  endOffset: chunk.endOffset,
  date: chunk.date ?? null,
  pageStart: chunk.pageStart ?? null,
  pageEnd: chunk.pageEnd ?? null,
  heading: chunk.heading ?? null,
  tokenCount: chunk.tokenCount,
  embedding: chunk.embedding ? { model: chunk.embedding.model, vector: [...chunk.embedding.vector] } : null,
  createdAt: context.now,
});
