import type { Option } from "effect";
import { Context, Effect, Schema } from "effect";
import type { StorageError } from "../common/errors.js";
import { EntryId, UserId } from "../common/ids.js";
import type { JournalEntry, ProcessingCounts } from "./entry.js";
import {
  EntryListQuery,
  EntryLookupKey,
  EntryProcessingUpdate,
  JournalEntryPatch,
  NewJournalEntry,
  ProcessingStatus,
  ProcessingUpdate,
} from "./entry.js";
import type { Page } from "../common/pagination.js";
import { LocalDate } from "../common/time.js";
import { decodeBatch, decodeInput } from "../common/validation.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { argumentsWith, batchOf, Limit, trusted } from "../storage/decodedPort.js";
import { keysetOrder } from "../storage/keyset.js";

export interface JournalEntryRepositoryService {
  /**
   * Creates an entry in processing status `pending` with 0 attempts, no
   * error and no processed hash; title and source ref default to null and
   * source to "manual". A caller-chosen `id` that exists fails with `Conflict`.
   */
  readonly create: (userId: UserId, input: NewJournalEntry) => Effect.Effect<JournalEntry, StorageError>;
  /**
   * Creates several entries at once, all or nothing: each exactly as `create`
   * would (same defaults, one `createdAt` for all, in input order), returned
   * in input order. Any bad input (`InvalidInput`, `PayloadTooLarge`), a
   * caller-chosen id that exists or repeats within the batch (`Conflict`), an
   * unknown user, or more than `Limits.batchItemsMax` inputs fails the call
   * and writes nothing. An empty batch is an empty result.
   */
  readonly createMany: (userId: UserId, inputs: ReadonlyArray<NewJournalEntry>) => Effect.Effect<ReadonlyArray<JournalEntry>, StorageError>;
  readonly get: (userId: UserId, id: EntryId) => Effect.Effect<JournalEntry, StorageError>;
  /** The entries dated `date`, oldest created first (empty when none). */
  readonly listByDate: (userId: UserId, date: LocalDate) => Effect.Effect<ReadonlyArray<JournalEntry>, StorageError>;
  /** See `EntryListQuery` for order and bounds. */
  readonly list: (userId: UserId, query: EntryListQuery) => Effect.Effect<Page<JournalEntry>, StorageError>;
  /**
   * A content change (new text different from the stored one) sets
   * processing back to `pending` with 0 attempts and no error; the processed
   * hash is kept. `updatedAt` is the clock's now.
   */
  readonly update: (userId: UserId, id: EntryId, patch: JournalEntryPatch) => Effect.Effect<JournalEntry, StorageError>;
  /** Deletes the entry with its chunks and analytics, atomically. */
  readonly delete: (userId: UserId, id: EntryId) => Effect.Effect<void, StorageError>;
  /** The oldest-created entry with this content hash, if any. */
  readonly findByContentHash: (userId: UserId, contentHash: string) => Effect.Effect<Option.Option<JournalEntry>, StorageError>;
  /** The oldest-created entry with this source ref, if any. */
  readonly findBySourceRef: (userId: UserId, sourceRef: string) => Effect.Effect<Option.Option<JournalEntry>, StorageError>;
  /**
   * For each value, the entry `findBy…` (or `get`, for "id") would return:
   * the oldest-created of the user's entries whose `key` equals it. Values
   * that match nothing (or another user's entries) are absent from the map;
   * repeated values are looked up once. At most `Limits.batchItemsMax`
   * values (`PayloadTooLarge`); a malformed id under "id" is `InvalidInput`.
   */
  readonly findMany: (
    userId: UserId,
    key: EntryLookupKey,
    values: ReadonlyArray<string>,
  ) => Effect.Effect<ReadonlyMap<string, JournalEntry>, StorageError>;
  /** Sets status, and attempts, error and processed hash when given; `updatedAt` is unchanged. */
  readonly setProcessing: (userId: UserId, id: EntryId, update: ProcessingUpdate) => Effect.Effect<void, StorageError>;
  /**
   * `setProcessing` for several entries in one transaction, applied in input
   * order (a repeated id ends with its last update). All or nothing: an id
   * that is not one of the user's entries fails with `NotFound`, a bad
   * update with `InvalidInput`, more than `Limits.batchItemsMax` updates with
   * `PayloadTooLarge`, and then no entry changes.
   */
  readonly setProcessingMany: (userId: UserId, updates: ReadonlyArray<EntryProcessingUpdate>) => Effect.Effect<void, StorageError>;
  readonly countByProcessing: (userId: UserId) => Effect.Effect<ProcessingCounts, StorageError>;
  /** Entries in `status`, oldest date first (then `createdAt`, id), at most `limit`. */
  readonly listByProcessing: (
    userId: UserId,
    status: ProcessingStatus,
    limit: number,
  ) => Effect.Effect<ReadonlyArray<JournalEntry>, StorageError>;
  /** Number of entries and the first and last dates written (null when empty). */
  readonly stats: (
    userId: UserId,
  ) => Effect.Effect<{ count: number; firstDate: LocalDate | null; lastDate: LocalDate | null }, StorageError>;
}

export class JournalEntryRepository extends Context.Service<JournalEntryRepository, JournalEntryRepositoryService>()(
  "@lifeos/core/JournalEntryRepository",
) {}

/** How each `JournalEntryRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const JournalEntryRepositoryArguments: PortArguments<JournalEntryRepositoryService> = {
  create: [UserId, NewJournalEntry],
  createMany: [UserId, batchOf(NewJournalEntry)],
  get: [UserId, EntryId],
  listByDate: [UserId, LocalDate],
  list: [UserId, EntryListQuery],
  update: [UserId, EntryId, JournalEntryPatch],
  delete: [UserId, EntryId],
  // A hash or reference that is no string matches no entry.
  findByContentHash: [UserId, trusted()],
  findBySourceRef: [UserId, trusted()],
  // Values are entry ids under the key "id", any strings otherwise.
  findMany: argumentsWith(([userId, key, values]) =>
    Effect.gen(function* () {
      const user = yield* decodeInput(UserId, userId);
      const field = yield* decodeInput(EntryLookupKey, key);
      const wanted: ReadonlyArray<string> = yield* decodeBatch(field === "id" ? EntryId : Schema.String, values);
      return [user, field, wanted] as const;
    }),
  ),
  setProcessing: [UserId, EntryId, ProcessingUpdate],
  setProcessingMany: [UserId, batchOf(EntryProcessingUpdate)],
  countByProcessing: [UserId],
  listByProcessing: [UserId, ProcessingStatus, Limit],
  stats: [UserId],
};

/** The order of `JournalEntryRepository.list` (every key ascending or every key descending): date, createdAt, id. */
export const journalEntryListOrder = keysetOrder<JournalEntry>([
  { kind: "date", value: (entry) => entry.date },
  { kind: "timestamp", value: (entry) => entry.createdAt.getTime() },
  { kind: "uuid", value: (entry) => entry.id },
]);
