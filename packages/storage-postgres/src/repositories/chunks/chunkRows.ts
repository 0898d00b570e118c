import type { ChunkFilter } from "@lifeos/core";
import { Chunk } from "@lifeos/core";
import type { SQL } from "drizzle-orm";
import { and, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { Effect } from "effect";
import { decodeRow } from "../../decodeRow.js";
import { chunks } from "../../schema/index.js";

/** Every column a `Chunk` is made from (the large `tsv` stays in the database). */
export const chunkColumns = {
  id: chunks.id,
  userId: chunks.userId,
  source: chunks.source,
  sourceId: chunks.sourceId,
  ordinal: chunks.ordinal,
  text: chunks.text,
  startOffset: chunks.startOffset,
  endOffset: chunks.endOffset,
  date: chunks.date,
  pageStart: chunks.pageStart,
  pageEnd: chunks.pageEnd,
  tokenCount: chunks.tokenCount,
  embeddingModel: chunks.embeddingModel,
  embedding: chunks.embedding,
  createdAt: chunks.createdAt,
};

export interface ChunkRow {
  readonly embeddingModel: string | null;
  readonly embedding: ReadonlyArray<number> | null;
  readonly [column: string]: unknown;
}

const decodeChunk = decodeRow(Chunk, "chunk");

/** A stored row as the domain `Chunk`: model and vector folded into `embedding`. */
export const toChunk = ({ embeddingModel, embedding, ...row }: ChunkRow) =>
  decodeChunk({ ...row, embedding: embeddingModel !== null && embedding !== null ? { model: embeddingModel, vector: embedding } : null });

export const toChunks = (rows: ReadonlyArray<ChunkRow>) => Effect.forEach(rows, toChunk);

/** The user's chunks of one source within the filter; a date bound excludes undated chunks. */
export const filterCondition = (userId: string, filter: ChunkFilter): SQL =>
  and(
    eq(chunks.userId, userId),
    eq(chunks.source, filter.source),
    filter.from !== undefined ? and(isNotNull(chunks.date), gte(chunks.date, filter.from)) : undefined,
    filter.to !== undefined ? and(isNotNull(chunks.date), lte(chunks.date, filter.to)) : undefined,
    filter.sourceIds !== undefined ? (filter.sourceIds.length === 0 ? sql`false` : inArray(chunks.sourceId, [...filter.sourceIds])) : undefined,
  ) as SQL;
