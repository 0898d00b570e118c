import { afterAll, beforeAll, describe } from "vitest";
import type { StorageContractOptions, StorageHarness, StorageUnderTest } from "./harness.js";
import { makeHarness } from "./harness.js";
import { apiTokenRepositoryContract } from "./ApiTokenRepository.contract.js";
import { documentRepositoryContract } from "./DocumentRepository.contract.js";
import { entityRepositoryContract } from "./EntityRepository.contract.js";
import { memoryRepositoryContract } from "./MemoryRepository.contract.js";
import { memorySummaryRepositoryContract } from "./MemorySummaryRepository.contract.js";
import { reminderRepositoryContract } from "./ReminderRepository.contract.js";
import { settingsRepositoryContract } from "./SettingsRepository.contract.js";
import { userCascadeContract } from "./UserCascade.contract.js";
import { chunkDateRangeContract } from "./ChunkDateRange.contract.js";
import { chunkIndexContract } from "./ChunkIndex.contract.js";
import { chunkReplaceManyContract } from "./ChunkReplaceMany.contract.js";
import { entryAnalyticsBatchContract } from "./EntryAnalyticsBatch.contract.js";
import { journalEntryBatchContract } from "./JournalEntryBatch.contract.js";
import { chunkKeywordSearchContract } from "./ChunkKeywordSearch.contract.js";
import { chunkVectorSearchContract } from "./ChunkVectorSearch.contract.js";
import { entryAnalyticsRepositoryContract } from "./EntryAnalyticsRepository.contract.js";
import { journalEntryRepositoryContract } from "./JournalEntryRepository.contract.js";
import { journalSummaryRepositoryContract } from "./JournalSummaryRepository.contract.js";
import { messageRepositoryContract } from "./MessageRepository.contract.js";
import { runRepositoryContract } from "./RunRepository.contract.js";
import { threadRepositoryContract } from "./ThreadRepository.contract.js";
import { userRepositoryContract } from "./UserRepository.contract.js";

export type { StorageContractOptions, StorageHarness, StorageUnderTest } from "./harness.js";
export { assertDecodes } from "./harness.js";

/** One contract per port, in the order the suite runs them. */
export const storageContracts: ReadonlyArray<(harness: StorageHarness) => void> = [
  userRepositoryContract,
  apiTokenRepositoryContract,
  settingsRepositoryContract,
  threadRepositoryContract,
  messageRepositoryContract,
  runRepositoryContract,
  journalEntryRepositoryContract,
  journalEntryBatchContract,
  entryAnalyticsRepositoryContract,
  entryAnalyticsBatchContract,
  journalSummaryRepositoryContract,
  chunkIndexContract,
  chunkReplaceManyContract,
  chunkVectorSearchContract,
  chunkKeywordSearchContract,
  chunkDateRangeContract,
  documentRepositoryContract,
  memoryRepositoryContract,
  entityRepositoryContract,
  memorySummaryRepositoryContract,
  reminderRepositoryContract,
  userCascadeContract,
];

/**
 * The storage contract: every port's behaviour that any adapter must show,
 * as vitest `describe` blocks. `makeStorage` runs once before the suite and
 * `close` once after; every test creates its own users, so the adapter may
 * keep one database for the whole suite.
 *
 * ```ts
 * storageContractSuite("SqliteStorage", async () => ({ layer: SqliteStorage.layer({ file }) }));
 * ```
 */
export const storageContractSuite = (
  name: string,
  makeStorage: () => Promise<StorageUnderTest>,
  options: StorageContractOptions = {},
): void => {
  describe(`${name} storage contract`, () => {
    const harness = makeHarness(makeStorage, options);
    beforeAll(harness.setUp);
    afterAll(harness.tearDown);
    for (const contract of storageContracts) contract(harness);
  });
};
