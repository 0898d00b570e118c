import type { ChunkHit, StorageError } from "@lifeos/core";
import { InvalidInput, VectorQuery, cosineSimilarity, decodeInput } from "@lifeos/core";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { Effect } from "effect";
import type { Database } from "../../Database.js";
import { query } from "../../Database.js";
import { chunks } from "../../schema/index.js";
import { indexTypeOf, isIndexedDimension } from "../../schema/dimensions.js";
import { actingUser } from "../arguments.js";
import { chunkColumns, filterCondition, toChunks } from "./chunkRows.js";

/** Extra candidates fetched beyond `k`, re-ranked exactly, so near-ties at the cut are settled in float64. */
const rerankMargin = 20;
/** Extra ids taken from the HNSW scan beyond `k` (cheap: no vectors travel). */
const indexMargin = 20;
/** Of those, how many beyond `k` are loaded with their vectors and re-ranked exactly. */
const vectorRerankMargin = 5;

const byScoreThenId = (a: ChunkHit, b: ChunkHit) => b.score - a.score || (a.chunk.id < b.chunk.id ? -1 : a.chunk.id > b.chunk.id ? 1 : 0);

/**
 * Top-k by cosine similarity among the user's chunks embedded with the query's
 * model. A small filtered set (≤ `exactSearchLimit`) or a length without an
 * index is searched exactly; otherwise the HNSW index of that length answers
 * with an iterative scan (pgvector 0.8 `hnsw.iterative_scan`), so filters never
 * leave fewer than k rows when k exist. Candidates are re-ranked with an exact
 * float64 cosine; ties go to the smaller id.
 */
export const searchVector =
  ({ db, exactSearchLimit }: Database) =>
  (userId: unknown, input: unknown): Effect.Effect<ReadonlyArray<ChunkHit>, StorageError> =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const value = yield* decodeInput(VectorQuery, input);
      const dims = value.embedding.vector.length;
      const ofModel = and(filterCondition(user, value), eq(chunks.embeddingModel, value.embedding.model), isNotNull(chunks.dims));
      const probe = yield* query(() =>
        db
          .select({
            dims: sql<number | null>`(SELECT ${chunks.dims} FROM ${chunks} WHERE ${chunks.userId} = ${user} AND ${chunks.source} = ${value.source} AND ${chunks.embeddingModel} = ${value.embedding.model} AND ${chunks.dims} IS NOT NULL LIMIT 1)`,
            candidates: sql<number>`(SELECT count(*)::int FROM (SELECT 1 FROM ${chunks} WHERE ${ofModel} LIMIT ${exactSearchLimit + 1}) AS bounded)`,
          })
          .from(sql`(SELECT 1) AS one`),
      );
      const indexedDims = probe[0]?.dims ?? null;
      if (indexedDims === null) return [];
      if (indexedDims !== dims) {
        return yield* Effect.fail(new InvalidInput({ message: `The query vector has ${dims} dimensions; the index holds ${indexedDims}`, field: "embedding" }));
      }
      const vectorText = `[${value.embedding.vector.join(",")}]`;
      const exact = (probe[0]?.candidates ?? 0) <= exactSearchLimit || !isIndexedDimension(dims);
      // The literal `dims = N` lets the planner match the partial index of that length.
      const sameLength = and(ofModel, sql.raw(`"chunks"."dims" = ${dims}`));
      let rows;
      if (exact) {
        rows = yield* query(() =>
          db
            .select(chunkColumns)
            .from(chunks)
            .where(sameLength)
            .orderBy(sql`${chunks.embedding} <=> ${vectorText}::vector`, chunks.id)
            .limit(value.k + rerankMargin),
        );
      } else {
        // Ids first, ordered by the index alone (a second sort key would disable
        // it); then only the best rows travel with their vectors.
        const cast = sql.raw(`${indexTypeOf(dims)}(${dims})`);
        const distance = sql<number>`(${chunks.embedding}::${cast}) <=> ${vectorText}::${cast}`;
        const candidates = yield* query(() =>
          db.select({ id: chunks.id, distance }).from(chunks).where(sameLength).orderBy(distance).limit(value.k + indexMargin),
        );
        const best = candidates
          .sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .slice(0, value.k + vectorRerankMargin)
          .map((candidate) => candidate.id);
        rows = best.length === 0 ? [] : yield* query(() => db.select(chunkColumns).from(chunks).where(inArray(chunks.id, best)));
      }
      const found = yield* toChunks(rows);
      return found
        .map((chunk) => ({ chunk, score: cosineSimilarity(chunk.embedding?.vector ?? [], value.embedding.vector) }))
        .sort(byScoreThenId)
        .slice(0, value.k);
    });
