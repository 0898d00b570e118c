import { and, getTableColumns, sql } from "drizzle-orm";
import type { ChunkHit, ChunkWithoutVector } from "@lifeos/core";
import { Chunk, Embedding } from "@lifeos/core";
import { chunks } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { decodeRow, prepared } from "../database/SqliteContext.js";
import { decodeVector } from "./vectorEncoding.js";
import { preparedQuery } from "../database/preparedQueries.js";

export type ChunkRow = typeof chunks.$inferSelect;

const decodeChunk = decodeRow(Chunk);

const decodeEmbeddingModel = decodeRow(Embedding.fields.model);

/**
 * A stored chunk row as the domain `Chunk`, decoded through the schema. The
 * vector is read back from its float64 bytes as given; it is not re-validated
 * element by element (thousands of numbers per chunk), since only finite
 * vectors validated on the way in are ever written.
 */
export const toChunk = (row: ChunkRow): Chunk => {
  const chunk = decodeChunk({ ...row, embedding: null });
  if (row.embeddingModel === null || row.embeddingVector === null) return chunk;
  return { ...chunk, embedding: { model: decodeEmbeddingModel(row.embeddingModel), vector: decodeVector(row.embeddingVector) } };
};

const { embeddingVector: _vector, embeddingDimensions: _dimensions, ...hitColumns } = getTableColumns(chunks);

/** The columns of a chunk row other than its vector: what a search hit reads. */
export { hitColumns };

export type HitRow = Omit<ChunkRow, "embeddingVector" | "embeddingDimensions">;

/** A stored chunk row as a search hit's chunk: the vector is not read. */
export const toChunkWithoutVector = (row: HitRow): ChunkWithoutVector => {
  const { embedding: _embedding, ...chunk } = decodeChunk({ ...row, embedding: null });
  return { ...chunk, embeddingModel: row.embeddingModel === null ? null : decodeEmbeddingModel(row.embeddingModel) };
};

/**
 * Deletes every chunk of one source object of this user; the FTS5 and vec0
 * entries go with them by trigger. Runs inside the caller's transaction.
 */
export const deleteChunksOf = (context: SqliteContext, userId: string, source: string, sourceId: string): void => {
  prepared(context, "DELETE FROM chunks WHERE user_id = ? AND source = ? AND source_id = ?").run(userId, source, sourceId);
};

/**
 * Ranked chunks as search hits, in the given order: each `seq`'s chunk
 * (this user's only, without its vector) with its score. A `seq` that is not
 * this user's chunk is left out.
 */
export const hitsBySeq = (context: SqliteContext, userId: string, ranked: ReadonlyArray<{ readonly seq: number; readonly score: number }>): Array<ChunkHit> => {
  if (ranked.length === 0) return [];
  const found = new Map<number, ChunkWithoutVector>();
  const rows = chunksBySeq(context).all({ seqs: JSON.stringify(ranked.map((item) => item.seq)), userId });
  for (const row of rows) found.set(row.seq, toChunkWithoutVector(row));
  return ranked.flatMap(({ seq, score }) => {
    const chunk = found.get(seq);
    return chunk === undefined ? [] : [{ chunk, score }];
  });
};

/**
 * This user's chunks (without vectors) among the `seq`s of a JSON array:
 * one statement, prepared once, for any number of hits (every search reads
 * its ranked hits so).
 */
const chunksBySeq = (context: SqliteContext) =>
  preparedQuery(context, chunksBySeq, () =>
    context.db
      .select(hitColumns)
      .from(chunks)
      // `+user_id` keeps SQLite on rowid lookups instead of walking the user's index entries.
      .where(and(sql`${chunks.seq} in (select value from json_each(${sql.placeholder("seqs")}))`, sql`+${chunks.userId} = ${sql.placeholder("userId")}`))
      .prepare(),
  );
