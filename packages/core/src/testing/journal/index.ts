import { Context } from "effect";
import { EntryAnalyticsRepository } from "../../journal/EntryAnalyticsRepository.js";
import type { JournalStorage } from "../../journal/index.js";
import { JournalEntryRepository } from "../../journal/JournalEntryRepository.js";
import { JournalSummaryRepository } from "../../journal/JournalSummaryRepository.js";
import type { StorageContract } from "../storage/harness.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { entryAnalyticsBatchContract } from "./EntryAnalyticsBatch.contract.js";
import { entryAnalyticsRepositoryContract } from "./EntryAnalyticsRepository.contract.js";
import { makeEntryAnalyticsRepository } from "./InMemoryEntryAnalyticsRepository.js";
import { makeJournalEntryRepository } from "./InMemoryJournalEntryRepository.js";
import { makeJournalSummaryRepository } from "./InMemoryJournalSummaryRepository.js";
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

/** The journal domain's repositories over the in-memory tables. */
export const inMemoryJournalStorage = (store: MemoryStore): Context.Context<JournalStorage> =>
  Context.make(JournalEntryRepository, makeJournalEntryRepository(store)).pipe(
    Context.add(EntryAnalyticsRepository, makeEntryAnalyticsRepository(store)),
    Context.add(JournalSummaryRepository, makeJournalSummaryRepository(store)),
  );
