import type { ChunkIndex, Embedder, EntryAnalyticsRepository, JournalEntryRepository, JournalSummaryRepository } from "@lifeos/core";
import type { AnyTool } from "../registry/Tool.js";
import { addJournalEntry } from "./addJournalEntry.js";
import { compareTimePeriods } from "./compareTimePeriods.js";
import { countMentions } from "./countMentions.js";
import { getCurrentState } from "./getCurrentState.js";
import { getEntry } from "./getEntry.js";
import { getMonthSummary } from "./getMonthSummary.js";
import { getRecentEntries } from "./getRecentEntries.js";
import { getTimeSeries } from "./getTimeSeries.js";
import { getYearSummary } from "./getYearSummary.js";
import { reportingJournalBacklog } from "./journalProcessing.js";
import { rankNames } from "./rankNames.js";
import { searchJournal } from "./searchJournal.js";

/** The services the journal tools read (plus `JournalSummarizer`, used when present). */
export type JournalToolServices =
  | ChunkIndex
  | Embedder
  | JournalEntryRepository
  | EntryAnalyticsRepository
  | JournalSummaryRepository;

/**
 * Every journal tool, all read-only (`add_journal_entry` only drafts), in the order they are offered to a model.
 * Those that read what the pipeline makes (chunks, mood readings, summaries) report entries not processed yet.
 */
export const journalTools: ReadonlyArray<AnyTool<JournalToolServices>> = [
  reportingJournalBacklog(searchJournal),
  reportingJournalBacklog(getRecentEntries),
  getEntry,
  reportingJournalBacklog(getTimeSeries),
  reportingJournalBacklog(getCurrentState),
  reportingJournalBacklog(getMonthSummary),
  reportingJournalBacklog(getYearSummary),
  reportingJournalBacklog(compareTimePeriods),
  countMentions,
  rankNames,
  addJournalEntry,
];

/** The names of the journal tools. */
export const journalToolNames = journalTools.map((tool) => tool.name);
