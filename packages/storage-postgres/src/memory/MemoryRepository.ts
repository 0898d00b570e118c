import type { MemoryId, MemoryRepositoryService, UserId } from "@lifeos/core";
import { Conflict, givenFields, Memory, memoryListOrder, MemoryRepositoryArguments, newMemoryRecord, NotFound, pageLimit, withDecodedArguments } from "@lifeos/core";
import type { SQL } from "drizzle-orm";
import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { Effect } from "effect";
import type { Database } from "../database/Database.js";
import { query, transaction } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { memories, memorySummaries } from "./schema.js";
import { chunks } from "../search/schema.js";
import { single } from "../database/arguments.js";
import { keysetOf } from "../database/cursor.js";

const toMemory = decodeRow(Memory, "memory");
const toMemories = decodeRows(Memory, "memory");

const order = keysetOf(memoryListOrder, [memories.createdAt, memories.id], "desc");

export const makeMemoryRepository = ({ db, now, nextId }: Database): MemoryRepositoryService => {
  const owned = (user: string, id: string) => and(eq(memories.id, id), eq(memories.userId, user));
  const find = (user: UserId, memoryId: MemoryId) =>
    Effect.gen(function* () {
      const rows = yield* query(() => db.select().from(memories).where(owned(user, memoryId)));
      return yield* toMemory(yield* single(rows, () => NotFound.of("memory", memoryId)));
    });
  return withDecodedArguments(MemoryRepositoryArguments, {
    create: (user, value, close = []) =>
      Effect.gen(function* () {
        const at = yield* now;
        const row = newMemoryRecord(value, { id: value.id ?? (yield* nextId), userId: user, now: at });
        if (close.length === 0) {
          const inserted = yield* query(() => db.insert(memories).values(row).returning(), { entity: "user", id: user });
          return yield* toMemory(inserted[0]);
        }
        const inserted = yield* transaction(db, (tx) =>
          Effect.gen(function* () {
            const created = yield* query(() => tx.insert(memories).values(row).returning(), { entity: "user", id: user });
            for (const item of close) {
              const updated = yield* query(() =>
                tx.update(memories).set({ validTo: item.validTo, supersededBy: row.id, updatedAt: at }).where(owned(user, item.id)).returning({ id: memories.id }),
              );
              if (updated.length === 0) return yield* Effect.fail(NotFound.of("memory", item.id));
            }
            return created;
          }),
        );
        return yield* toMemory(inserted[0]);
      }),
    createMany: (user, values) =>
      Effect.gen(function* () {
        const chosen = values.flatMap((value) => (value.id !== undefined ? [value.id] : []));
        if (new Set(chosen).size !== chosen.length) return yield* Effect.fail(new Conflict({ message: "A memory id repeats within the batch" }));
        const at = yield* now;
        const records: Memory[] = [];
        for (const value of values) records.push(newMemoryRecord(value, { id: value.id ?? (yield* nextId), userId: user, now: at }));
        if (records.length === 0) return [];
        // One INSERT of every row (≤ 1000 × 24 parameters): atomic on its own.
        const inserted = yield* query(() => db.insert(memories).values(records).returning(), { entity: "user", id: user });
        const byId = new Map((yield* toMemories(inserted)).map((memory) => [memory.id, memory]));
        return records.map((record) => byId.get(record.id)!);
      }),
    get: find,
    getMany: (user, memoryIds) =>
      Effect.gen(function* () {
        const ids = [...new Set(memoryIds)];
        if (ids.length === 0) return [];
        return yield* toMemories(yield* query(() => db.select().from(memories).where(and(eq(memories.userId, user), inArray(memories.id, ids)))));
      }),
    list: (user, value) =>
      Effect.gen(function* () {
        const limit = pageLimit(value.limit);
        const conditions: Array<SQL | undefined> = [eq(memories.userId, user), yield* order.after(value.cursor)];
        if (value.includeArchived !== true) conditions.push(eq(memories.archived, false));
        if (value.type !== undefined) conditions.push(eq(memories.type, value.type));
        if (value.context !== undefined) conditions.push(eq(memories.context, value.context));
        if (value.createdFrom !== undefined) conditions.push(gte(memories.createdAt, value.createdFrom));
        if (value.createdTo !== undefined) conditions.push(lte(memories.createdAt, value.createdTo));
        if (value.entity !== undefined) {
          conditions.push(sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(${memories.entities}) AS name WHERE lower(name) = lower(${value.entity}))`);
        }
        const rows = yield* query(() => db.select().from(memories).where(and(...conditions)).orderBy(...order.orderBy).limit(limit + 1));
        return order.page(yield* toMemories(rows), limit);
      }),
    update: (user, id, patch) =>
      Effect.gen(function* () {
        const memory = yield* find(user, id);
        const changes = { ...givenFields(patch), updatedAt: yield* now };
        const rows = yield* query(() => db.update(memories).set(changes).where(owned(memory.userId, memory.id)).returning());
        return yield* toMemory(yield* single(rows, () => NotFound.of("memory", memory.id)));
      }),
    delete: (user, id) =>
      Effect.gen(function* () {
        const memory = yield* find(user, id);
        yield* transaction(db, (tx) =>
          Effect.gen(function* () {
            yield* query(() =>
              tx.delete(chunks).where(and(eq(chunks.userId, memory.userId), eq(chunks.source, "memory"), eq(chunks.sourceId, memory.id))),
            );
            yield* query(() => tx.delete(memories).where(owned(memory.userId, memory.id)));
          }),
        );
      }),
    deleteMany: (user, { from, to }) =>
      Effect.gen(function* () {
        const conditions: Array<SQL> = [eq(memories.userId, user)];
        if (from !== undefined) conditions.push(gte(memories.createdAt, from));
        if (to !== undefined) conditions.push(lte(memories.createdAt, to));
        return yield* transaction(db, (tx) =>
          Effect.gen(function* () {
            const deleted = yield* query(() => tx.delete(memories).where(and(...conditions)).returning({ id: memories.id }));
            const ids = deleted.map((row) => row.id);
            if (ids.length === 0) return [];
            for (let start = 0; start < ids.length; start += 1000) {
              const slice = ids.slice(start, start + 1000);
              yield* query(() => tx.delete(chunks).where(and(eq(chunks.userId, user), eq(chunks.source, "memory"), inArray(chunks.sourceId, slice))));
            }
            const doomed = new Set<string>(ids);
            const summaries = yield* query(() =>
              tx.select({ id: memorySummaries.id, memoryIds: memorySummaries.memoryIds }).from(memorySummaries).where(eq(memorySummaries.userId, user)),
            );
            const holders = summaries.filter((summary) => summary.memoryIds.some((id) => doomed.has(id))).map((summary) => summary.id);
            if (holders.length > 0) {
              yield* query(() => tx.delete(memorySummaries).where(and(eq(memorySummaries.userId, user), inArray(memorySummaries.id, holders))));
              yield* query(() => tx.delete(chunks).where(and(eq(chunks.userId, user), eq(chunks.source, "memorySummary"), inArray(chunks.sourceId, holders))));
            }
            return ids.map((id) => id as MemoryId);
          }),
        );
      }),
    recordAccess: (user, ids, instant) =>
      Effect.gen(function* () {
        const memoryIds = [...new Set(ids)];
        if (memoryIds.length === 0) return;
        yield* query(() =>
          db
            .update(memories)
            .set({ accessCount: sql`${memories.accessCount} + 1`, lastAccessedAt: instant })
            .where(and(eq(memories.userId, user), inArray(memories.id, memoryIds))),
        );
      }),
  });
};
