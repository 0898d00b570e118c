import type { JournalStorage } from "@lifeos/core";
import { EntryAnalyticsRepository, JournalEntryRepository, JournalSummaryRepository } from "@lifeos/core";
import { Context } from "effect";
import type { SqliteContext } from "../database/SqliteContext.js";
import { makeEntryAnalyticsRepository } from "./EntryAnalyticsRepository.js";
import { makeJournalEntryRepository } from "./JournalEntryRepository.js";
import { makeJournalSummaryRepository } from "./JournalSummaryRepository.js";

/** The journal domain on SQLite: journal entries, their analysis and summaries. */
export const journalStorage = (context: SqliteContext): Context.Context<JournalStorage> =>
  Context.make(JournalEntryRepository, makeJournalEntryRepository(context)).pipe(
    Context.add(EntryAnalyticsRepository, makeEntryAnalyticsRepository(context)),
    Context.add(JournalSummaryRepository, makeJournalSummaryRepository(context)),
  );
