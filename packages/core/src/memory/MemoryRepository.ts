import type { Effect } from "effect";
import { Context, Schema } from "effect";
import type { StorageError } from "../common/errors.js";
import { MemoryId, UserId } from "../common/ids.js";
import type { Memory } from "./memory.js";
import { MemoryListQuery, MemoryPatch, NewMemory } from "./memory.js";
import type { Page } from "../common/pagination.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { batchOf } from "../storage/decodedPort.js";
import { keysetOrder } from "../storage/keyset.js";

/** An older memory a new one ends: it held until `validTo` (exclusive). */
export const MemoryClosing = Schema.Struct({ id: MemoryId, validTo: Schema.Date });
export type MemoryClosing = typeof MemoryClosing.Type;

/** The range of `MemoryRepository.deleteMany`: creation instants, both optional and inclusive. */
export const MemoryCreationRange = Schema.Struct({ from: Schema.optional(Schema.Date), to: Schema.optional(Schema.Date) });

export interface MemoryRepositoryService {
  /**
   * Defaults: empty summary, no entities, sentiment 0, not archived, access
   * count 0. `sourceThreadId` is kept as given (not checked, may outlive the
   * thread). A caller-chosen `id` that exists fails with `Conflict`.
   * `close` (see `planMemoryWrite`): in the same transaction, each listed
   * memory of this user gets its `validTo` and `supersededBy` = the new id;
   * one that is missing fails with `NotFound` and nothing is written.
   */
  readonly create: (userId: UserId, input: NewMemory, close?: ReadonlyArray<MemoryClosing>) => Effect.Effect<Memory, StorageError>;
  /**
   * Stores several memories at once, all or nothing (an import, a bulk
   * load): each exactly as `create` would without closings (same defaults,
   * one `createdAt` for all), returned in input order. Any bad input
   * (`InvalidInput`, `PayloadTooLarge`), a caller-chosen id that exists or
   * repeats within the batch (`Conflict`), an unknown user, or more than
   * `Limits.batchItemsMax` inputs fails the call and writes nothing. An
   * empty batch is an empty result. Indexing their chunks is the caller's.
   */
  readonly createMany: (userId: UserId, inputs: ReadonlyArray<NewMemory>) => Effect.Effect<ReadonlyArray<Memory>, StorageError>;
  readonly get: (userId: UserId, id: MemoryId) => Effect.Effect<Memory, StorageError>;
  /** The user's memories among `ids` (at most 1000), in no particular order; missing and other users' ids are skipped. */
  readonly getMany: (userId: UserId, ids: ReadonlyArray<MemoryId>) => Effect.Effect<ReadonlyArray<Memory>, StorageError>;
  /** Newest first (`createdAt`, then id, descending); see `MemoryListQuery`. `entity` matches a listed entity name case-insensitively; `createdFrom`/`createdTo` keep those told in that range, both inclusive. */
  readonly list: (userId: UserId, query: MemoryListQuery) => Effect.Effect<Page<Memory>, StorageError>;
  readonly update: (userId: UserId, id: MemoryId, patch: MemoryPatch) => Effect.Effect<Memory, StorageError>;
  /** Deletes the memory and its index chunks, atomically. */
  readonly delete: (userId: UserId, id: MemoryId) => Effect.Effect<void, StorageError>;
  /**
   * Deletes, in one transaction, the user's memories created in
   * `[from, to]` (both optional and inclusive; neither: all of them), their
   * index chunks, and every memory summary that contained any of them (the
   * caller regenerates those). Returns the ids deleted, in no order.
   */
  readonly deleteMany: (userId: UserId, range: { readonly from?: Date; readonly to?: Date }) => Effect.Effect<ReadonlyArray<MemoryId>, StorageError>;
  /**
   * Increments `accessCount` (once per distinct id) and sets `lastAccessedAt`
   * of each listed memory of this user; ids of missing or other users'
   * memories are ignored.
   */
  readonly recordAccess: (userId: UserId, ids: ReadonlyArray<MemoryId>, at: Date) => Effect.Effect<void, StorageError>;
}

export class MemoryRepository extends Context.Service<MemoryRepository, MemoryRepositoryService>()(
  "@lifeos/core/MemoryRepository",
) {}

/** How each `MemoryRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const MemoryRepositoryArguments: PortArguments<MemoryRepositoryService> = {
  create: [UserId, NewMemory, Schema.UndefinedOr(Schema.Array(MemoryClosing))],
  createMany: [UserId, batchOf(NewMemory)],
  get: [UserId, MemoryId],
  getMany: [UserId, Schema.Array(MemoryId).check(Schema.isMaxLength(1000))],
  list: [UserId, MemoryListQuery],
  update: [UserId, MemoryId, MemoryPatch],
  delete: [UserId, MemoryId],
  deleteMany: [UserId, MemoryCreationRange],
  recordAccess: [UserId, Schema.Array(MemoryId), Schema.Date],
};

/** The order of `MemoryRepository.list`, all keys descending: createdAt, id. */
export const memoryListOrder = keysetOrder<Memory>([
  { kind: "timestamp", value: (memory) => memory.createdAt.getTime() },
  { kind: "uuid", value: (memory) => memory.id },
]);
