import { and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { Effect, Schema } from "effect";
import {
  Conflict,
  decodeBatch,
  decodeCursor,
  defaultPageLimit,
  Memory,
  MemoryId,
  MemoryListQuery,
  MemoryPatch,
  NewMemory,
  newMemoryRecord,
  NotFound,
  pageFrom,
  UserId,
} from "@lifeos/core";
import type { MemoryRepositoryService } from "@lifeos/core";
import { memories, memorySummaries } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, input, transaction } from "../database/SqliteContext.js";
import { definedFields, foldCase } from "../database/patch.js";
import { deleteChunksOf } from "../search/chunkRows.js";

const toMemory = decodeRow(Memory);
const ManyIds = Schema.Array(MemoryId).check(Schema.isMaxLength(1000));
const MemoryClosings = Schema.Array(Schema.Struct({ id: MemoryId, validTo: Schema.Date }));

export const makeMemoryRepository = (context: SqliteContext): MemoryRepositoryService => {
  const { db } = context;
  const owned = (userId: string, id: string) => and(eq(memories.id, id), eq(memories.userId, userId));
  const getOrFail = (userId: string, id: string) => {
    const row = db.select().from(memories).where(owned(userId, id)).get();
    if (!row) throw NotFound.of("memory", id);
    return toMemory(row);
  };
  return {
    create: (rawUserId, raw, rawClose = []) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(NewMemory, raw), input(MemoryClosings, rawClose)]), ([userId, value, close]) =>
        attempt(() => transaction(context, () => {
          const now = context.now();
          const entityNames = value.entities ?? [];
          const id = value.id ?? context.newId();
          for (const item of close) {
            const result = db.update(memories).set({ validTo: item.validTo, supersededBy: id, updatedAt: now }).where(owned(userId, item.id)).run();
            if (result.changes === 0) throw NotFound.of("memory", item.id);
          }
          const row = db
            .insert(memories)
            .values({
              id,
              userId,
              content: value.content,
              summary: value.summary ?? "",
              type: value.type,
              context: value.context,
              importance: value.importance,
              entities: entityNames,
              entityKeys: entityNames.map(foldCase),
              sentiment: value.sentiment ?? 0,
              accessCount: 0,
              lastAccessedAt: null,
              sourceThreadId: value.sourceThreadId ?? null,
              archived: false,
              createdAt: now,
              updatedAt: now,
              language: value.language ?? null,
              source: value.source ?? null,
              occurredAt: value.occurredAt ?? null,
              occurredPrecision: value.occurredPrecision ?? null,
              validFrom: value.validFrom ?? null,
              validTo: value.validTo ?? null,
              supersededBy: null,
              triple: value.triple ?? null,
            })
            .returning()
            .get();
          return toMemory(row);
        })),
      ),
    createMany: (rawUserId, rawInputs) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), decodeBatch(NewMemory, rawInputs)]), ([userId, values]) =>
        attempt(() => {
          const chosen = values.flatMap((value) => (value.id !== undefined ? [value.id] : []));
          if (new Set(chosen).size !== chosen.length) throw new Conflict({ message: "A memory id repeats within the batch" });
          const now = context.now();
          const records = values.map((value) => newMemoryRecord(value, { id: value.id ?? context.newId(), userId, now }));
          transaction(context, () => {
            for (const record of records) db.insert(memories).values({ ...record, entityKeys: record.entities.map(foldCase) }).run();
          });
          return records;
        }),
      ),
    get: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(MemoryId, rawId)]), ([userId, id]) =>
        attempt(() => getOrFail(userId, id)),
      ),
    getMany: (rawUserId, rawIds) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(ManyIds, rawIds)]), ([userId, ids]) =>
        attempt(() =>
          ids.length === 0
            ? []
            : db
                .select()
                .from(memories)
                // `+user_id` keeps SQLite on primary-key lookups: by the user's index it walked every memory of the user (200 ms at 100k).
                .where(and(sql`+${memories.userId} = ${userId}`, inArray(memories.id, [...new Set(ids)])))
                .all()
                .map(toMemory),
        ),
      ),
    list: (rawUserId, rawQuery) =>
      Effect.gen(function* () {
        const userId = yield* input(UserId, rawUserId);
        const query = yield* input(MemoryListQuery, rawQuery);
        const after = query.cursor === undefined ? undefined : yield* decodeCursor(query.cursor, ["timestamp", "uuid"]);
        const limit = query.limit ?? defaultPageLimit;
        return yield* attempt(() => {
          const conditions: Array<SQL> = [eq(memories.userId, userId)];
          if (query.type !== undefined) conditions.push(eq(memories.type, query.type));
          if (query.context !== undefined) conditions.push(eq(memories.context, query.context));
          if (query.entity !== undefined)
            conditions.push(sql`exists (select 1 from json_each(${memories.entityKeys}) where value = ${foldCase(query.entity)})`);
          if (query.includeArchived !== true) conditions.push(eq(memories.archived, false));
          if (after !== undefined) conditions.push(sql`(${memories.createdAt}, ${memories.id}) < (${after[0]}, ${after[1]})`);
          const rows = db
            .select()
            .from(memories)
            .where(and(...conditions))
            .orderBy(desc(memories.createdAt), desc(memories.id))
            .limit(limit + 1)
            .all()
            .map(toMemory);
          return pageFrom(rows, limit, (memory) => [memory.createdAt.getTime(), memory.id]);
        });
      }),
    update: (rawUserId, rawId, rawPatch) =>
      Effect.flatMap(
        Effect.all([input(UserId, rawUserId), input(MemoryId, rawId), input(MemoryPatch, rawPatch)]),
        ([userId, id, patch]) =>
          attempt(() =>
            transaction(context, () => {
              getOrFail(userId, id);
              db.update(memories)
                .set({
                  ...definedFields(patch),
                  ...(patch.entities === undefined ? {} : { entityKeys: patch.entities.map(foldCase) }),
                  updatedAt: context.now(),
                })
                .where(owned(userId, id))
                .run();
              return getOrFail(userId, id);
            }),
          ),
      ),
    delete: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(MemoryId, rawId)]), ([userId, id]) =>
        attempt(() =>
          transaction(context, () => {
            const result = db.delete(memories).where(owned(userId, id)).run();
            if (result.changes === 0) throw NotFound.of("memory", id);
            deleteChunksOf(context, userId, "memory", id);
          }),
        ),
      ),
    deleteMany: (rawUserId, range) =>
      Effect.gen(function* () {
        const userId = yield* input(UserId, rawUserId);
        const from = range.from === undefined ? undefined : yield* input(Schema.Date, range.from);
        const to = range.to === undefined ? undefined : yield* input(Schema.Date, range.to);
        return yield* attempt(() =>
          transaction(context, () => {
            const conditions: Array<SQL> = [eq(memories.userId, userId)];
            if (from !== undefined) conditions.push(gte(memories.createdAt, from));
            if (to !== undefined) conditions.push(lte(memories.createdAt, to));
            const ids = db.delete(memories).where(and(...conditions)).returning({ id: memories.id }).all().map((row) => row.id);
            if (ids.length === 0) return [];
            for (const id of ids) deleteChunksOf(context, userId, "memory", id);
            const doomed = new Set<string>(ids);
            const holders = db
              .select({ id: memorySummaries.id, memoryIds: memorySummaries.memoryIds })
              .from(memorySummaries)
              .where(eq(memorySummaries.userId, userId))
              .all()
              .filter((summary) => summary.memoryIds.some((id) => doomed.has(id)))
              .map((summary) => summary.id);
            for (let start = 0; start < holders.length; start += 500)
              db.delete(memorySummaries).where(and(eq(memorySummaries.userId, userId), inArray(memorySummaries.id, holders.slice(start, start + 500)))).run();
            for (const id of holders) deleteChunksOf(context, userId, "memorySummary", id);
            return ids.map((id) => id as MemoryId);
          }),
        );
      }),
    recordAccess: (rawUserId, rawIds, at) =>
      Effect.flatMap(
        Effect.all([input(UserId, rawUserId), input(Schema.Array(MemoryId), rawIds), input(Schema.Date, at)]),
        ([userId, ids, instant]) =>
          attempt(() => {
            if (ids.length === 0) return;
            db.update(memories)
              .set({ accessCount: sql`${memories.accessCount} + 1`, lastAccessedAt: instant })
              .where(and(sql`+${memories.userId} = ${userId}`, inArray(memories.id, [...new Set(ids)])))
              .run();
          }),
      ),
  };
};
