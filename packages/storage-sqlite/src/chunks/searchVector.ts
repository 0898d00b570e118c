import { and, asc, eq, sql } from "drizzle-orm";
import { cosineSimilarity, InvalidInput } from "@lifeos/core";
import type { Chunk, ChunkHit, VectorQuery } from "@lifeos/core";
import { chunks } from "../schema/index.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { chunkFilterSql } from "./chunkFilter.js";
import { loadChunksBySeq, toChunk } from "./chunkRows.js";
import { indexedModel } from "./indexedModel.js";
import { float32Bytes } from "./vectorEncoding.js";
import { hasVectorTable, vectorScope, vectorTableName } from "./vectorTables.js";

/**
 * Extra neighbours fetched beyond k: vec0 ranks in float32, so chunks whose
 * similarity ties (or nearly ties) the k-th are all seen before the exact
 * float64 re-scoring and the tie-break by id.
 */
const tieMargin = 16;

const byScoreThenId = (left: ChunkHit, right: ChunkHit): number =>
  right.score - left.score || (left.chunk.id < right.chunk.id ? -1 : left.chunk.id > right.chunk.id ? 1 : 0);

const exactHit = (chunk: Chunk, vector: ReadonlyArray<number>): ChunkHit => ({
  chunk,
  score: cosineSimilarity(chunk.embedding?.vector ?? [], vector),
});

/**
 * Exact top-k by cosine similarity over the user's chunks of the query's
 * source embedded with the query's model. sqlite-vec scans the user's
 * partition of the vec0 table for this vector length (brute force, so no
 * neighbour is ever missed), applying the date and source-id filters during
 * the scan; the candidates are then scored in float64 against the stored
 * vectors and ordered best first, ties by id.
 */
export const searchVector = (context: SqliteContext, userId: string, query: VectorQuery): ReadonlyArray<ChunkHit> => {
  const vector = query.embedding.vector;
  const indexed = indexedModel(context, userId, query.source);
  if (indexed === null || indexed.model !== query.embedding.model) return [];
  if (indexed.dimensions !== vector.length)
    throw new InvalidInput({
      message: `The query vector has ${vector.length} dimensions; the index holds ${indexed.dimensions}`,
      field: "embedding",
    });
  if (query.sourceIds !== undefined && query.sourceIds.length === 0) return [];
  if (vector.every((value) => value === 0)) {
    // Every similarity is 0: the brute-force order is by id alone.
    return context.db
      .select()
      .from(chunks)
      .where(and(sql`${chunkFilterSql(userId, query)}`, eq(chunks.embeddingModel, indexed.model)))
      .orderBy(asc(chunks.id))
      .limit(query.k)
      .all()
      .map((row) => ({ chunk: toChunk(row), score: 0 }));
  }
  if (!hasVectorTable(context, indexed.dimensions)) return [];

  const conditions = ["embedding MATCH ?", "k = ?", "scope = ?"];
  const parameters: Array<unknown> = [float32Bytes(vector), query.k + tieMargin, vectorScope(userId, query.source)];
  if (query.from !== undefined || query.to !== undefined) conditions.push("date != ''");
  if (query.from !== undefined) {
    conditions.push("date >= ?");
    parameters.push(query.from);
  }
  if (query.to !== undefined) {
    conditions.push("date <= ?");
    parameters.push(query.to);
  }
  if (query.sourceIds !== undefined) {
    conditions.push(`source_id IN (${query.sourceIds.map(() => "?").join(", ")})`);
    parameters.push(...query.sourceIds);
  }
  const neighbours = context.client
    .prepare(`SELECT rowid AS seq FROM ${vectorTableName(indexed.dimensions)} WHERE ${conditions.join(" AND ")}`)
    .all(...parameters) as Array<{ seq: number | bigint }>;
  const found = loadChunksBySeq(
    context,
    userId,
    neighbours.map((row) => Number(row.seq)),
  );
  return [...found.values()]
    .map((chunk) => exactHit(chunk, vector))
    .sort(byScoreThenId)
    .slice(0, query.k);
};
