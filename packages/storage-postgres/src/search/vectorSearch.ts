import type { ChunkHit, StorageError, UserId, VectorQuery } from "@lifeos/core";
import { InvalidInput } from "@lifeos/core";
import type { SQL } from "drizzle-orm";
import { and, eq, sql } from "drizzle-orm";
import { Effect } from "effect";
import type { Database } from "../database/Database.js";
import { chunks } from "./schema.js";
import { indexTypeOf, isIndexedDimension } from "./dimensions.js";
import { vectorLiteral } from "../database/vectorLiteral.js";
import type { RawHitRow } from "./chunkRows.js";
import { filterCondition, rawHitColumns, toHits } from "./chunkRows.js";
import type { RenderedQuery } from "./preparedQuery.js";
import { preparedQuery, render, runRendered, runRenderedWithSettings } from "./preparedQuery.js";
import type { SetSizes } from "./setSizes.js";

/** Extra ids taken from the HNSW scan beyond `k`, all re-scored exactly (cheap: no vectors travel). */
const indexMargin = 20;

/**
 * A cosine distance as the float8 cosine similarity: 0 when either vector is
 * all zeros (pgvector's distance is NaN then), like core's `cosineSimilarity`.
 * pgvector sums in float32, within 1e-5 of a float64 sum.
 */
const similarityOf = (distance: SQL): SQL => sql`coalesce(1 - nullif(${distance}, 'NaN'::float8), 0)::float8`;

/** The query vector: a placeholder, so that a rendered statement serves every query of its shape. */
const queryVector = sql.placeholder("vector");

/** The cosine similarity of the full stored vector and the query. */
const score = similarityOf(sql`${chunks.embedding} <=> ${queryVector}::vector`);

/**
 * The HNSW candidate list a search of `wanted` rows keeps: at least three
 * times the rows it returns (pgvector's `hnsw.ef_search`, at most 1000),
 * never below the pool's setting. An ef_search below the rows wanted leaves
 * the iterative scan to find the rest, and near-duplicate texts (a person's
 * ten facts, thousands of "X works as a nurse") then lose close neighbours:
 * on bench:memory at 100k the answer was among an HNSW search's 200 rows for
 * 87 of 100 questions at 160, 93 at 600, against 100 for the exact search.
 */
export const efSearchFor = (wanted: number, configured: number): number => Math.max(configured, Math.min(1000, wanted * 3));

/** Rendered statements kept per search shape (see `searchVector`); the oldest goes beyond this many. */
const renderedMax = 1000;

/**
 * Top-k by cosine similarity among the user's chunks embedded with the query's
 * model. A small candidate set (≤ `exactSearchLimit` after filters) or a length
 * without an index is searched exactly; otherwise the HNSW index of that length
 * answers, with an iterative scan (pgvector 0.8 `hnsw.iterative_scan`) so that
 * filters never leave fewer than k rows when k exist, keeping at least three
 * candidates per row it returns (`efSearchFor`). Every candidate is scored
 * in SQL by the cosine of its full stored vector (see `score`), best first,
 * ties to the smaller id; no vector leaves the database. A query vector whose
 * length differs from the indexed one fails with `InvalidInput`; a model the
 * user has no chunks of finds nothing.
 *
 * Each search is one statement once the candidate-set size is known (cached
 * for unfiltered searches, see `SetSizes`); the length check costs a second
 * statement only when the search finds nothing. A search without a source-id
 * list reuses its statement's rendered text and parameters (drizzle renders
 * this one in about 0.2 ms): only the query vector differs between searches
 * of the same user, model, length, k and dates.
 */
