import type { StorageContract } from "../storage/harness.js";
import { entryAnalyticsBatchContract } from "./EntryAnalyticsBatch.contract.js";
import { entryAnalyticsRepositoryContract } from "./EntryAnalyticsRepository.contract.js";
import { journalEntryBatchContract } from "./JournalEntryBatch.contract.js";
import { journalEntryRepositoryContract } from "./JournalEntryRepository.contract.js";
import { journalSummaryRepositoryContract } from "./JournalSummaryRepository.contract.js";

/** The contracts of the journal domain's ports, in the order the suite runs them. */
export const journalContracts: ReadonlyArray<StorageContract> = [
  journalEntryRepositoryContract,
  journalEntryBatchContract,
  entryAnalyticsRepositoryContract,
  entryAnalyticsBatchContract,
  journalSummaryRepositoryContract,
];
