import type { Effect, Option } from "effect";
import { Context } from "effect";
import type { StorageError } from "../errors.js";
import type { EntryId, UserId } from "../ids.js";
import type {
  EntryListQuery,
  JournalEntry,
  JournalEntryPatch,
  NewJournalEntry,
  ProcessingCounts,
  ProcessingStatus,
  ProcessingUpdate,
} from "../journal/entry.js";
import type { Page } from "../pagination.js";
import type { LocalDate } from "../time.js";

export interface JournalEntryRepositoryService {
  /** Creates an entry in processing status `pending`. */
  readonly create: (userId: UserId, input: NewJournalEntry) => Effect.Effect<JournalEntry, StorageError>;
  readonly get: (userId: UserId, id: EntryId) => Effect.Effect<JournalEntry, StorageError>;
  /** The entries dated `date`, oldest created first (empty when none). */
  readonly listByDate: (userId: UserId, date: LocalDate) => Effect.Effect<ReadonlyArray<JournalEntry>, StorageError>;
  /** See `EntryListQuery` for order and bounds. */
  readonly list: (userId: UserId, query: EntryListQuery) => Effect.Effect<Page<JournalEntry>, StorageError>;
  /** A content change sets processing back to `pending`. */
  readonly update: (userId: UserId, id: EntryId, patch: JournalEntryPatch) => Effect.Effect<JournalEntry, StorageError>;
  /** Deletes the entry with its chunks and analytics, atomically. */
  readonly delete: (userId: UserId, id: EntryId) => Effect.Effect<void, StorageError>;
  readonly findByContentHash: (userId: UserId, contentHash: string) => Effect.Effect<Option.Option<JournalEntry>, StorageError>;
  readonly findBySourceRef: (userId: UserId, sourceRef: string) => Effect.Effect<Option.Option<JournalEntry>, StorageError>;
  readonly setProcessing: (userId: UserId, id: EntryId, update: ProcessingUpdate) => Effect.Effect<void, StorageError>;
  readonly countByProcessing: (userId: UserId) => Effect.Effect<ProcessingCounts, StorageError>;
  /** Entries in `status`, oldest date first, at most `limit`. */
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
