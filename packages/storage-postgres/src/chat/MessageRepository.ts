import type { MessageRepositoryService, NewMessage, StorageError, UserId } from "@lifeos/core";
import { Conflict, Message, MessageRepositoryArguments, messageListOrder, messageRecord, NotFound, pageLimit, withDecodedArguments } from "@lifeos/core";
import { and, eq, sql } from "drizzle-orm";
import { Effect } from "effect";
import type { Database, Executor } from "../database/Database.js";
import { query, transaction } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { messages } from "./schema.js";
import { single } from "../database/arguments.js";
import { keysetOf } from "../database/cursor.js";
import { requireThread } from "./threadAccess.js";

const toMessage = decodeRow(Message, "message");
const toMessages = decodeRows(Message, "message");

const order = keysetOf(messageListOrder, [messages.createdAt, messages.id], "asc");

const conflict = () => new Conflict({ message: "The message id belongs to another thread" });

/**
 * Inserts one message or replaces content, status and usage of the existing
 * message with its id. The update only applies to a row of the same user and
 * thread; a row that exists elsewhere makes the upsert return nothing.
 */
export const upsertMessage = (db: Executor, userId: UserId, value: NewMessage, at: Date): Effect.Effect<Message, StorageError> =>
  Effect.gen(function* () {
    yield* requireThread(db, userId, value.threadId);
    const row = messageRecord(userId, value, at);
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

export const makeMessageRepository = ({ db, now }: Database): MessageRepositoryService =>
  withDecodedArguments(MessageRepositoryArguments, {
    save: (userId, message) =>
      Effect.gen(function* () {
        return yield* upsertMessage(db, userId, message, yield* now);
      }),
    saveAll: (userId, batch) =>
      Effect.gen(function* () {
        const at = yield* now;
        yield* transaction(db, (tx) => Effect.forEach(batch, (message) => upsertMessage(tx, userId, message, at), { discard: true }));
      }),
    get: (userId, messageId) =>
      Effect.gen(function* () {
        const rows = yield* query(() => db.select().from(messages).where(and(eq(messages.id, messageId), eq(messages.userId, userId))));
        return yield* toMessage(yield* single(rows, () => NotFound.of("message", messageId)));
      }),
    list: (userId, thread, request) =>
      Effect.gen(function* () {
        yield* requireThread(db, userId, thread);
        const limit = pageLimit(request.limit);
        const after = yield* order.after(request.cursor);
        const rows = yield* query(() =>
          db
            .select()
            .from(messages)
            .where(and(eq(messages.userId, userId), eq(messages.threadId, thread), after))
            .orderBy(...order.orderBy)
            .limit(limit + 1),
        );
        return order.page(yield* toMessages(rows), limit);
      }),
  });
