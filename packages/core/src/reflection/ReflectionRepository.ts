import type { Effect, Option } from "effect";
import { Context, Schema } from "effect";
import type { StorageError } from "../common/errors.js";
import { EntryId, UserId } from "../common/ids.js";
import type { SavedReflection } from "./reflection.js";
import { NewReflection, ReflectionId, ReflectionRequestKey } from "./reflection.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { Limit } from "../storage/decodedPort.js";

export interface ReflectionRepositoryService {
  /**
   * Keeps a reflection for `userId`, with an id from `IdGenerator` and
   * `createdAt` from `Clock`. An `entryId` that is not one of the user's
   * entries fails with `NotFound` (entity "journalEntry"). With a
   * `requestKey`, at most one reflection is kept per (user, entry, key),
   * even when two saves with one key run at once: a save whose key is
   * already kept stores nothing and answers the reflection kept first.
   */
  readonly save: (userId: UserId, reflection: NewReflection) => Effect.Effect<SavedReflection, StorageError>;
  /** The reflection kept on `entryId` by a save with `requestKey` (`None` when there is none, or the entry is not the user's). */
  readonly getByRequestKey: (
    userId: UserId,
    entryId: EntryId,
    requestKey: ReflectionRequestKey,
  ) => Effect.Effect<Option.Option<SavedReflection>, StorageError>;
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

/** How each `ReflectionRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const ReflectionRepositoryArguments: PortArguments<ReflectionRepositoryService> = {
  save: [UserId, NewReflection],
  get: [UserId, ReflectionId],
  getByRequestKey: [UserId, EntryId, ReflectionRequestKey],
  list: [UserId, Schema.UndefinedOr(Schema.Struct({ entryId: Schema.optional(EntryId), limit: Schema.optional(Limit) }))],
  delete: [UserId, ReflectionId],
};

/** The record a kept reflection is stored as, created `now`. */
export const savedReflectionRecord = (userId: UserId, input: NewReflection, id: ReflectionId, now: Date): SavedReflection => ({
  id,
  userId,
  entryId: input.entryId,
  result: input.result,
  createdAt: now,
});
