import type { ChunkFilter } from "@lifeos/core";
import { Chunk, ChunkWithoutVector, indexTerms, searchTermsVersion } from "@lifeos/core";
import type { SQL } from "drizzle-orm";
import { and, eq, gte, isNotNull, lte, sql } from "drizzle-orm";
import { Effect } from "effect";
import { decodeRow } from "../database/decodeRow.js";
import { chunks } from "./schema.js";

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
  heading: chunks.heading,
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

/** A stored row as the domain `Chunk` (model and vector folded into `embedding`), decoded through the `Chunk` schema. */
export const toChunk = ({ embeddingModel, embedding, ...row }: ChunkRow) =>
  decodeChunk({ ...row, embedding: embeddingModel === null || embedding === null ? null : { model: embeddingModel, vector: embedding } });

export const toChunks = (rows: ReadonlyArray<ChunkRow>) => Effect.forEach(rows, toChunk);

/** A new chunk's record (core's `newChunkRecord`) as the row it is inserted as: `toChunk` in reverse. */
export const toInsertRow = ({ embedding, ...record }: Chunk): typeof chunks.$inferInsert => ({
  ...record,
  searchTerms: indexTerms(record.text),
  searchTermsVersion,
  embeddingModel: embedding?.model ?? null,
  dims: embedding?.vector.length ?? null,
  embedding: embedding?.vector ?? null,
});

/** The user's chunks of one source within the filter; a date bound excludes undated chunks. */
export const filterCondition = (userId: string, filter: ChunkFilter): SQL =>
  and(
    eq(chunks.userId, userId),
    eq(chunks.source, filter.source),
    filter.from !== undefined ? and(isNotNull(chunks.date), gte(chunks.date, filter.from)) : undefined,
    filter.to !== undefined ? and(isNotNull(chunks.date), lte(chunks.date, filter.to)) : undefined,
    // One array parameter however many ids: statements repeat this filter, and PostgreSQL takes at most 65,535 parameters.
    filter.sourceIds !== undefined ? sql`${chunks.sourceId} = ANY (${sql.param([...filter.sourceIds])}::text[])` : undefined,
  ) as SQL;

/**
 * The columns of a search hit (`ChunkWithoutVector`: every column of
 * `chunkColumns` but the vector) for a statement run on a bare postgres.js
 * pool (see `preparedQuery`), named as drizzle names them, with types that do
 * not depend on the pool's parsers: `date` as text, `created_at` as epoch
 * milliseconds. `toChunkWithoutVector` decodes a row.
 */
export const rawHitColumns = sql.raw(
  [
    `"chunks"."id"::text AS "id"`,
    `"chunks"."user_id"::text AS "userId"`,
    `"chunks"."source"`,
    `"chunks"."source_id" AS "sourceId"`,
    `"chunks"."ordinal"`,
    `"chunks"."text"`,
    `"chunks"."start_offset" AS "startOffset"`,
    `"chunks"."end_offset" AS "endOffset"`,
    `"chunks"."date"::text AS "date"`,
    `"chunks"."page_start" AS "pageStart"`,
    `"chunks"."page_end" AS "pageEnd"`,
    `"chunks"."heading"`,
    `"chunks"."token_count" AS "tokenCount"`,
    `"chunks"."embedding_model" AS "embeddingModel"`,
    `(extract(epoch FROM "chunks"."created_at") * 1000)::float8 AS "createdAt"`,
  ].join(", "),
);

/** A row of `rawHitColumns` with the hit's `score` (float8). */
export interface RawHitRow {
  readonly createdAt: number;
  readonly score: number;
  readonly [column: string]: unknown;
}

const decodeChunkWithoutVector = decodeRow(ChunkWithoutVector, "chunk");

/** A row of `rawHitColumns` as a `ChunkHit`, decoded through the `ChunkWithoutVector` schema. */
export const toHit = ({ score, ...row }: RawHitRow) =>
  Effect.map(decodeChunkWithoutVector({ ...row, createdAt: new Date(row.createdAt) }), (chunk) => ({ chunk, score: Number(score) }));

export const toHits = (rows: ReadonlyArray<RawHitRow>) => Effect.forEach(rows, toHit);
