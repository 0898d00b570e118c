import type { Effect } from "effect";
import { Context, Schema } from "effect";
import type { Message } from "./message.js";
import { NewMessage } from "./message.js";
import type { StorageError } from "../common/errors.js";
import { MessageId, ThreadId, UserId } from "../common/ids.js";
import type { Page } from "../common/pagination.js";
import { PageRequest } from "../common/pagination.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { keysetOrder } from "../storage/keyset.js";

export interface MessageRepositoryService {
  /**
   * Inserts the message, or replaces content, status and usage of the message
   * with the same id. Fails with `NotFound` when the thread is not this
   * user's (code THREAD_NOT_FOUND), and with `Conflict` when the id belongs
   * to another thread (of any user). A replaced message keeps its role, run
   * id and `createdAt`; `updatedAt` is the clock's now on every save.
   */
  readonly save: (userId: UserId, message: NewMessage) => Effect.Effect<Message, StorageError>;
  /** Saves several messages in one transaction: all or none (any failure saves nothing). */
  readonly saveAll: (userId: UserId, messages: ReadonlyArray<NewMessage>) => Effect.Effect<void, StorageError>;
  readonly get: (userId: UserId, id: MessageId) => Effect.Effect<Message, StorageError>;
  /**
   * A thread's messages oldest first (`createdAt`, then id). Fails with
   * `NotFound` (code THREAD_NOT_FOUND) when the thread is not this user's.
   */
  readonly list: (userId: UserId, threadId: ThreadId, page: PageRequest) => Effect.Effect<Page<Message>, StorageError>;
}

export class MessageRepository extends Context.Service<MessageRepository, MessageRepositoryService>()(
  "@lifeos/core/MessageRepository",
) {}

/** How each `MessageRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const MessageRepositoryArguments: PortArguments<MessageRepositoryService> = {
  save: [UserId, NewMessage],
  saveAll: [UserId, Schema.Array(NewMessage)],
  get: [UserId, MessageId],
  list: [UserId, ThreadId, PageRequest],
};

/** The order of `MessageRepository.list`, ascending: createdAt, id. */
export const messageListOrder = keysetOrder<Message>([
  { kind: "timestamp", value: (message) => message.createdAt.getTime() },
  { kind: "uuid", value: (message) => message.id },
]);

/** The record a saved message is stored as: the message, owned by the user, updated `now`. */
export const messageRecord = (userId: UserId, message: NewMessage, now: Date): Message => ({ ...message, userId, updatedAt: now });
