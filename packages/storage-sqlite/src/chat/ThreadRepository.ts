import { and, desc, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { Effect } from "effect";
import { foldForMatch, givenFields, newThreadRecord, NotFound, pageLimit, Thread, threadListOrder, ThreadRepositoryArguments, withDecodedArguments } from "@lifeos/core";
import type { NewThread, ThreadId, ThreadPatch, ThreadRepositoryService, UserId } from "@lifeos/core";
import { threads } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, transaction } from "../database/SqliteContext.js";
import { insertRow, preparedQuery } from "../database/preparedQueries.js";
const toThread = decodeRow(Thread);

/** A thread of the user by id: read twice by a follow-up chat turn's opening. */
const threadById = (context: SqliteContext) =>
  preparedQuery(context, threadById, () =>
    context.db
      .select()
      .from(threads)
      .where(and(eq(threads.id, sql.placeholder("id")), eq(threads.userId, sql.placeholder("userId"))))
      .prepare(),
  );

const getOrFail = (context: SqliteContext, userId: string, id: string) => {
  const row = threadById(context).get({ id, userId });
  if (!row) throw NotFound.of("thread", id);
  return toThread(row);
};

/** Inserts a decoded new thread (created and updated now); alone or inside the caller's transaction. */
export const insertThread = (context: SqliteContext, userId: UserId, value: NewThread): Thread => {
  const thread = newThreadRecord(userId, value, context.newId() as ThreadId, context.now());
  insertRow(context, threads, thread);
  // What was inserted, as it reads back (no second statement).
  return thread;
};

/** Applies a decoded patch to a thread of the user (`NotFound` otherwise); runs inside the caller's transaction. */
export const patchThread = (context: SqliteContext, userId: UserId, id: ThreadId, { touchedAt, ...patch }: ThreadPatch): Thread => {
  getOrFail(context, userId, id);
  const fields = { ...givenFields(patch), ...(touchedAt === undefined ? {} : { updatedAt: touchedAt }) };
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
  return withDecodedArguments(ThreadRepositoryArguments, {
    create: (userId, value) => attempt(() => insertThread(context, userId, value)),
    get: (userId, id) => attempt(() => getOrFail(context, userId, id)),
    list: (userId, query) =>
      Effect.gen(function* () {
        const after = yield* threadListOrder.after(query.cursor);
        const limit = pageLimit(query.limit);
        return yield* attempt(() => {
          const conditions: Array<SQL | undefined> = [eq(threads.userId, userId)];
          if (query.search !== undefined && query.search.trim() !== "") {
            const needle = foldForMatch(query.search.trim());
            conditions.push(
              sql`(instr(fold_for_match(${threads.title}), ${needle}) > 0 or exists (select 1 from messages as message, json_each(message.content, '$.parts') as part where message.thread_id = threads.id and json_extract(part.value, '$.type') = 'text' and instr(fold_for_match(json_extract(part.value, '$.text')), ${needle}) > 0))`,
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
          return threadListOrder.page(rows, limit);
        });
      }),
    update: (userId, id, patch) => attempt(() => transaction(context, () => patchThread(context, userId, id, patch))),
    delete: (userId, id) =>
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
  });
};
