import type { ChunkIndexService, ChunkSource } from "@lifeos/core";
import { ChunkIndexArguments, chunkDateOrder, Conflict, InvalidInput, NotFound, newChunkRecord, withDecodedArguments } from "@lifeos/core";
import { and, asc, count, eq, isNotNull, ne } from "drizzle-orm";
import { Effect } from "effect";
import type { Database, Executor } from "../database/Database.js";
import { query, transaction } from "../database/Database.js";
import { journalEntries } from "../journal/schema.js";
import { documents } from "../knowledge/schema.js";
import { memories, memorySummaries } from "../memory/schema.js";
import { chunks } from "./schema.js";
import { single } from "../database/arguments.js";
import { keysetOf, pageLimit } from "../database/cursor.js";
import { requireUser } from "../database/requireUser.js";
import { chunkColumns, filterCondition, toChunk, toChunks, toInsertRow } from "./chunkRows.js";
import { searchKeyword } from "./keywordSearch.js";
import { makeReplaceMany } from "./replaceMany.js";
import { makeSetSizes } from "./setSizes.js";
import { searchVector } from "./vectorSearch.js";

const invalid = (message: string) => new InvalidInput({ message, field: "chunks" });

const dateColumns = [chunks.date, chunks.sourceId, chunks.ordinal];
const byDate = { asc: keysetOf(chunkDateOrder, dateColumns, "asc"), desc: keysetOf(chunkDateOrder, dateColumns, "desc") };

/** Requires the journal entry, document, memory or memory summary a chunk set belongs to to be the user's. */
const requireSource = (db: Executor, userId: string, source: ChunkSource, id: string) =>
  Effect.gen(function* () {
    const [table, entity] =
      source === "journal"
        ? ([journalEntries, "journalEntry"] as const)
        : source === "document"
          ? ([documents, "document"] as const)
          : source === "memory"
            ? ([memories, "memory"] as const)
            : ([memorySummaries, "memorySummary"] as const);
    const rows = yield* query(() => db.select({ id: table.id }).from(table).where(and(eq(table.id, id), eq(table.userId, userId))));
    yield* single(rows, () => NotFound.of(entity, id));
    return id;
  });

