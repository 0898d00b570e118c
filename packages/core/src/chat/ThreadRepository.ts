import type { Effect } from "effect";
import { Context } from "effect";
import type { Thread } from "./thread.js";
import { NewThread, ThreadListQuery, ThreadPatch } from "./thread.js";
import type { StorageError } from "../common/errors.js";
import { ThreadId, UserId } from "../common/ids.js";
import type { Page } from "../common/pagination.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { keysetOrder } from "../storage/keyset.js";

export interface ThreadRepositoryService {
  /**
   * Creates a thread; `createdAt` and `updatedAt` are the repository clock's
   * now. Defaults: titleSource "auto", not pinned, no tags. A caller-chosen
   * `id` that exists fails with `Conflict`.
   */
  readonly create: (userId: UserId, input: NewThread) => Effect.Effect<Thread, StorageError>;
  /** Fails with `NotFound` (code THREAD_NOT_FOUND) for an unknown id or another user's thread. */
  readonly get: (userId: UserId, id: ThreadId) => Effect.Effect<Thread, StorageError>;
  /**
   * Pinned first, then `updatedAt` descending, then id descending. `search`
   * is a substring of the title or of the text of any of the thread's
   * messages, ignoring case and accents ("reuniao" finds "Reunião", and
   * "médico" finds "medico"), in which `%` and `_` are literal characters; `tag`
   * keeps threads carrying that exact tag.
   */
  readonly list: (userId: UserId, query: ThreadListQuery) => Effect.Effect<Page<Thread>, StorageError>;
  /**
   * Applies the patch and returns the thread; `updatedAt` moves only with
   * `touchedAt`, and then becomes exactly `touchedAt`.
   */
  readonly update: (userId: UserId, id: ThreadId, patch: ThreadPatch) => Effect.Effect<Thread, StorageError>;
  /** Deletes the thread with its messages and runs, atomically. */
  readonly delete: (userId: UserId, id: ThreadId) => Effect.Effect<void, StorageError>;
}

export class ThreadRepository extends Context.Service<ThreadRepository, ThreadRepositoryService>()(
  "@lifeos/core/ThreadRepository",
) {}

/** How each `ThreadRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const ThreadRepositoryArguments: PortArguments<ThreadRepositoryService> = {
  create: [UserId, NewThread],
  get: [UserId, ThreadId],
  list: [UserId, ThreadListQuery],
  update: [UserId, ThreadId, ThreadPatch],
  delete: [UserId, ThreadId],
};

/** The order of `ThreadRepository.list`, all keys descending: pinned, updatedAt, id. */
export const threadListOrder = keysetOrder<Thread>([
  { kind: "boolean", value: (thread) => thread.pinned },
  { kind: "timestamp", value: (thread) => thread.updatedAt.getTime() },
  { kind: "uuid", value: (thread) => thread.id },
]);

/** The record a new thread is stored as: the caller's id or `id`, titleSource "auto", not pinned, no tags, created and updated `now`. */
export const newThreadRecord = (userId: UserId, input: NewThread, id: ThreadId, now: Date): Thread => ({
  id: input.id ?? id,
  userId,
  title: input.title,
  titleSource: input.titleSource ?? "auto",
  pinned: input.pinned ?? false,
  tags: input.tags ?? [],
  config: input.config,
  createdAt: now,
  updatedAt: now,
});
