import type { SqliteContext } from "../database/SqliteContext.js";
import { prepared } from "../database/SqliteContext.js";

/**
 * Vectors live in sqlite-vec `vec0` tables, one per vector length, because
 * embedding models differ in length (100, 384, 1536, 3072, ...). Each table is
 * partitioned by `scope` (user and source), so a search scans only that user's
 * vectors of that source, and carries `source_id` and `date` as metadata so the
 * filters apply during the scan and k stays exact. The rowid is the chunk's `seq`.
 */
export const vectorTableName = (dimensions: number): string => `chunk_vectors_${dimensions}`;

/** The partition of one user's chunks of one source. */
export const vectorScope = (userId: string, source: string): string => `${userId}:${source}`;

const assertDimensions = (dimensions: number): void => {
  if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > 8192) throw new RangeError("bad vector length");
};

/** True when the vec0 table for this length exists. */
export const hasVectorTable = (context: SqliteContext, dimensions: number): boolean =>
  prepared(context, "SELECT 1 FROM chunk_vector_tables WHERE dimensions = ?").get(dimensions) !== undefined;

/**
 * Creates the vec0 table for this length on first use, with the trigger that
 * removes a chunk's vector when the chunk row is deleted (directly or by a
 * cascade). Runs inside the caller's transaction, so a rolled-back write
 * leaves no table behind.
 */
export const ensureVectorTable = (context: SqliteContext, dimensions: number): string => {
  assertDimensions(dimensions);
  const table = vectorTableName(dimensions);
  if (hasVectorTable(context, dimensions)) return table;
  context.client.exec(
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${table} USING vec0(` +
      `scope text partition key, embedding float[${dimensions}] distance_metric=cosine, source_id text, date text)`,
  );
  context.client.exec(
    `CREATE TRIGGER IF NOT EXISTS ${table}_delete AFTER DELETE ON chunks ` +
      `WHEN old.embedding_dimensions = ${dimensions} BEGIN DELETE FROM ${table} WHERE rowid = old.seq; END`,
  );
  context.client.prepare("INSERT INTO chunk_vector_tables (dimensions) VALUES (?)").run(dimensions);
  return table;
};
