import { Effect, Schema } from "effect";
import { Conflict } from "../../common/errors.js";
import { MemoryId } from "../../common/ids.js";
import type { Memory } from "../../memory/memory.js";
import { MemoryListQuery, MemoryPatch, NewMemory } from "../../memory/memory.js";
import type { MemoryRepositoryService } from "../../memory/MemoryRepository.js";
import { decodeBatch, decodeInput } from "../../common/validation.js";
import { deleteChunksOf } from "../storage/cascade.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser, owned, rowsOf } from "../storage/MemoryStore.js";
import { paginate } from "../storage/paginate.js";
import { newMemoryRecord } from "../../memory/newMemoryRecord.js";

const MemoryIds = Schema.Array(MemoryId);
const ManyIds = Schema.Array(MemoryId).check(Schema.isMaxLength(1000));

export const makeMemoryRepository = (store: MemoryStore): MemoryRepositoryService => {
  const { memories } = store.tables;
  const find = (userId: unknown, id: unknown) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const memoryId = yield* decodeArgument(MemoryId, id);
      return yield* owned(memories, user, memoryId, "memory");
    });
  return {
    create: (userId, input, close = []) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(NewMemory, input);
        if (value.id !== undefined && memories.has(value.id)) {
          return yield* Effect.fail(new Conflict({ message: "A memory with this id exists" }));
        }
        const closing = [];
        for (const item of close) {
          const id = yield* decodeArgument(MemoryId, item.id);
          closing.push({ memory: yield* owned(memories, user, id, "memory"), validTo: yield* decodeArgument(Schema.Date, item.validTo) });
        }
        const now = yield* store.now;
        const memory = newMemoryRecord(value, { id: value.id ?? (yield* store.nextId), userId: user, now });
        memories.set(memory.id, copy(memory));
        for (const { memory: older, validTo } of closing)
          memories.set(older.id, { ...older, validTo, supersededBy: memory.id, updatedAt: now });
        return copy(memory);
      }),
    createMany: (userId, inputs) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const values = yield* decodeBatch(NewMemory, inputs);
        const chosen = values.flatMap((value) => (value.id !== undefined ? [value.id] : []));
        if (new Set(chosen).size !== chosen.length || chosen.some((id) => memories.has(id))) {
          return yield* Effect.fail(new Conflict({ message: "A memory with this id exists" }));
        }
        const now = yield* store.now;
        const created: Memory[] = [];
        for (const value of values) created.push(newMemoryRecord(value, { id: value.id ?? (yield* store.nextId), userId: user, now }));
        for (const memory of created) memories.set(memory.id, copy(memory));
        return created.map(copy);
      }),
    get: (userId, id) => Effect.map(find(userId, id), copy),
    getMany: (userId, ids) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const wanted = yield* decodeInput(ManyIds, ids);
        return [...new Set(wanted)].flatMap((id) => {
          const memory = memories.get(id);
          return memory !== undefined && memory.userId === user ? [copy(memory)] : [];
        });
      }),
    list: (userId, query) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const value = yield* decodeInput(MemoryListQuery, query);
        const entity = value.entity?.toLowerCase();
        const rows = rowsOf(memories, user).filter(
          (memory) =>
            (value.includeArchived === true || !memory.archived) &&
            (value.type === undefined || memory.type === value.type) &&
            (value.context === undefined || memory.context === value.context) &&
            (entity === undefined || memory.entities.some((name) => name.toLowerCase() === entity)),
        );
        const page = yield* paginate(rows, (row) => [row.createdAt.getTime(), row.id], ["desc", "desc"], value);
        return { ...page, items: page.items.map(copy) };
      }),
    update: (userId, id, patch) =>
      Effect.gen(function* () {
        const memory = yield* find(userId, id);
        const value = yield* decodeInput(MemoryPatch, patch);
        const next: Memory = {
          ...memory,
          ...Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)),
          updatedAt: yield* store.now,
        };
        memories.set(next.id, copy(next));
        return copy(next);
      }),
    delete: (userId, id) =>
      Effect.map(find(userId, id), (memory) => {
        memories.delete(memory.id);
        deleteChunksOf(store.tables, memory.userId, "memory", memory.id);
      }),
    deleteMany: (userId, range) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const from = range.from === undefined ? undefined : yield* decodeArgument(Schema.Date, range.from);
        const to = range.to === undefined ? undefined : yield* decodeArgument(Schema.Date, range.to);
        const doomed = rowsOf(memories, user).filter(
          (memory) =>
            (from === undefined || memory.createdAt.getTime() >= from.getTime()) && (to === undefined || memory.createdAt.getTime() <= to.getTime()),
        );
        const ids = new Set<string>(doomed.map((memory) => memory.id));
        for (const memory of doomed) {
          memories.delete(memory.id);
          deleteChunksOf(store.tables, user, "memory", memory.id);
        }
        for (const [key, summary] of store.tables.memorySummaries)
          if (summary.userId === user && summary.memoryIds.some((id) => ids.has(id))) {
            store.tables.memorySummaries.delete(key);
            deleteChunksOf(store.tables, user, "memorySummary", key);
          }
        return doomed.map((memory) => memory.id);
      }),
    recordAccess: (userId, ids, at) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const memoryIds = yield* decodeInput(MemoryIds, ids);
        const instant = yield* decodeArgument(Schema.Date, at);
        for (const id of new Set(memoryIds)) {
          const memory = memories.get(id);
          if (memory === undefined || memory.userId !== user) continue;
          memories.set(id, { ...memory, accessCount: memory.accessCount + 1, lastAccessedAt: instant });
        }
      }),
  };
};
