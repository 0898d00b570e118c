import type { ChunkHit, StorageError } from "@lifeos/core";
import { InvalidInput, VectorQuery, cosineSimilarity, decodeInput } from "@lifeos/core";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { Effect } from "effect";
import type { Database } from "../../Database.js";
import { query } from "../../Database.js";
import { chunks } from "../../schema/index.js";
import { indexTypeOf, isIndexedDimension } from "../../schema/dimensions.js";
import { actingUser } from "../arguments.js";
import { chunkColumns, filterCondition, toChunks } from "./chunkRows.js";

/** Extra candidates fetched beyond `k`, re-ranked exactly, so near-ties at the cut are settled in float64. */
const rerankMargin = 20;

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
      const fetch = value.k + rerankMargin;
      const exact = (probe[0]?.candidates ?? 0) <= exactSearchLimit || !isIndexedDimension(dims);
      const distance = exact
        ? sql`${chunks.embedding} <=> ${vectorText}::vector`
        : sql`(${chunks.embedding}::${sql.raw(`${indexTypeOf(dims)}(${dims})`)}) <=> ${vectorText}::${sql.raw(`${indexTypeOf(dims)}(${dims})`)}`;
      // The literal `dims = N` lets the planner match the partial index of that length.
      const rows = yield* query(() =>
        db
          .select(chunkColumns)
          .from(chunks)
          .where(and(ofModel, sql.raw(`"chunks"."dims" = ${dims}`)))
          // The HNSW index orders by distance alone (a second sort key would disable it);
          // ties are settled below, after the exact re-rank.
          .orderBy(...(exact ? [distance, chunks.id] : [distance]))
          .limit(fetch),
      );
      const found = yield* toChunks(rows);
      return found
        .map((chunk) => ({ chunk, score: cosineSimilarity(chunk.embedding?.vector ?? [], value.embedding.vector) }))
        .sort(byScoreThenId)
        .slice(0, value.k);
    });