export const searchVector = ({ sql: pool, vectorSql, exactSearchLimit, efSearch }: Database, sizes: SetSizes) => {
  const rendered = new Map<string, RenderedQuery>();
  const renderedFor = (key: string | undefined, statement: () => SQL): RenderedQuery => {
    if (key === undefined) return render(statement());
    let found = rendered.get(key);
    if (found === undefined) {
      if (rendered.size >= renderedMax) rendered.delete(rendered.keys().next().value!);
      found = render(statement());
      rendered.set(key, found);
    }
    return found;
  };
  return (user: UserId, value: VectorQuery): Effect.Effect<ReadonlyArray<ChunkHit>, StorageError> =>
    Effect.gen(function* () {
      const dims = value.embedding.vector.length;
      const model = value.embedding.model;
      const ofModel = () => and(filterCondition(user, value), eq(chunks.embeddingModel, model)) as SQL;
      const filtered = value.from !== undefined || value.to !== undefined || value.sourceIds !== undefined;
      // Statements with a source-id list vary in text with its length: not prepared, not kept.
      const prepare = value.sourceIds === undefined;
      const sizeKey = `${user}|${value.source}|${model}`;
      const cached = filtered ? undefined : sizes.get(sizeKey);
      let size = cached;
      if (size === undefined) {
        const counted = yield* preparedQuery<{ n: number }>(
          pool,
          sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${chunks} WHERE ${ofModel()} LIMIT ${exactSearchLimit + 1}) AS bounded`,
          prepare,
        );
        size = counted[0]?.n ?? 0;
        if (!filtered) sizes.set(sizeKey, size);
      }
      // A fresh count of 0 without filters: no chunks of that model, nothing to check.
      if (size === 0 && !filtered && cached === undefined) return [];
      // The literal `dims = N` lets the planner match the partial index of that length.
      const sameLength = () => sql`${ofModel()} AND ${chunks.dims} = ${sql.raw(String(dims))}`;
      const exact = size <= exactSearchLimit || !isIndexedDimension(dims);
      const key = prepare ? `${exact ? "exact" : "index"}|${sizeKey}|${dims}|${value.k}|${value.from ?? ""}|${value.to ?? ""}` : undefined;
      const statement = renderedFor(key, () =>
        exact
          ? sql`SELECT ${rawHitColumns}, ${score} AS score FROM ${chunks} WHERE ${sameLength()}
              ORDER BY score DESC, ${chunks.id} LIMIT ${value.k}`
          : fromIndex(user, value.source, model, dims, sameLength(), value.k),
      );
      const vector = { vector: vectorLiteral(value.embedding.vector) };
      const candidateList = efSearchFor(value.k + indexMargin, efSearch);
      const rows = exact
        ? // The length is in the text: prepared only for the few indexed lengths.
          yield* runRendered<RawHitRow>(pool, statement, vector, prepare && isIndexedDimension(dims))
        : candidateList > efSearch
          ? yield* runRenderedWithSettings<RawHitRow>(vectorSql, { "hnsw.ef_search": String(candidateList) }, statement, vector, prepare)
          : yield* runRendered<RawHitRow>(vectorSql, statement, vector, prepare);
      if (rows.length === 0) {
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
      return yield* toHits(rows);
    });
};

/**
 * One statement for the vector pool (sorting off, so the order comes from the
 * HNSW index): ids first, ordered by the index alone (a second sort key would
 * disable it), then those candidates scored exactly and the best k returned
 * with their rows. A `vector` index's distance is already the exact one; a
 * `halfvec` index's candidates are re-scored from the full vectors. The query
 * vector is sent and parsed once (parsing 1536 floats from text costs a few
 * tenths of a millisecond), and read through scalar subqueries, which the index
 * scan takes as constants. It runs only when the user's chunks of that model
 * have this length, so a query of another length never walks the index in vain.
 */
const fromIndex = (user: string, source: string, model: string, dims: number, sameLength: SQL, k: number): SQL => {
  const type = indexTypeOf(dims);
  const length = sql.raw(String(dims));
  const cast = sql.raw(`${type}(${dims})`);
  const distance = sql`(${chunks.embedding}::${cast}) <=> (SELECT indexed FROM query)`;
  const scored =
    type === "vector"
      ? sql`SELECT id, ${similarityOf(sql.raw("distance"))} AS score FROM candidates`
      : sql`SELECT candidates.id, ${similarityOf(sql`${chunks.embedding} <=> (SELECT exact FROM query)`)} AS score
          FROM candidates JOIN ${chunks} ON ${chunks.id} = candidates.id`;
  return sql`WITH query AS MATERIALIZED (SELECT given.exact, given.exact::${cast} AS indexed FROM (SELECT ${queryVector}::vector(${length}) AS exact) AS given),
    candidates AS MATERIALIZED (
      SELECT ${chunks.id} AS id, ${distance} AS distance FROM ${chunks}
      WHERE ${sameLength} AND EXISTS (
        SELECT 1 FROM ${chunks} AS "indexed"
        WHERE "indexed"."user_id" = ${user} AND "indexed"."source" = ${source} AND "indexed"."embedding_model" = ${model} AND "indexed"."dims" = ${length}
      )
      ORDER BY ${distance} LIMIT ${sql.raw(String(k + indexMargin))}
    ),
    best AS MATERIALIZED (SELECT id, score FROM (${scored}) AS scored ORDER BY score DESC, id LIMIT ${sql.raw(String(k))})
    SELECT ${rawHitColumns}, best.score FROM best JOIN ${chunks} ON ${chunks.id} = best.id ORDER BY best.score DESC, best.id`;
};
