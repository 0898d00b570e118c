import type { Effect, Option } from "effect";
import { Context } from "effect";
import type { StorageError } from "../common/errors.js";
import type { EntryId, UserId } from "../common/ids.js";
import type { NewReflection, ReflectionId, SavedReflection } from "./reflection.js";

export interface ReflectionRepositoryService {
  /**
   * Keeps a reflection for `userId`, with an id from `IdGenerator` and
   * `createdAt` from `Clock`. An `entryId` that is not one of the user's
   * entries fails with `NotFound` (entity "journalEntry").
   */
  readonly save: (userId: UserId, reflection: NewReflection) => Effect.Effect<SavedReflection, StorageError>;
  readonly get: (userId: UserId, id: ReflectionId) => Effect.Effect<Option.Option<SavedReflection>, StorageError>;
  /** The user's reflections, newest first, at most `limit` (default 20); only those of `entryId` when given. */
  readonly list: (
    userId: UserId,
    options?: { readonly entryId?: EntryId; readonly limit?: number },
  ) => Effect.Effect<ReadonlyArray<SavedReflection>, StorageError>;
  /** `NotFound` (entity "reflection") when the user has no such reflection. */
  readonly delete: (userId: UserId, id: ReflectionId) => Effect.Effect<void, StorageError>;
}

/** Saved reflections. Deleting an entry deletes its reflections. */
export class ReflectionRepository extends Context.Service<ReflectionRepository, ReflectionRepositoryService>()(
  "@lifeos/core/ReflectionRepository",
) {}
