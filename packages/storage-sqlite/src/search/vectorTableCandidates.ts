import type { VectorQuery } from "@lifeos/core";
import type { SqliteContext } from "../database/SqliteContext.js";
import { float32Bytes } from "./vectorEncoding.js";
import { hasVectorTable, vectorScope, vectorTableName } from "./vectorTables.js";

/**
 * Extra neighbours fetched beyond k: vec0 ranks in float32, so chunks whose
 * similarity ties (or nearly ties) the k-th are all seen before the exact
 * float64 re-scoring and the tie-break by id.
 */
const tieMargin = 16;

/**
 * Candidate seqs from sqlite-vec, for scopes too large for the in-memory
 * codes: a brute-force float32 scan of the user's partition of the vec0 table
 * for this vector length, with the date and source-id filters applied during
 * the scan, keeping the best k + 16.
 */
export const vectorTableCandidates = (context: SqliteContext, userId: string, query: VectorQuery, dimensions: number): Array<number> => {
  if (!hasVectorTable(context, dimensions)) return [];
  const conditions = ["embedding MATCH ?", "k = ?", "scope = ?"];
  const parameters: Array<unknown> = [float32Bytes(query.embedding.vector), query.k + tieMargin, vectorScope(userId, query.source)];
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
    .prepare(`SELECT rowid AS seq FROM ${vectorTableName(dimensions)} WHERE ${conditions.join(" AND ")}`)
    .all(...parameters) as Array<{ seq: number | bigint }>;
  return neighbours.map((row) => Number(row.seq));
};
