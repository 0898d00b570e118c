import type { ChunkFilter } from "@lifeos/core";
import { Chunk, Embedding, InternalError } from "@lifeos/core";
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
const decodeEmbedding = decodeRow(Embedding.fields.model, "chunk");

/** Core's `Embedding.vector` bound, checked in one loop: a schema walk over 1536 numbers costs ~0.5 ms. */
const isStoredVector = (vector: ReadonlyArray<number>): boolean => {
  if (vector.length < 1 || vector.length > 4096) return false;
  for (const value of vector) if (!Number.isFinite(value)) return false;
  return true;
};

/**
 * A stored row as the domain `Chunk`: model and vector folded into
 * `embedding`. Every field is decoded through the `Chunk` schema except the
 * vector's elements, which get the schema's own checks (finite numbers,
 * 1..4096 of them) in a plain loop.
 */
export const toChunk = ({ embeddingModel, embedding, ...row }: ChunkRow) =>
  Effect.gen(function* () {
    const chunk = yield* decodeChunk({ ...row, embedding: null });
    if (embeddingModel === null || embedding === null) return chunk;
    const model = yield* decodeEmbedding(embeddingModel);
    if (!isStoredVector(embedding)) return yield* Effect.fail(new InternalError({ message: "A stored chunk row failed to decode" }));
    return { ...chunk, embedding: { model, vector: embedding } } as Chunk;
  });

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