export const makeChunkIndex = (database: Database): ChunkIndexService => {
  const { db, now, nextId } = database;
  const sizes = makeSetSizes();
  const replaceMany = makeReplaceMany(database);
  const ofSource = (user: string, source: string, sourceId: string) =>
    and(eq(chunks.userId, user), eq(chunks.source, source), eq(chunks.sourceId, sourceId));

  const replace: ChunkIndexService["replace"] = (user, kind, sourceId, batch) =>
    Effect.gen(function* () {
      if (new Set(batch.map((chunk) => chunk.ordinal)).size !== batch.length) return yield* Effect.fail(invalid("Chunk ordinals must be distinct"));
      if (batch.some((chunk) => chunk.endOffset < chunk.startOffset)) return yield* Effect.fail(invalid("A chunk ends before it starts"));
      const embeddings = batch.flatMap((chunk) => (chunk.embedding ? [chunk.embedding] : []));
      const model = embeddings[0]?.model;
      const length = embeddings[0]?.vector.length;
      if (embeddings.some((embedding) => embedding.model !== model)) return yield* Effect.fail(new Conflict({ message: "A batch mixes embedding models" }));
      if (embeddings.some((embedding) => embedding.vector.length !== length)) return yield* Effect.fail(invalid("Vectors in the batch differ in length"));
      const ids = batch.flatMap((chunk) => (chunk.id ? [chunk.id] : []));
      if (new Set(ids).size !== ids.length) return yield* Effect.fail(new Conflict({ message: "A chunk id is already in use" }));
      const at = yield* now;
      const rows: Array<typeof chunks.$inferInsert> = [];
      for (const chunk of [...batch].sort((a, b) => a.ordinal - b.ordinal)) {
        // The source id is checked inside the transaction; the rows take it there.
        rows.push(toInsertRow(newChunkRecord(chunk, { id: chunk.id ?? (yield* nextId), userId: user, source: kind, sourceId: "", now: at })));
      }
      sizes.forgetUser(user);
      return yield* transaction(db, (tx) =>
        Effect.gen(function* () {
          yield* requireUser(tx, user);
          const target = yield* requireSource(tx, user, kind, sourceId);
          if (model !== undefined) {
            const indexed = yield* query(() =>
              tx
                .select({ model: chunks.embeddingModel, dims: chunks.dims })
                .from(chunks)
                .where(and(eq(chunks.userId, user), eq(chunks.source, kind), ne(chunks.sourceId, target), isNotNull(chunks.embeddingModel)))
                .limit(1),
            );
            const other = indexed[0];
            if (other !== undefined && other.model !== model) {
              return yield* Effect.fail(new Conflict({ message: `The ${kind} index holds embeddings of another model` }));
            }
            if (other !== undefined && other.dims !== length) return yield* Effect.fail(invalid("Vector length differs from the index"));
          }
          yield* query(() => tx.delete(chunks).where(ofSource(user, kind, target)));
          if (rows.length === 0) return [];
          const inserted = yield* query(() =>
            tx
              .insert(chunks)
              .values(rows.map((row) => ({ ...row, sourceId: target })))
              .returning(chunkColumns),
          );
          const created = yield* toChunks(inserted);
          return created.sort((a, b) => a.ordinal - b.ordinal);
        }),
      );
    });

  return withDecodedArguments(ChunkIndexArguments, {
    replace,
    replaceMany: (user, kind, items) => Effect.andThen(Effect.sync(() => sizes.forgetUser(user)), replaceMany(user, kind, items)),
    deleteBySource: (user, kind, sourceId) =>
      Effect.gen(function* () {
        sizes.forgetUser(user);
        yield* query(() => db.delete(chunks).where(ofSource(user, kind, sourceId)));
      }),
    clear: (user, kind) =>
      Effect.gen(function* () {
        sizes.forgetUser(user);
        yield* query(() => db.delete(chunks).where(and(eq(chunks.userId, user), eq(chunks.source, kind))));
      }),
    get: (user, chunkId) =>
      Effect.gen(function* () {
        const rows = yield* query(() => db.select(chunkColumns).from(chunks).where(and(eq(chunks.id, chunkId), eq(chunks.userId, user))));
        return yield* toChunk(yield* single(rows, () => NotFound.of("chunk", chunkId)));
      }),
    listBySource: (user, kind, sourceId) =>
      Effect.flatMap(
        query(() => db.select(chunkColumns).from(chunks).where(ofSource(user, kind, sourceId)).orderBy(asc(chunks.ordinal))),
        toChunks,
      ),
    searchVector: searchVector(database, sizes),
    searchKeyword: searchKeyword(database),
    listByDateRange: (user, value) =>
      Effect.gen(function* () {
        const order = byDate[value.order ?? "asc"];
        const limit = pageLimit(value.limit);
        const after = yield* order.after(value.cursor);
        const rows = yield* query(() =>
          db
            .select(chunkColumns)
            .from(chunks)
            .where(and(filterCondition(user, value), isNotNull(chunks.date), after))
            .orderBy(...order.orderBy)
            .limit(limit + 1),
        );
        return order.page(yield* toChunks(rows), limit);
      }),
    stats: (user, kind) =>
      Effect.gen(function* () {
        const rows = yield* query(() =>
          db
            .select({ count: count(), model: chunks.embeddingModel })
            .from(chunks)
            .where(and(eq(chunks.userId, user), eq(chunks.source, kind)))
            .groupBy(chunks.embeddingModel),
        );
        const total = rows.reduce((sum, row) => sum + Number(row.count), 0);
        return { count: total, embeddingModel: rows.find((row) => row.model !== null)?.model ?? null };
      }),
  });
};
