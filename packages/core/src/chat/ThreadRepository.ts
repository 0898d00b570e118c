import type { Effect } from "effect";
import { Context } from "effect";
import type { NewThread, Thread, ThreadListQuery, ThreadPatch } from "./thread.js";
import type { StorageError } from "../common/errors.js";
import type { ThreadId, UserId } from "../common/ids.js";
import type { Page } from "../common/pagination.js";

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
   * is a case-insensitive substring of the title or of the text of any of
   * the thread's messages, in which `%` and `_` are literal characters; `tag`
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
