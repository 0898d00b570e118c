import type { Effect } from "effect";
import { Context } from "effect";
import type { StorageError } from "../errors.js";
import type { MemoryId, UserId } from "../ids.js";
import type { Memory, MemoryListQuery, MemoryPatch, NewMemory } from "../memory/memory.js";
import type { Page } from "../pagination.js";

export interface MemoryRepositoryService {
  readonly create: (userId: UserId, input: NewMemory) => Effect.Effect<Memory, StorageError>;
  readonly get: (userId: UserId, id: MemoryId) => Effect.Effect<Memory, StorageError>;
  /** Newest first; see `MemoryListQuery`. */
  readonly list: (userId: UserId, query: MemoryListQuery) => Effect.Effect<Page<Memory>, StorageError>;
  readonly update: (userId: UserId, id: MemoryId, patch: MemoryPatch) => Effect.Effect<Memory, StorageError>;
  /** Deletes the memory and its index chunks, atomically. */
  readonly delete: (userId: UserId, id: MemoryId) => Effect.Effect<void, StorageError>;
  /** Increments `accessCount` and sets `lastAccessedAt` of each listed memory of this user. */
  readonly recordAccess: (userId: UserId, ids: ReadonlyArray<MemoryId>, at: Date) => Effect.Effect<void, StorageError>;
}

export class MemoryRepository extends Context.Service<MemoryRepository, MemoryRepositoryService>()(
  "@lifeos/core/MemoryRepository",
) {}
