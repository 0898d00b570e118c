import { and, desc, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { Effect } from "effect";
import {
  decodeCursor,
  defaultPageLimit,
  NewThread,
  NotFound,
  pageFrom,
  Thread,
  ThreadId,
  ThreadListQuery,
  ThreadPatch,
  UserId,
} from "@lifeos/core";
import type { ThreadRepositoryService } from "@lifeos/core";
import { threads } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, input, transaction } from "../database/SqliteContext.js";
import { definedFields, foldCase } from "../database/patch.js";

const toThread = decodeRow(Thread);

const getOrFail = (context: SqliteContext, userId: string, id: string) => {
  const row = context.db
    .select()
    .from(threads)
    .where(and(eq(threads.id, id), eq(threads.userId, userId)))
    .get();
  if (!row) throw NotFound.of("thread", id);
  return toThread(row);
};

/** Inserts a decoded new thread (created and updated now); alone or inside the caller's transaction. */
export const insertThread = (context: SqliteContext, userId: UserId, value: NewThread): Thread => {
  const now = context.now();
  const row = context.db
    .insert(threads)
    .values({
      id: value.id ?? context.newId(),
      userId,
      title: value.title,
      titleSource: value.titleSource ?? "auto",
      pinned: value.pinned ?? false,
      tags: value.tags ?? [],
      config: value.config,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  return toThread(row);
};

/** Applies a decoded patch to a thread of the user (`NotFound` otherwise); runs inside the caller's transaction. */
export const patchThread = (context: SqliteContext, userId: UserId, id: ThreadId, { touchedAt, ...patch }: ThreadPatch): Thread => {
  getOrFail(context, userId, id);
  const fields = { ...definedFields(patch), ...(touchedAt === undefined ? {} : { updatedAt: touchedAt }) };
  if (Object.keys(fields).length > 0)
    context.db
      .update(threads)
      .set(fields)
      .where(and(eq(threads.id, id), eq(threads.userId, userId)))
      .run();
  return getOrFail(context, userId, id);
};

export const makeThreadRepository = (context: SqliteContext): ThreadRepositoryService => {
  const { db } = context;
  return {
    create: (rawUserId, raw) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(NewThread, raw)]), ([userId, value]) =>
        attempt(() => insertThread(context, userId, value)),
      ),
    get: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(ThreadId, rawId)]), ([userId, id]) =>
        attempt(() => getOrFail(context, userId, id)),
      ),
    list: (rawUserId, rawQuery) =>
      Effect.gen(function* () {
        const userId = yield* input(UserId, rawUserId);
        const query = yield* input(ThreadListQuery, rawQuery);
        const after = query.cursor === undefined ? undefined : yield* decodeCursor(query.cursor, ["boolean", "timestamp", "uuid"]);
        const limit = query.limit ?? defaultPageLimit;
        return yield* attempt(() => {
          const conditions: Array<SQL | undefined> = [eq(threads.userId, userId)];
          if (query.search !== undefined && query.search.trim() !== "") {
            const needle = foldCase(query.search.trim());
            conditions.push(
              sql`(instr(unicode_lower(${threads.title}), ${needle}) > 0 or exists (select 1 from messages as message, json_each(message.content, '$.parts') as part where message.thread_id = threads.id and json_extract(part.value, '$.type') = 'text' and instr(unicode_lower(json_extract(part.value, '$.text')), ${needle}) > 0))`,
            );
          }
          if (query.tag !== undefined)
            conditions.push(sql`exists (select 1 from json_each(${threads.tags}) where value = ${query.tag})`);
          if (query.pinned !== undefined) conditions.push(eq(threads.pinned, query.pinned));
          if (after !== undefined)
            conditions.push(
              sql`(${threads.pinned}, ${threads.updatedAt}, ${threads.id}) < (${after[0] ? 1 : 0}, ${after[1]}, ${after[2]})`,
            );
          const rows = db
            .select()
            .from(threads)
            .where(and(...conditions))
            .orderBy(desc(threads.pinned), desc(threads.updatedAt), desc(threads.id))
            .limit(limit + 1)
            .all()
            .map(toThread);
          return pageFrom(rows, limit, (thread) => [thread.pinned, thread.updatedAt.getTime(), thread.id]);
        });
      }),
    update: (rawUserId, rawId, rawPatch) =>
      Effect.gen(function* () {
        const userId = yield* input(UserId, rawUserId);
        const id = yield* input(ThreadId, rawId);
        const patch = yield* input(ThreadPatch, rawPatch);
        return yield* attempt(() => transaction(context, () => patchThread(context, userId, id, patch)));
      }),
    delete: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(ThreadId, rawId)]), ([userId, id]) =>
        attempt(() =>
          transaction(context, () => {
            // Messages and runs go with the thread (ON DELETE CASCADE), in this one statement.
            const result = db
              .delete(threads)
              .where(and(eq(threads.id, id), eq(threads.userId, userId)))
              .run();
            if (result.changes === 0) throw NotFound.of("thread", id);
          }),
        ),
      ),
  };
};

