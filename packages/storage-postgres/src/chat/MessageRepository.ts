import type { MessageRepositoryService, StorageError } from "@lifeos/core";
import { Conflict, Message, MessageId, NewMessage, NotFound, PageRequest, ThreadId, decodeInput } from "@lifeos/core";
import { and, eq, sql } from "drizzle-orm";
import { Effect } from "effect";
import type { Database, Executor } from "../database/Database.js";
import { query, transaction } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { messages } from "./schema.js";
import { actingUser, decodeArgument, single } from "../database/arguments.js";
import { keyset, pageLimit } from "../database/cursor.js";
import { requireThread } from "./threadAccess.js";

const toMessage = decodeRow(Message, "message");
const toMessages = decodeRows(Message, "message");

const order = keyset<Message>(
  [
    { column: messages.createdAt, kind: "timestamp", value: (message) => message.createdAt.getTime() },
    { column: messages.id, kind: "uuid", value: (message) => message.id },
  ],
  "asc",
);

const conflict = () => new Conflict({ message: "The message id belongs to another thread" });

/**
 * Inserts one message or replaces content, status and usage of the existing
 * message with its id. The update only applies to a row of the same user and
 * thread; a row that exists elsewhere makes the upsert return nothing.
 */
export const upsertMessage = (db: Executor, userId: string, input: unknown, at: Date): Effect.Effect<Message, StorageError> =>
  Effect.gen(function* () {
    const value = yield* decodeInput(NewMessage, input);
    yield* requireThread(db, userId, value.threadId);
    const row = { ...value, userId, updatedAt: at };
    const rows = yield* query(() =>
      db
        .insert(messages)
        .values(row)
        .onConflictDoUpdate({
          target: messages.id,
          set: { content: sql`excluded.content`, status: sql`excluded.status`, usage: sql`excluded.usage`, updatedAt: sql`excluded.updated_at` },
          setWhere: sql`${messages.userId} = excluded.user_id AND ${messages.threadId} = excluded.thread_id`,
        })
        .returning(),
    );
    return yield* toMessage(yield* single(rows, () => NotFound.of("message", value.id)).pipe(Effect.mapError(conflict)));
  });

export const makeMessageRepository = ({ db, now }: Database): MessageRepositoryService => ({
  save: (userId, message) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      return yield* upsertMessage(db, user, message, yield* now);
    }),
  saveAll: (userId, batch) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const at = yield* now;
      yield* transaction(db, (tx) => Effect.forEach(batch, (message) => upsertMessage(tx, user, message, at), { discard: true }));
    }),
  get: (userId, id) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const messageId = yield* decodeArgument(MessageId, id);
      const rows = yield* query(() => db.select().from(messages).where(and(eq(messages.id, messageId), eq(messages.userId, user))));
      return yield* toMessage(yield* single(rows, () => NotFound.of("message", messageId)));
    }),
  list: (userId, threadId, page) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const thread = yield* decodeArgument(ThreadId, threadId);
      yield* requireThread(db, user, thread);
      const request = yield* decodeInput(PageRequest, page);
      const limit = pageLimit(request.limit);
      const after = yield* order.after(request.cursor);
      const rows = yield* query(() =>
        db
          .select()
          .from(messages)
          .where(and(eq(messages.userId, user), eq(messages.threadId, thread), after))
          .orderBy(...order.orderBy)
          .limit(limit + 1),
      );
      return order.page(yield* toMessages(rows), limit);
    }),
});
