import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { Effect, Schema } from "effect";
import {
  decodeCursor,
  defaultPageLimit,
  Memory,
  MemoryId,
  MemoryListQuery,
  MemoryPatch,
  NewMemory,
  NotFound,
  pageFrom,
  UserId,
} from "@lifeos/core";
import type { MemoryRepositoryService } from "@lifeos/core";
import { memories } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, input, transaction } from "../database/SqliteContext.js";
import { definedFields, foldCase } from "../database/patch.js";
import { deleteChunksOf } from "../search/chunkRows.js";

const toMemory = decodeRow(Memory);

export const makeMemoryRepository = (context: SqliteContext): MemoryRepositoryService => {
  const { db } = context;
  const owned = (userId: string, id: string) => and(eq(memories.id, id), eq(memories.userId, userId));
  const getOrFail = (userId: string, id: string) => {
    const row = db.select().from(memories).where(owned(userId, id)).get();
    if (!row) throw NotFound.of("memory", id);
    return toMemory(row);
  };
  return {
    create: (rawUserId, raw) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(NewMemory, raw)]), ([userId, value]) =>
        attempt(() => {
          const now = context.now();
          const entityNames = value.entities ?? [];
          const row = db
            .insert(memories)
            .values({
              id: value.id ?? context.newId(),
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
            })
            .returning()
            .get();
          return toMemory(row);
        }),
      ),
    get: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(MemoryId, rawId)]), ([userId, id]) =>
        attempt(() => getOrFail(userId, id)),
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
    recordAccess: (rawUserId, rawIds, at) =>
      Effect.flatMap(
        Effect.all([input(UserId, rawUserId), input(Schema.Array(MemoryId), rawIds), input(Schema.Date, at)]),
        ([userId, ids, instant]) =>
          attempt(() => {
            if (ids.length === 0) return;
            db.update(memories)
              .set({ accessCount: sql`${memories.accessCount} + 1`, lastAccessedAt: instant })
              .where(and(eq(memories.userId, userId), inArray(memories.id, [...new Set(ids)])))
              .run();
          }),
      ),
  };
};
