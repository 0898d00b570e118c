import { and, asc, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { Effect, Schema } from "effect";
import {
  Conflict,
  decodeCursor,
  defaultPageLimit,
  Message,
  MessageId,
  NewMessage,
  NotFound,
  PageRequest,
  pageFrom,
  ThreadId,
  UserId,
} from "@lifeos/core";
import type { MessageRepositoryService } from "@lifeos/core";
import { messages } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, input, transaction } from "../database/SqliteContext.js";
import { assertThreadOwned } from "./threadOwnership.js";

const toMessage = decodeRow(Message);

const getOrFail = (context: SqliteContext, userId: string, id: string) => {
  const row = context.db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, userId)))
    .get();
  if (!row) throw NotFound.of("message", id);
  return toMessage(row);
};

/** Inserts or replaces one decoded message of the user's thread; runs inside the caller's transaction. */
export const saveMessage = (context: SqliteContext, userId: UserId, message: NewMessage): Message => {
  const { db } = context;
  assertThreadOwned(context, userId, message.threadId);
  const existing = db
    .select({ threadId: messages.threadId, userId: messages.userId })
    .from(messages)
    .where(eq(messages.id, message.id))
    .get();
  const now = context.now();
  if (existing === undefined) {
    db.insert(messages)
      .values({ ...message, userId, updatedAt: now })
      .run();
  } else {
    if (existing.threadId !== message.threadId || existing.userId !== userId)
      throw new Conflict({ message: `Message ${message.id} belongs to another thread` });
    db.update(messages)
      .set({ content: message.content, status: message.status, usage: message.usage, updatedAt: now })
      .where(eq(messages.id, message.id))
      .run();
  }
  return getOrFail(context, userId, message.id);
};

export const makeMessageRepository = (context: SqliteContext): MessageRepositoryService => {
  const { db } = context;
  const saveOne = (userId: UserId, message: NewMessage) => saveMessage(context, userId, message);
  return {
    save: (rawUserId, raw) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(NewMessage, raw)]), ([userId, message]) =>
        attempt(() => transaction(context, () => saveOne(userId, message))),
      ),
    saveAll: (rawUserId, raw) =>
      Effect.flatMap(
        Effect.all([input(UserId, rawUserId), input(Schema.Array(NewMessage), raw)]),
        ([userId, list]) =>
          attempt(() =>
            transaction(context, () => {
              for (const message of list) saveOne(userId, message);
            }),
          ),
      ),
    get: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(MessageId, rawId)]), ([userId, id]) =>
        attempt(() => getOrFail(context, userId, id)),
      ),
    list: (rawUserId, rawThreadId, rawPage) =>
      Effect.gen(function* () {
        const userId = yield* input(UserId, rawUserId);
        const threadId = yield* input(ThreadId, rawThreadId);
        const page = yield* input(PageRequest, rawPage);
        const after = page.cursor === undefined ? undefined : yield* decodeCursor(page.cursor, ["timestamp", "uuid"]);
        const limit = page.limit ?? defaultPageLimit;
        return yield* attempt(() => {
          assertThreadOwned(context, userId, threadId);
          const conditions: Array<SQL> = [eq(messages.threadId, threadId), eq(messages.userId, userId)];
          if (after !== undefined) conditions.push(sql`(${messages.createdAt}, ${messages.id}) > (${after[0]}, ${after[1]})`);
          const rows = db
            .select()
            .from(messages)
            .where(and(...conditions))
            .orderBy(asc(messages.createdAt), asc(messages.id))
            .limit(limit + 1)
            .all()
            .map(toMessage);
          return pageFrom(rows, limit, (message) => [message.createdAt.getTime(), message.id]);
        });
      }),
  };
};
