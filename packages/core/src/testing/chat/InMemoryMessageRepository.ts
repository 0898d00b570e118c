import { Effect } from "effect";
import type { Message } from "../../chat/message.js";
import { NewMessage } from "../../chat/message.js";
import { Conflict } from "../../common/errors.js";
import { MessageId, ThreadId } from "../../common/ids.js";
import { PageRequest } from "../../common/pagination.js";
import type { MessageRepositoryService } from "../../chat/MessageRepository.js";
import { decodeInput } from "../../common/validation.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser, owned } from "../storage/MemoryStore.js";
import { paginate } from "../storage/paginate.js";

export const makeMessageRepository = (store: MemoryStore): MessageRepositoryService => {
  const { messages, threads } = store.tables;

  /** Validates one message against the current state and computes the row to store. */
  const prepare = (userId: string, input: unknown, now: Date) =>
    Effect.gen(function* () {
      const value = yield* decodeInput(NewMessage, input);
      yield* owned(threads, userId, value.threadId, "thread");
      const existing = messages.get(value.id);
      if (existing !== undefined && (existing.userId !== userId || existing.threadId !== value.threadId)) {
        return yield* Effect.fail(new Conflict({ message: "The message id belongs to another thread" }));
      }
      const row: Message =
        existing !== undefined
          ? { ...existing, content: value.content, status: value.status, usage: value.usage, updatedAt: now }
          : { ...value, userId: userId as Message["userId"], updatedAt: now };
      return row;
    });

  return {
    save: (userId, message) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const row = yield* prepare(user, message, yield* store.now);
        messages.set(row.id, copy(row));
        return copy(row);
      }),
    saveAll: (userId, batch) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const now = yield* store.now;
        const rows: Message[] = [];
        for (const message of batch) {
          const row = yield* prepare(user, message, now);
          const earlier = rows.find((other) => other.id === row.id);
          if (earlier !== undefined && earlier.threadId !== row.threadId) {
            return yield* Effect.fail(new Conflict({ message: "The message id belongs to another thread" }));
          }
          rows.push(row);
        }
        for (const row of rows) {
          const earlier = messages.get(row.id);
          messages.set(row.id, copy(earlier !== undefined ? { ...row, createdAt: earlier.createdAt, role: earlier.role, runId: earlier.runId } : row));
        }
      }),
    get: (userId, id) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const messageId = yield* decodeArgument(MessageId, id);
        return copy(yield* owned(messages, user, messageId, "message"));
      }),
    list: (userId, threadId, page) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const thread = yield* decodeArgument(ThreadId, threadId);
        yield* owned(threads, user, thread, "thread");
        const request = yield* decodeInput(PageRequest, page);
        const rows = [...messages.values()].filter((message) => message.userId === user && message.threadId === thread);
        const result = yield* paginate(rows, (message) => [message.createdAt.getTime(), message.id], ["asc", "asc"], request);
        return { ...result, items: result.items.map(copy) };
      }),
  };
};
