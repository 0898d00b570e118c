import type { ChunkHit, StorageError } from "@lifeos/core";
import { InvalidInput, VectorQuery, cosineSimilarity, decodeInput } from "@lifeos/core";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { Effect } from "effect";
import type { Database } from "../../Database.js";
import { query, transaction } from "../../Database.js";
import { chunks } from "../../schema/index.js";
import { indexTypeOf, isIndexedDimension } from "../../schema/dimensions.js";
import { actingUser } from "../arguments.js";
import type { ChunkRow } from "./chunkRows.js";
import { chunkColumns, filterCondition, toChunks } from "./chunkRows.js";
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
 * with an exact float64 cosine; ties go to the smaller id.
 */
export const searchVector =
  ({ db, exactSearchLimit }: Database, sizes: SetSizes) =>
  (userId: unknown, input: unknown): Effect.Effect<ReadonlyArray<ChunkHit>, StorageError> =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const value = yield* decodeInput(VectorQuery, input);
      const dims = value.embedding.vector.length;
      const model = value.embedding.model;
      const ofModel = and(filterCondition(user, value), eq(chunks.embeddingModel, model), isNotNull(chunks.dims));
      const filtered = value.from !== undefined || value.to !== undefined || value.sourceIds !== undefined;
      const sizeKey = `${user}|${value.source}|${model}`;
      const known = filtered ? undefined : sizes.get(sizeKey);
      const probe = yield* query(() =>
        db
          .select({
            dims: sql<number | null>`(SELECT ${chunks.dims} FROM ${chunks} WHERE ${chunks.userId} = ${user} AND ${chunks.source} = ${value.source} AND ${chunks.embeddingModel} = ${model} LIMIT 1)`,
            candidates:
              known !== undefined
                ? sql<number>`${known}::int`
                : sql<number>`(SELECT count(*)::int FROM (SELECT 1 FROM ${chunks} WHERE ${ofModel} LIMIT ${exactSearchLimit + 1}) AS bounded)`,
          })
          .from(sql`(SELECT 1) AS one`),
      );
      const indexedDims = probe[0]?.dims ?? null;
      if (indexedDims === null) return [];
      if (indexedDims !== dims) {
        return yield* Effect.fail(new InvalidInput({ message: `The query vector has ${dims} dimensions; the index holds ${indexedDims}`, field: "embedding" }));
      }
      const candidateCount = probe[0]?.candidates ?? 0;
      if (!filtered && known === undefined) sizes.set(sizeKey, candidateCount);
      const vectorText = `[${value.embedding.vector.join(",")}]`;
      // The literal `dims = N` lets the planner match the partial index of that length.
      const sameLength = and(ofModel, sql.raw(`"chunks"."dims" = ${dims}`));
      let rows: ReadonlyArray<ChunkRow>;
      if (candidateCount <= exactSearchLimit || !isIndexedDimension(dims)) {
        rows = yield* query(() =>
          db
            .select(chunkColumns)
            .from(chunks)
            .where(sameLength)
            .orderBy(sql`${chunks.embedding} <=> ${vectorText}::vector`, chunks.id)
            .limit(value.k + exactMargin),
        );
      } else {
        const cast = sql.raw(`${indexTypeOf(dims)}(${dims})`);
        const distance = sql<number>`(${chunks.embedding}::${cast}) <=> ${vectorText}::${cast}`;
        // Ids first, ordered by the index alone (a second sort key would disable
        // it). Left to itself the planner may prefer a full scan and sort (for
        // instance before statistics exist); with sorting off for this one
        // statement it takes its order from the HNSW index.
        const candidates = yield* transaction(db, (tx) =>
          Effect.andThen(query(() => tx.execute(sql`SET LOCAL enable_sort = off`)), () =>
            query(() => tx.select({ id: chunks.id, distance }).from(chunks).where(sameLength).orderBy(distance).limit(value.k + indexMargin)),
          ),
        );
        const best = candidates
          .sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .slice(0, value.k + vectorRerankMargin)
          .map((candidate) => candidate.id);
        rows = best.length === 0 ? [] : yield* query(() => db.select(chunkColumns).from(chunks).where(inArray(chunks.id, best)));
      }
      // Score the raw rows, then decode only the k that are returned.
      const ranked = rows
        .map((row) => ({ row, id: String(row["id"]), score: cosineSimilarity(row.embedding ?? [], value.embedding.vector) }))
        .sort(byScoreThenId)
        .slice(0, value.k);
      const decoded = yield* toChunks(ranked.map((hit) => hit.row));
      return decoded.map((chunk, index) => ({ chunk, score: ranked[index]?.score ?? 0 }));
    });
