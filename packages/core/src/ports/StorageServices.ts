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

/** Every repository port: what a storage adapter's `layer` provides. */
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
