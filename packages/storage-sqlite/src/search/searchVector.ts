import { and, asc, eq, sql } from "drizzle-orm";
import { InvalidInput } from "@lifeos/core";
import type { ChunkHit, VectorQuery } from "@lifeos/core";
import { chunks } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { transaction } from "../database/SqliteContext.js";
import { chunkFilterSql } from "./chunkFilter.js";
import { toChunkWithoutVector } from "./chunkRows.js";
import { indexedModel } from "./indexedModel.js";
import { rankCandidates } from "./rankCandidates.js";
import { vectorTableCandidates } from "./vectorTableCandidates.js";

/**
 * Exact top-k by cosine similarity over the user's chunks of the query's
 * source embedded with the query's model, best first, ties by id; the date
 * and source-id filters narrow the chunks before the top k are taken.
 *
 * Candidates come from sqlite-vec's plain float32 scan of the user's
 * partition (`vectorTableCandidates`), or from the connection's
 * `VectorAccelerator` when it has one and it can answer (the int8 codes of
 * `vectorCodes/`, on by default; `vectorCacheBytes: 0` turns them off).
 * Either way the candidates are then scored in float64 against the stored
 * vectors, so both give the same results. Everything is read in one read
 * transaction, so an accelerator's state and the rows agree.
 */
export const searchVector = (context: SqliteContext, userId: string, query: VectorQuery): ReadonlyArray<ChunkHit> => {
  const nested = context.client.inTransaction;
  return transaction(context, () => {
    const vector = query.embedding.vector;
    const indexed = indexedModel(context, userId, query.source);
    if (indexed === null) context.vectorAccelerator?.forget(userId, query.source);
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
        .map((row) => ({ chunk: toChunkWithoutVector(row), score: 0 }));
    }
    // Inside a caller's transaction the rows may yet roll back: never let them into an accelerator.
    const accelerated = nested ? null : (context.vectorAccelerator?.candidates(userId, query, indexed) ?? null);
    const candidates = accelerated ?? vectorTableCandidates(context, userId, query, indexed.dimensions);
    return rankCandidates(context, userId, candidates, vector, query.k);
  });
};
