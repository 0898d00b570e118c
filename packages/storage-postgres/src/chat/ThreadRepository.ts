import type { StorageError, ThreadRepositoryService } from "@lifeos/core";
import { NewThread, NotFound, Thread, ThreadId, ThreadListQuery, ThreadPatch, decodeInput } from "@lifeos/core";
import type { SQL } from "drizzle-orm";
import { and, eq, sql } from "drizzle-orm";
import { Effect } from "effect";
import type { Database, Executor } from "../database/Database.js";
import { query } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { threads } from "./schema.js";
import { actingUser, decodeArgument, given, single } from "../database/arguments.js";
import { keyset, pageLimit } from "../database/cursor.js";

const toThread = decodeRow(Thread, "thread");
const toThreads = decodeRows(Thread, "thread");

const order = keyset<Thread>(
  [
    { column: threads.pinned, kind: "boolean", value: (thread) => thread.pinned },
    { column: threads.updatedAt, kind: "timestamp", value: (thread) => thread.updatedAt.getTime() },
    { column: threads.id, kind: "uuid", value: (thread) => thread.id },
  ],
  "desc",
);

/** `%` and `_` in a user's search text match themselves. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Inserts a decoded new thread, created and updated `at`; on `db` or inside a transaction. */
export const insertThread = (db: Executor, userId: string, value: NewThread, at: Date, id: string): Effect.Effect<Thread, StorageError> =>
  Effect.gen(function* () {
    const row = {
      id,
      userId,
      title: value.title,
      titleSource: value.titleSource ?? "auto",
      pinned: value.pinned ?? false,
      tags: value.tags ?? [],
      config: value.config,
      createdAt: at,
      updatedAt: at,
    };
    const inserted = yield* query(() => db.insert(threads).values(row).returning(), { entity: "user", id: userId });
    return yield* toThread(inserted[0]);
  });

/** Applies a decoded patch to a thread already read (or checked) as the user's; on `db` or inside a transaction. */
export const patchThread = (db: Executor, thread: { readonly id: string; readonly userId: string }, { touchedAt, ...fields }: ThreadPatch) =>
  Effect.gen(function* () {
    const changes = { ...given(fields), ...(touchedAt !== undefined ? { updatedAt: touchedAt } : {}) };
    const rows = yield* query(() =>
      Object.keys(changes).length === 0
        ? db.select().from(threads).where(and(eq(threads.id, thread.id), eq(threads.userId, thread.userId)))
        : db.update(threads).set(changes).where(and(eq(threads.id, thread.id), eq(threads.userId, thread.userId))).returning(),
    );
    return yield* toThread(yield* single(rows, () => NotFound.of("thread", thread.id)));
  });

export const makeThreadRepository = ({ db, now, nextId }: Database): ThreadRepositoryService => {
  const find = (userId: unknown, id: unknown) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const threadId = yield* decodeArgument(ThreadId, id);
      const rows = yield* query(() => db.select().from(threads).where(and(eq(threads.id, threadId), eq(threads.userId, user))));
      return yield* toThread(yield* single(rows, () => NotFound.of("thread", threadId)));
    });
  return {
    create: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const value = yield* decodeInput(NewThread, input);
        return yield* insertThread(db, user, value, yield* now, value.id ?? (yield* nextId));
      }),
    get: find,
    list: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const value = yield* decodeInput(ThreadListQuery, input);
        const limit = pageLimit(value.limit);
        const conditions: Array<SQL | undefined> = [eq(threads.userId, user), yield* order.after(value.cursor)];
        if (value.search !== undefined) {
          const pattern = likePattern(value.search);
          conditions.push(
            sql`(${threads.title} ILIKE ${pattern} or exists (select 1 from messages as message, jsonb_array_elements(message.content -> 'parts') as part where message.thread_id = threads.id and part ->> 'type' = 'text' and part ->> 'text' ILIKE ${pattern}))`,
          );
        }
        if (value.tag !== undefined) conditions.push(sql`${threads.tags} @> ${JSON.stringify([value.tag])}::jsonb`);
        if (value.pinned !== undefined) conditions.push(eq(threads.pinned, value.pinned));
        const rows = yield* query(() =>
          db.select().from(threads).where(and(...conditions)).orderBy(...order.orderBy).limit(limit + 1),
        );
        return order.page(yield* toThreads(rows), limit);
      }),
    update: (userId, id, patch) =>
      Effect.gen(function* () {
        const thread = yield* find(userId, id);
        return yield* patchThread(db, thread, yield* decodeInput(ThreadPatch, patch));
      }),
    delete: (userId, id) =>
      Effect.gen(function* () {
        const thread = yield* find(userId, id);
        // Messages and runs go with the thread (ON DELETE CASCADE) in the same statement.
        yield* query(() => db.delete(threads).where(and(eq(threads.id, thread.id), eq(threads.userId, thread.userId))));
      }),
  };
};
