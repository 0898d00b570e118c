import type { ApiTokenRepository } from "./ApiTokenRepository.js";
import type { ChunkIndex } from "./ChunkIndex.js";
import type { DocumentRepository } from "./DocumentRepository.js";
import type { EntityRepository } from "./EntityRepository.js";
import type { EntryAnalyticsRepository } from "./EntryAnalyticsRepository.js";
import type { JournalEntryRepository } from "./JournalEntryRepository.js";
import type { JournalSummaryRepository } from "./JournalSummaryRepository.js";
import type { MemoryRepository } from "./MemoryRepository.js";
import type { MemorySummaryRepository } from "./MemorySummaryRepository.js";
import type { MessageRepository } from "./MessageRepository.js";
import type { ReminderRepository } from "./ReminderRepository.js";
import type { RunRepository } from "./RunRepository.js";
import type { SettingsRepository } from "./SettingsRepository.js";
import type { ThreadRepository } from "./ThreadRepository.js";
import type { UserRepository } from "./UserRepository.js";

/**
 * Every repository port: what a storage adapter's `layer` provides.
 *
 * Rules every method of every repository follows (the storage contract
 * suite in "@lifeos/core/testing" checks them):
 * - Arguments are validated with the domain schemas (`decodeInput`): a
 *   malformed id (including the acting `userId`), an empty required text, an
 *   invalid enum value or a bad number fails with `InvalidInput`; a text over
 *   its `Limits` bound fails with `PayloadTooLarge`. A non-positive or
 *   non-integer `limit` argument fails with `InvalidInput`.
 * - A row of another user is reported exactly like a missing row
 *   (`NotFound`, or `Option.none`, or absent from a list).
 * - A write for a user id that does not exist fails with `NotFound` (entity
 *   "user"); reads for such a user find nothing.
 * - Deleting a row by id that is not there (or not the user's) fails with
 *   `NotFound`.
 * - `createdAt`/`updatedAt` set by the repository come from the `Clock` port
 *   and generated ids from the `IdGenerator` port, so adapters require both;
 *   instants round-trip to the millisecond as `Date` values.
 * - Paginated lists default to `defaultPageLimit` (20) rows; a cursor not
 *   made by the same list fails with `InvalidInput`.
 * - `NotFound.entity` is one of "user", "apiToken", "thread" (code
 *   THREAD_NOT_FOUND), "message", "run", "journalEntry", "journalSummary",
 *   "chunk", "document", "memory", "entity", "memorySummary", "reminder".
 */
export type StorageServices =
  | UserRepository
  | ApiTokenRepository
  | ThreadRepository
  | MessageRepository
  | RunRepository
  | JournalEntryRepository
  | EntryAnalyticsRepository
  | JournalSummaryRepository
  | ChunkIndex
  | DocumentRepository
  | MemoryRepository
  | EntityRepository
  | MemorySummaryRepository
  | ReminderRepository
  | SettingsRepository;
