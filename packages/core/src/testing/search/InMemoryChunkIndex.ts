import { Effect, Schema } from "effect";
import { Conflict, InvalidInput } from "../../common/errors.js";
import { ChunkId, DocumentId, EntryId, MemoryId, MemorySummaryId } from "../../common/ids.js";
import { newChunkRecord } from "../../search/newChunkRecord.js";
import type { Chunk, ChunkSource } from "../../search/chunk.js";
import { ChunkSource as ChunkSourceSchema, NewChunk } from "../../search/chunk.js";
import type { ChunkIndexService } from "../../search/ChunkIndex.js";
import { decodeBatch, decodeInput } from "../../common/validation.js";
import { atomically } from "../storage/atomically.js";
import { deleteChunksOf } from "../storage/cascade.js";
import { makeChunkSearch } from "./chunkSearch.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser, owned, rowsOf } from "../storage/MemoryStore.js";

/** A `replaceMany` item, checked only as far as its shape (`replace` checks the rest). */
const SourceChunksSchema = Schema.Struct({ sourceId: Schema.String, chunks: Schema.Array(Schema.Unknown) });

const conflict = (message: string) => new Conflict({ message });
const invalid = (message: string) => new InvalidInput({ message, field: "chunks" });

export const makeChunkIndex = (store: MemoryStore): ChunkIndexService => {
  const { tables } = store;
  const sourceChunks = (userId: string, source: ChunkSource) =>
    rowsOf(tables.chunks, userId).filter((chunk) => chunk.source === source);

  /** Validates `(source, sourceId)` and requires the source object to be the user's. */
  const sourceOf = (userId: string, source: unknown, sourceId: unknown) =>
    Effect.gen(function* () {
      const kind = yield* decodeArgument(ChunkSourceSchema, source);
      const row =
        kind === "journal"
          ? yield* owned(tables.entries, userId, yield* decodeArgument(EntryId, sourceId), "journalEntry")
          : kind === "document"
            ? yield* owned(tables.documents, userId, yield* decodeArgument(DocumentId, sourceId), "document")
            : kind === "memory"
              ? yield* owned(tables.memories, userId, yield* decodeArgument(MemoryId, sourceId), "memory")
              : yield* owned(tables.memorySummaries, userId, yield* decodeArgument(MemorySummaryId, sourceId), "memorySummary");
      return { kind, id: row.id as string };
    });

  const replace: ChunkIndexService["replace"] = (userId, source, sourceId, input) =>
    Effect.gen(function* () {
      const user = yield* existingUser(store, userId);
      const target = yield* sourceOf(user, source, sourceId);
      const chunks = yield* Effect.forEach(input, (chunk) => decodeInput(NewChunk, chunk));
      const ordinals = new Set(chunks.map((chunk) => chunk.ordinal));
      if (ordinals.size !== chunks.length) return yield* Effect.fail(invalid("Chunk ordinals must be distinct"));
      if (chunks.some((chunk) => chunk.endOffset < chunk.startOffset)) {
        return yield* Effect.fail(invalid("A chunk ends before it starts"));
      }
      const embeddings = chunks.flatMap((chunk) => (chunk.embedding ? [chunk.embedding] : []));
      const model = embeddings[0]?.model;
      const length = embeddings[0]?.vector.length;
      if (embeddings.some((embedding) => embedding.model !== model)) {
        return yield* Effect.fail(conflict("A batch mixes embedding models"));
      }
      if (embeddings.some((embedding) => embedding.vector.length !== length)) {
        return yield* Effect.fail(invalid("Vectors in the batch differ in length"));
      }
      const others = sourceChunks(user, target.kind).filter((chunk) => chunk.sourceId !== target.id);
      const indexed = others.find((chunk) => chunk.embedding !== null)?.embedding ?? undefined;
      if (model !== undefined && indexed !== undefined) {
        if (indexed.model !== model) return yield* Effect.fail(conflict(`The index holds embeddings of ${indexed.model}`));
        if (indexed.vector.length !== length) return yield* Effect.fail(invalid("Vector length differs from the index"));
      }
      const ids = chunks.flatMap((chunk) => (chunk.id ? [chunk.id] : []));
      const replaced = (chunk: Chunk) => chunk.userId === user && chunk.source === target.kind && chunk.sourceId === target.id;
      if (new Set(ids).size !== ids.length || ids.some((id) => { const row = tables.chunks.get(id); return row !== undefined && !replaced(row); })) {
        return yield* Effect.fail(conflict("A chunk id is already in use"));
      }
      const now = yield* store.now;
      const rows: Chunk[] = [];
      for (const chunk of [...chunks].sort((a, b) => a.ordinal - b.ordinal)) {
        rows.push(newChunkRecord(chunk, { id: chunk.id ?? (yield* store.nextId), userId: user, source: target.kind, sourceId: target.id, now }));
      }
      deleteChunksOf(tables, user, target.kind, target.id);
      for (const row of rows) tables.chunks.set(row.id, copy(row));
      return rows.map(copy);
    });

  const replaceMany: ChunkIndexService["replaceMany"] = (userId, source, items) =>
    atomically(
      tables,
      ["chunks"],
      Effect.gen(function* () {
        const batch = yield* decodeBatch(SourceChunksSchema, items);
        const sourceIds = batch.map((item) => item.sourceId);
        if (new Set(sourceIds).size !== sourceIds.length) return yield* Effect.fail(invalid("A source id is given twice"));
        return yield* Effect.forEach(batch, (item) => replace(userId, source, item.sourceId, item.chunks as ReadonlyArray<NewChunk>));
      }),
    );

  return {
    replace,
    replaceMany,
    deleteBySource: (userId, source, sourceId) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const kind = yield* decodeArgument(ChunkSourceSchema, source);
        deleteChunksOf(tables, user, kind, sourceId);
      }),
    clear: (userId, source) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const kind = yield* decodeArgument(ChunkSourceSchema, source);
        for (const chunk of sourceChunks(user, kind)) tables.chunks.delete(chunk.id);
      }),
    get: (userId, id) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const chunkId = yield* decodeArgument(ChunkId, id);
        return copy(yield* owned(tables.chunks, user, chunkId, "chunk"));
      }),
    listBySource: (userId, source, sourceId) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const kind = yield* decodeArgument(ChunkSourceSchema, source);
        return sourceChunks(user, kind)
          .filter((chunk) => chunk.sourceId === sourceId)
          .sort((a, b) => a.ordinal - b.ordinal)
          .map(copy);
      }),
    ...makeChunkSearch(store),
    stats: (userId, source) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const kind = yield* decodeArgument(ChunkSourceSchema, source);
        const rows = sourceChunks(user, kind);
        return { count: rows.length, embeddingModel: rows.find((chunk) => chunk.embedding !== null)?.embedding?.model ?? null };
      }),
  };
};
