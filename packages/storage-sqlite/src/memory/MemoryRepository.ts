import { and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { Effect } from "effect";
import {
  Conflict,
  givenFields,
  Memory,
  memoryListOrder,
  MemoryRepositoryArguments,
  newMemoryRecord,
  NotFound,
  pageLimit,
  withDecodedArguments,
} from "@lifeos/core";
import type { MemoryId, MemoryRepositoryService } from "@lifeos/core";
import { memories, memorySummaries } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, transaction } from "../database/SqliteContext.js";
import { foldCase } from "../database/patch.js";
import { deleteChunksOf } from "../search/chunkRows.js";
import { preparedQuery } from "../database/preparedQueries.js";

const toMemory = decodeRow(Memory);

/** Which of a memory list's filters a query has: one prepared statement per shape. */
interface PageShape {
  readonly type: boolean;
  readonly context: boolean;
  readonly entity: boolean;
  /** Archived memories included. */
  readonly archived: boolean;
  /** Told (created) at or after, at or before an instant. */
  readonly createdFrom: boolean;
  readonly createdTo: boolean;
  readonly after: boolean;
}

/** A page of a user's memories, newest first, for one shape of query: every chat turn lists one memory to learn whether there are any. */
const memoryPage = (context: SqliteContext, shape: PageShape) =>
  preparedQuery(context, `memories.list:${JSON.stringify(shape)}`, () => {
    const conditions: Array<SQL> = [eq(memories.userId, sql.placeholder("userId"))];
    if (shape.type) conditions.push(eq(memories.type, sql.placeholder("type")));
    if (shape.context) conditions.push(eq(memories.context, sql.placeholder("context")));
    if (shape.entity) conditions.push(sql`exists (select 1 from json_each(${memories.entityKeys}) where value = ${sql.placeholder("entity")})`);
    if (!shape.archived) conditions.push(eq(memories.archived, false));
    if (shape.createdFrom) conditions.push(gte(memories.createdAt, sql.placeholder("createdFrom")));
    if (shape.createdTo) conditions.push(lte(memories.createdAt, sql.placeholder("createdTo")));
    if (shape.after) conditions.push(sql`(${memories.createdAt}, ${memories.id}) < (${sql.placeholder("afterCreatedAt")}, ${sql.placeholder("afterId")})`);
    return context.db
      .select()
      .from(memories)
      .where(and(...conditions))
      .orderBy(desc(memories.createdAt), desc(memories.id))
      .limit(sql.placeholder("limit"))
      .prepare();
  });

export const makeMemoryRepository = (context: SqliteContext): MemoryRepositoryService => {
  const { db } = context;
  const owned = (userId: string, id: string) => and(eq(memories.id, id), eq(memories.userId, userId));
  const getOrFail = (userId: string, id: string) => {
    const row = db.select().from(memories).where(owned(userId, id)).get();
    if (!row) throw NotFound.of("memory", id);
    return toMemory(row);
  };
  return withDecodedArguments(MemoryRepositoryArguments, {
    create: (userId, value, close = []) =>
      attempt(() =>
        transaction(context, () => {
          const now = context.now();
          const record = newMemoryRecord(value, { id: value.id ?? context.newId(), userId, now });
          for (const item of close) {
            const result = db.update(memories).set({ validTo: item.validTo, supersededBy: record.id, updatedAt: now }).where(owned(userId, item.id)).run();
            if (result.changes === 0) throw NotFound.of("memory", item.id);
          }
          const row = db
            .insert(memories)
            .values({ ...record, entityKeys: record.entities.map(foldCase) })
            .returning()
            .get();
          return toMemory(row);
        }),
      ),
    createMany: (userId, values) =>
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
    get: (userId, id) => attempt(() => getOrFail(userId, id)),
    getMany: (userId, ids) =>
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
    list: (userId, query) =>
      Effect.gen(function* () {
        const after = yield* memoryListOrder.after(query.cursor);
        const limit = pageLimit(query.limit);
        return yield* attempt(() => {
          const shape: PageShape = {
            type: query.type !== undefined,
            context: query.context !== undefined,
            entity: query.entity !== undefined,
            archived: query.includeArchived === true,
            createdFrom: query.createdFrom !== undefined,
            createdTo: query.createdTo !== undefined,
            after: after !== undefined,
          };
          const rows = memoryPage(context, shape)
            .all({
              userId,
              limit: limit + 1,
              ...(query.type !== undefined ? { type: query.type } : {}),
              ...(query.context !== undefined ? { context: query.context } : {}),
              ...(query.entity !== undefined ? { entity: foldCase(query.entity) } : {}),
              ...(query.createdFrom !== undefined ? { createdFrom: query.createdFrom.getTime() } : {}),
              ...(query.createdTo !== undefined ? { createdTo: query.createdTo.getTime() } : {}),
              ...(after !== undefined ? { afterCreatedAt: after[0], afterId: after[1] } : {}),
            })
            .map(toMemory);
          return memoryListOrder.page(rows, limit);
        });
      }),
    update: (userId, id, patch) =>
      attempt(() =>
        transaction(context, () => {
          getOrFail(userId, id);
          db.update(memories)
            .set({
              ...givenFields(patch),
              ...(patch.entities === undefined ? {} : { entityKeys: patch.entities.map(foldCase) }),
              updatedAt: context.now(),
            })
            .where(owned(userId, id))
            .run();
          return getOrFail(userId, id);
        }),
      ),
    delete: (userId, id) =>
      attempt(() =>
        transaction(context, () => {
          const result = db.delete(memories).where(owned(userId, id)).run();
          if (result.changes === 0) throw NotFound.of("memory", id);
          deleteChunksOf(context, userId, "memory", id);
        }),
      ),
    deleteMany: (userId, { from, to }) =>
      attempt(() =>
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
      ),
    recordAccess: (userId, ids, at) =>
      attempt(() => {
        if (ids.length === 0) return;
        db.update(memories)
          .set({ accessCount: sql`${memories.accessCount} + 1`, lastAccessedAt: at })
          .where(and(sql`+${memories.userId} = ${userId}`, inArray(memories.id, [...new Set(ids)])))
          .run();
      }),
  });
};
