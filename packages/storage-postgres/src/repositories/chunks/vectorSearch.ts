import type { ChunkHit, StorageError } from "@lifeos/core";
import { InvalidInput, VectorQuery, cosineSimilarity, decodeInput } from "@lifeos/core";
import type { SQL } from "drizzle-orm";
import { and, eq, sql } from "drizzle-orm";
import { Effect } from "effect";
import type { Database } from "../../Database.js";
import { chunks } from "../../schema/index.js";
import { indexTypeOf, isIndexedDimension } from "../../schema/dimensions.js";
import { actingUser } from "../arguments.js";
import type { RawChunkRow } from "./chunkRows.js";
import { filterCondition, fromRawChunk, rawChunkColumns, toChunks } from "./chunkRows.js";
import { preparedQuery } from "./preparedQuery.js";
import type { SetSizes } from "./setSizes.js";

/** Rows beyond `k` an exact scan returns, re-ranked in float64 so near-ties at the cut are settled exactly. */
const exactMargin = 20;
/** Extra ids taken from the HNSW scan beyond `k` (cheap: no vectors travel). */
const indexMargin = 20;
/** Of those, how many beyond `k` are loaded with their vectors and re-ranked exactly. */
const vectorRerankMargin = 5;

const byScoreThenId = (a: { id: string; score: number }, b: { id: string; score: number }) =>
  b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Top-k by cosine similarity among the user's chunks embedded with the query's
 * model. A small candidate set (≤ `exactSearchLimit` after filters) or a length
 * without an index is searched exactly; otherwise the HNSW index of that length
 * answers, with an iterative scan (pgvector 0.8 `hnsw.iterative_scan`) so that
 * filters never leave fewer than k rows when k exist. Candidates are re-ranked
 * with an exact float64 cosine; ties go to the smaller id. A query vector whose
 * length differs from the indexed one fails with `InvalidInput`; a model the
 * user has no chunks of finds nothing.
 *
 * Each search is one statement once the candidate-set size is known (cached
 * for unfiltered searches, see `SetSizes`); the length check costs a second
 * statement only when the search finds nothing.
 */
export const searchVector =
  ({ sql: pool, vectorSql, exactSearchLimit }: Database, sizes: SetSizes) =>
  (userId: unknown, input: unknown): Effect.Effect<ReadonlyArray<ChunkHit>, StorageError> =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const value = yield* decodeInput(VectorQuery, input);
      const dims = value.embedding.vector.length;
      const model = value.embedding.model;
      const ofModel = and(filterCondition(user, value), eq(chunks.embeddingModel, model)) as SQL;
      const filtered = value.from !== undefined || value.to !== undefined || value.sourceIds !== undefined;
      // Statements with a source-id list vary in text with its length: not prepared.
      const prepare = value.sourceIds === undefined;
      const sizeKey = `${user}|${value.source}|${model}`;
      const cached = filtered ? undefined : sizes.get(sizeKey);
      let size = cached;
      if (size === undefined) {
        const counted = yield* preparedQuery<{ n: number }>(
          pool,
          sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${chunks} WHERE ${ofModel} LIMIT ${exactSearchLimit + 1}) AS bounded`,
          prepare,
        );
        size = counted[0]?.n ?? 0;
        if (!filtered) sizes.set(sizeKey, size);
      }
      // A fresh count of 0 without filters: no chunks of that model, nothing to check.
      if (size === 0 && !filtered && cached === undefined) return [];
      const vectorText = `[${value.embedding.vector.join(",")}]`;
      // The literal `dims = N` lets the planner match the partial index of that length.
      const length = sql.raw(String(dims));
      const sameLength = sql`${ofModel} AND ${chunks.dims} = ${length}`;
      const raw =
        size <= exactSearchLimit || !isIndexedDimension(dims)
          ? yield* preparedQuery<RawChunkRow>(
              pool,
              sql`SELECT ${rawChunkColumns} FROM ${chunks} WHERE ${sameLength}
                ORDER BY ${chunks.embedding} <=> ${vectorText}::vector, ${chunks.id} LIMIT ${value.k + exactMargin}`,
              // The length is in the text: prepared only for the few indexed lengths.
              prepare && isIndexedDimension(dims),
            )
          : yield* preparedQuery<RawChunkRow>(vectorSql, fromIndex(user, value.source, model, dims, vectorText, sameLength, value.k), prepare);
      if (raw.length === 0) {
        const indexed = yield* preparedQuery<{ dims: number }>(
          pool,
          sql`SELECT ${chunks.dims} AS dims FROM ${chunks}
            WHERE ${chunks.userId} = ${user} AND ${chunks.source} = ${value.source} AND ${chunks.embeddingModel} = ${model} LIMIT 1`,
        );
        const indexedDims = indexed[0]?.dims;
        if (indexedDims !== undefined && indexedDims !== dims) {
          return yield* Effect.fail(new InvalidInput({ message: `The query vector has ${dims} dimensions; the index holds ${indexedDims}`, field: "embedding" }));
        }
        return [];
      }
      // Score the raw rows, then decode only the k that are returned.
      const ranked = raw
        .map(fromRawChunk)
        .map((row) => ({ row, id: String(row["id"]), score: cosineSimilarity(row.embedding ?? [], value.embedding.vector) }))
        .sort(byScoreThenId)
        .slice(0, value.k);
      const decoded = yield* toChunks(ranked.map((hit) => hit.row));
      return decoded.map((chunk, index) => ({ chunk, score: ranked[index]?.score ?? 0 }));
    });

/**
 * One statement for the vector pool (sorting off, so the order comes from the
 * HNSW index): ids first, ordered by the index alone (a second sort key would
 * disable it), then the best of them with their rows. It runs only when the
 * user's chunks of that model have this length, so a query of another length
 * never walks the index in vain.
 */
const fromIndex = (user: string, source: string, model: string, dims: number, vectorText: string, sameLength: SQL, k: number): SQL => {
  const cast = sql.raw(`${indexTypeOf(dims)}(${dims})`);
  const distance = sql`(${chunks.embedding}::${cast}) <=> ${vectorText}::${cast}`;
  return sql`WITH candidates AS MATERIALIZED (
      SELECT ${chunks.id} AS id, ${distance} AS distance FROM ${chunks}
      WHERE ${sameLength} AND EXISTS (
        SELECT 1 FROM ${chunks} AS "indexed"
        WHERE "indexed"."user_id" = ${user} AND "indexed"."source" = ${source} AND "indexed"."embedding_model" = ${model} AND "indexed"."dims" = ${sql.raw(String(dims))}
      )
      ORDER BY ${distance} LIMIT ${k + indexMargin}
    ),
    best AS MATERIALIZED (SELECT id FROM candidates ORDER BY distance, id LIMIT ${k + vectorRerankMargin})
    SELECT ${rawChunkColumns} FROM best JOIN ${chunks} ON ${chunks.id} = best.id`;
};
