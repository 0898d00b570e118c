import { and, asc, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { Effect } from "effect";
import { Conflict, Message, MessageRepositoryArguments, messageListOrder, messageRecord, NotFound, pageLimit, withDecodedArguments } from "@lifeos/core";
import type { MessageRepositoryService, NewMessage, UserId } from "@lifeos/core";
import { messages } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, transaction } from "../database/SqliteContext.js";
import { assertThreadOwned } from "./threadOwnership.js";
import { driverPlaceholder, driverValue, insertRow, preparedQuery } from "../database/preparedQueries.js";
const toMessage = decodeRow(Message);

/** A message of the user by id: every save reads back what it stored (a run's answer saved as it streams among them). */
const messageById = (context: SqliteContext) =>
  preparedQuery(context, messageById, () =>
    context.db
      .select()
      .from(messages)
      .where(and(eq(messages.id, sql.placeholder("id")), eq(messages.userId, sql.placeholder("userId"))))
      .prepare(),
  );

const getOrFail = (context: SqliteContext, userId: string, id: string) => {
  const row = messageById(context).get({ id, userId });
  if (!row) throw NotFound.of("message", id);
  return toMessage(row);
};

/** What a save changes in a stored message: a streaming answer's every checkpoint. */
const messageUpdate = (context: SqliteContext) =>
  preparedQuery(context, messageUpdate, () =>
    context.db
      .update(messages)
      .set({
        content: driverPlaceholder("content"),
        status: driverPlaceholder("status"),
        usage: driverPlaceholder("usage"),
        updatedAt: driverPlaceholder("updatedAt"),
      })
      .where(eq(messages.id, sql.placeholder("id")))
      .prepare(),
  );

/**
 * The thread and user of a message by id, if it exists, and what a save
 * keeps of it (run, role, creation): every save (a chat turn's question
 * among them) asks it first.
 */
const messageOwner = (context: SqliteContext) =>
  preparedQuery(context, messageOwner, () =>
    context.db
      .select({ threadId: messages.threadId, userId: messages.userId, runId: messages.runId, role: messages.role, createdAt: messages.createdAt })
      .from(messages)
      .where(eq(messages.id, sql.placeholder("id")))
      .prepare(),
  );

/**
 * Inserts or replaces one decoded message in a thread the caller has found to
 * be the user's (see `saveMessage`); runs inside the caller's transaction.
 * Returns the message as it now reads back, without a second statement: a
 * replaced message keeps its stored run, role and creation time.
 */
export const storeMessage = (context: SqliteContext, userId: UserId, message: NewMessage): Message => {
  const existing = messageOwner(context).get({ id: message.id });
  const now = context.now();
  const record = messageRecord(userId, message, now);
  if (existing === undefined) {
    insertRow(context, messages, record);
    return record;
  } else {
    if (existing.threadId !== message.threadId || existing.userId !== userId)
      throw new Conflict({ message: `Message ${message.id} belongs to another thread` });
    messageUpdate(context).run({
      id: message.id,
      content: driverValue(messages.content, message.content),
      status: message.status,
      usage: driverValue(messages.usage, message.usage),
      updatedAt: driverValue(messages.updatedAt, now),
    });
    // Stored only through here, from decoded messages.
    return { ...record, runId: existing.runId as Message["runId"], role: existing.role as Message["role"], createdAt: existing.createdAt };
  }
};

/** Inserts or replaces one decoded message of the user's thread, and returns it as stored; runs inside the caller's transaction. */
export const saveMessage = (context: SqliteContext, userId: UserId, message: NewMessage): Message => {
  assertThreadOwned(context, userId, message.threadId);
  return storeMessage(context, userId, message);
};

export const makeMessageRepository = (context: SqliteContext): MessageRepositoryService => {
  const { db } = context;
  return withDecodedArguments(MessageRepositoryArguments, {
    save: (userId, message) => attempt(() => transaction(context, () => saveMessage(context, userId, message))),
    saveAll: (userId, list) =>
      attempt(() =>
        transaction(context, () => {
          for (const message of list) saveMessage(context, userId, message);
        }),
      ),
    get: (userId, id) => attempt(() => getOrFail(context, userId, id)),
    list: (userId, threadId, page) =>
      Effect.gen(function* () {
        const after = yield* messageListOrder.after(page.cursor);
        const limit = pageLimit(page.limit);
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
          return messageListOrder.page(rows, limit);
        });
      }),
  });
};
