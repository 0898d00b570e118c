import type { NewThread, StorageError, ThreadId, ThreadPatch, ThreadRepositoryService, UserId } from "@lifeos/core";
import { foldForMatch, givenFields, newThreadRecord, NotFound, pageLimit, Thread, threadListOrder, ThreadRepositoryArguments, withDecodedArguments } from "@lifeos/core";
import type { SQL } from "drizzle-orm";
import { and, eq, sql } from "drizzle-orm";
import { Effect } from "effect";
import type { Database, Executor } from "../database/Database.js";
import { query } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { threads } from "./schema.js";
import { single } from "../database/arguments.js";
import { keysetOf } from "../database/cursor.js";

const toThread = decodeRow(Thread, "thread");
const toThreads = decodeRows(Thread, "thread");

const order = keysetOf(threadListOrder, [threads.pinned, threads.updatedAt, threads.id], "desc");

/** `%` and `_` in a user's search text match themselves. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Unicode's combining marks (accents, cedillas, tildes…), which `normalize(…, NFD)` splits from their letters. */
const combiningMarks = "[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]";

/**
 * The column's text without accents, to match the words searched for as `foldForMatch` folds them: every letter is
 * decomposed and its marks dropped, so text stored composed ("é") or decomposed ("e" + U+0301) reads the same.
 */
const withoutAccents = (column: SQL): SQL => sql`regexp_replace(normalize(${column}, NFD), ${combiningMarks}, '', 'g')`;

/** Inserts a decoded new thread, created and updated `at`; on `db` or inside a transaction. */
export const insertThread = (db: Executor, userId: UserId, value: NewThread, at: Date, id: ThreadId): Effect.Effect<Thread, StorageError> =>
  Effect.gen(function* () {
    const row = newThreadRecord(userId, value, id, at);
    const inserted = yield* query(() => db.insert(threads).values(row).returning(), { entity: "user", id: userId });
    return yield* toThread(inserted[0]);
  });

/** Applies a decoded patch to a thread already read (or checked) as the user's; on `db` or inside a transaction. */
export const patchThread = (db: Executor, thread: { readonly id: string; readonly userId: string }, { touchedAt, ...fields }: ThreadPatch) =>
  Effect.gen(function* () {
    const changes = { ...givenFields(fields), ...(touchedAt !== undefined ? { updatedAt: touchedAt } : {}) };
    const rows = yield* query(() =>
      Object.keys(changes).length === 0
        ? db.select().from(threads).where(and(eq(threads.id, thread.id), eq(threads.userId, thread.userId)))
        : db.update(threads).set(changes).where(and(eq(threads.id, thread.id), eq(threads.userId, thread.userId))).returning(),
    );
    return yield* toThread(yield* single(rows, () => NotFound.of("thread", thread.id)));
  });

export const makeThreadRepository = ({ db, now, nextId }: Database): ThreadRepositoryService => {
  const find = (userId: UserId, threadId: ThreadId) =>
    Effect.gen(function* () {
      const rows = yield* query(() => db.select().from(threads).where(and(eq(threads.id, threadId), eq(threads.userId, userId))));
      return yield* toThread(yield* single(rows, () => NotFound.of("thread", threadId)));
    });
  return withDecodedArguments(ThreadRepositoryArguments, {
    create: (userId, value) =>
      Effect.gen(function* () {
        return yield* insertThread(db, userId, value, yield* now, value.id ?? ((yield* nextId) as ThreadId));
      }),
    get: find,
    list: (userId, value) =>
      Effect.gen(function* () {
        const limit = pageLimit(value.limit);
        const conditions: Array<SQL | undefined> = [eq(threads.userId, userId), yield* order.after(value.cursor)];
        if (value.search !== undefined) {
          const pattern = likePattern(foldForMatch(value.search));
          conditions.push(
            sql`(${withoutAccents(sql`${threads.title}`)} ILIKE ${pattern} or exists (select 1 from messages as message, jsonb_array_elements(message.content -> 'parts') as part where message.thread_id = threads.id and part ->> 'type' = 'text' and ${withoutAccents(sql`part ->> 'text'`)} ILIKE ${pattern}))`,
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
        return yield* patchThread(db, thread, patch);
      }),
    delete: (userId, id) =>
      Effect.gen(function* () {
        const thread = yield* find(userId, id);
        // Messages and runs go with the thread (ON DELETE CASCADE) in the same statement.
        yield* query(() => db.delete(threads).where(and(eq(threads.id, thread.id), eq(threads.userId, thread.userId))));
      }),
  });
};
