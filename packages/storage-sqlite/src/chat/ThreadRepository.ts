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

export const makeThreadRepository = (context: SqliteContext): ThreadRepositoryService => {
  const { db } = context;
  const getOrFail = (userId: string, id: string) => {
    const row = db
      .select()
      .from(threads)
      .where(and(eq(threads.id, id), eq(threads.userId, userId)))
      .get();
    if (!row) throw NotFound.of("thread", id);
    return toThread(row);
  };
  return {
    create: (rawUserId, raw) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(NewThread, raw)]), ([userId, value]) =>
        attempt(() => {
          const now = context.now();
          const row = db
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
        }),
      ),
    get: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(ThreadId, rawId)]), ([userId, id]) =>
        attempt(() => getOrFail(userId, id)),
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
        const { touchedAt, ...patch } = yield* input(ThreadPatch, rawPatch);
        return yield* attempt(() =>
          transaction(context, () => {
            getOrFail(userId, id);
            const fields = { ...definedFields(patch), ...(touchedAt === undefined ? {} : { updatedAt: touchedAt }) };
            if (Object.keys(fields).length > 0)
              db.update(threads)
                .set(fields)
                .where(and(eq(threads.id, id), eq(threads.userId, userId)))
                .run();
            return getOrFail(userId, id);
          }),
        );
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

