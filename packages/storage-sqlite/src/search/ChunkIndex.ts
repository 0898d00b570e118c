import { and, asc, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { Effect } from "effect";
import {
  chunkDateOrder,
  ChunkIndexArguments,
  Conflict,
  indexTerms,
  InvalidInput,
  newChunkRecord,
  NotFound,
  pageLimit,
  searchTermsVersion,
  withDecodedArguments,
} from "@lifeos/core";
import type { Chunk, ChunkIndexService, ChunkSource, NewChunk, UserId } from "@lifeos/core";
import { chunks } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, prepared, transaction } from "../database/SqliteContext.js";
import { chunkFilterSql } from "./chunkFilter.js";
import { deleteChunksOf, toChunk } from "./chunkRows.js";
import { indexedModel } from "./indexedModel.js";
import { searchKeyword } from "./searchKeyword.js";
import { searchVector } from "./searchVector.js";
import { encodeVector, float32Bytes } from "./vectorEncoding.js";
import { ensureVectorTable, vectorScope } from "./vectorTables.js";
import { assertSourceOwned } from "./sourceOwnership.js";

const insertChunkSql = `INSERT INTO chunks (id, user_id, source, source_id, ordinal, text, search_terms, search_terms_version, start_offset,
  end_offset, date, page_start, page_end, heading, token_count, embedding_model, embedding_dimensions, embedding_vector, created_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** Distinct ordinals and `endOffset ≥ startOffset`, else `InvalidInput`. */
const assertWellFormed = (batch: ReadonlyArray<NewChunk>): void => {
  const ordinals = new Set<number>();
  for (const chunk of batch) {
    if (ordinals.has(chunk.ordinal)) throw new InvalidInput({ message: "Chunk ordinals must be distinct", field: "ordinal" });
    ordinals.add(chunk.ordinal);
    if (chunk.endOffset < chunk.startOffset)
      throw new InvalidInput({ message: "A chunk ends before it starts", field: "endOffset" });
  }
};

/** The one model and vector length of a batch, or null when nothing in it is embedded. */
const batchModel = (batch: ReadonlyArray<NewChunk>): { model: string; dimensions: number } | null => {
  let found: { model: string; dimensions: number } | null = null;
  for (const chunk of batch) {
    if (!chunk.embedding) continue;
    const current = { model: chunk.embedding.model, dimensions: chunk.embedding.vector.length };
    if (found === null) found = current;
    else if (found.model !== current.model) throw new Conflict({ message: "A batch of chunks mixes embedding models" });
    else if (found.dimensions !== current.dimensions)
      throw new InvalidInput({ message: "Vectors in the batch differ in length", field: "embedding" });
  }
  return found;
};

export const makeChunkIndex = (context: SqliteContext): ChunkIndexService => {
  const { db } = context;
  /**
   * Replaces one source object's chunks, inside the caller's transaction:
   * checks every rule of `replace`, then writes rows, FTS (by trigger) and
   * vectors with statements prepared once. Returns what was written.
   */
  const writeChunks = (userId: UserId, source: ChunkSource, sourceId: string, batch: ReadonlyArray<NewChunk>, createdAt: Date): Chunk[] => {
    assertWellFormed(batch);
    const model = batchModel(batch);
    assertSourceOwned(context, userId, source, sourceId);
    if (model !== null) {
      const existing = indexedModel(context, userId, source, sourceId);
      if (existing !== null && existing.model !== model.model)
        throw new Conflict({
          message: `The ${source} index holds embeddings of another model; clear it before indexing with a new one`,
        });
      if (existing !== null && existing.dimensions !== model.dimensions)
        throw new InvalidInput({ message: "Vector length differs from the indexed vectors of this model", field: "embedding" });
    }
    deleteChunksOf(context, userId, source, sourceId);
    const insertVector =
      model === null
        ? null
        : prepared(context, `INSERT INTO ${ensureVectorTable(context, model.dimensions)} (rowid, scope, embedding, source_id, date) VALUES (?, ?, ?, ?, ?)`);
    const insertChunk = prepared(context, insertChunkSql);
    const scope = vectorScope(userId, source);
    const byOrdinal = [...batch].sort((left, right) => left.ordinal - right.ordinal);
    return byOrdinal.map((chunk): Chunk => {
      const stored = newChunkRecord(chunk, { id: chunk.id ?? context.newId(), userId, source, sourceId, now: new Date(createdAt.getTime()) });
      const { lastInsertRowid } = insertChunk.run(
        stored.id, userId, source, sourceId, stored.ordinal, stored.text, indexTerms(stored.text), searchTermsVersion, stored.startOffset, stored.endOffset, stored.date,
        stored.pageStart, stored.pageEnd, stored.heading, stored.tokenCount, stored.embedding?.model ?? null, stored.embedding?.vector.length ?? null,
        stored.embedding ? encodeVector(stored.embedding.vector) : null, createdAt.getTime(),
      );
      if (insertVector !== null && stored.embedding)
        // vec0 takes only BigInt rowids from better-sqlite3.
        insertVector.run(BigInt(lastInsertRowid), scope, float32Bytes(stored.embedding.vector), sourceId, stored.date ?? "");
      return stored;
    });
  };

  return withDecodedArguments(ChunkIndexArguments, {
    replaceMany: (userId, source, items) =>
      attempt(() => {
        const createdAt = context.now();
        return transaction(context, () => items.map((item) => writeChunks(userId, source, item.sourceId, item.chunks, createdAt)));
      }),
    replace: (userId, source, sourceId, batch) =>
      attempt(() => {
        const createdAt = context.now();
        return transaction(context, () => writeChunks(userId, source, sourceId, batch, createdAt));
      }),
    deleteBySource: (userId, source, sourceId) => attempt(() => transaction(context, () => deleteChunksOf(context, userId, source, sourceId))),
    clear: (userId, source) =>
      attempt(() =>
        transaction(context, () => {
          db.delete(chunks)
            .where(and(eq(chunks.userId, userId), eq(chunks.source, source)))
            .run();
        }),
      ),
    get: (userId, id) =>
      attempt(() => {
        const row = db
          .select()
          .from(chunks)
          .where(and(eq(chunks.id, id), eq(chunks.userId, userId)))
          .get();
        if (!row) throw NotFound.of("chunk", id);
        return toChunk(row);
      }),
    listBySource: (userId, source, sourceId) =>
      attempt(() =>
        db
          .select()
          .from(chunks)
          .where(and(eq(chunks.userId, userId), eq(chunks.source, source), eq(chunks.sourceId, sourceId)))
          .orderBy(asc(chunks.ordinal), asc(chunks.id))
          .all()
          .map(toChunk),
      ),
    searchVector: (userId, query) => attempt(() => searchVector(context, userId, query)),
    searchKeyword: (userId, query) => attempt(() => searchKeyword(context, userId, query)),
    listByDateRange: (userId, query) =>
      Effect.gen(function* () {
        const after = yield* chunkDateOrder.after(query.cursor);
        const limit = pageLimit(query.limit);
        const ascending = query.order !== "desc";
        return yield* attempt(() => {
          const conditions: Array<SQL> = [chunkFilterSql(userId, query), isNotNull(chunks.date)];
          if (after !== undefined) {
            const key = sql`(${chunks.date}, ${chunks.sourceId}, ${chunks.ordinal})`;
            const last = sql`(${after[0]}, ${after[1]}, ${after[2]})`;
            conditions.push(ascending ? sql`${key} > ${last}` : sql`${key} < ${last}`);
          }
          const direction = ascending ? asc : desc;
          const rows = db
            .select()
            .from(chunks)
            .where(and(...conditions))
            .orderBy(direction(chunks.date), direction(chunks.sourceId), direction(chunks.ordinal))
            .limit(limit + 1)
            .all()
            .map(toChunk);
          return chunkDateOrder.page(rows, limit);
        });
      }),
    stats: (userId, source) =>
      attempt(() => {
        const row = db
          .select({ count: count() })
          .from(chunks)
          .where(and(eq(chunks.userId, userId), eq(chunks.source, source)))
          .get();
        return { count: row?.count ?? 0, embeddingModel: indexedModel(context, userId, source)?.model ?? null };
      }),
  });
};
