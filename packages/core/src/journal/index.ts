import type { EntryAnalyticsRepository } from "./EntryAnalyticsRepository.js";
import type { JournalEntryRepository } from "./JournalEntryRepository.js";
import type { JournalSummaryRepository } from "./JournalSummaryRepository.js";

/** Journal entries, their mood analysis and month/year summaries. */
export * from "./entry.js";
export * from "./newJournalEntryRecord.js";
export * from "./analytics.js";
export * from "./summary.js";
export * from "./JournalEntryRepository.js";
export * from "./EntryAnalyticsRepository.js";
export * from "./JournalSummaryRepository.js";
export * from "./JournalSummarizer.js";
export * from "./journalJobs.js";
export * from "./journalChunks.js";

/** The repositories of the journal domain. */
export type JournalStorage = JournalEntryRepository | EntryAnalyticsRepository | JournalSummaryRepository;
export * from "./tools/index.js";
export * from "./entryFields.js";
export * from "./importSkipCodes.js";
