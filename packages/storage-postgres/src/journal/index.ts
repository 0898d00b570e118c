import type { JournalStorage } from "@lifeos/core";
import { EntryAnalyticsRepository, JournalEntryRepository, JournalSummaryRepository } from "@lifeos/core";
import { Context } from "effect";
import type { Database } from "../database/Database.js";
import { makeEntryAnalyticsRepository } from "./EntryAnalyticsRepository.js";
import { makeJournalEntryRepository } from "./JournalEntryRepository.js";
import { makeJournalSummaryRepository } from "./JournalSummaryRepository.js";

/** The journal domain on PostgreSQL: journal entries, their analysis and summaries. */
export const journalStorage = (database: Database): Context.Context<JournalStorage> =>
  Context.make(JournalEntryRepository, makeJournalEntryRepository(database)).pipe(
    Context.add(EntryAnalyticsRepository, makeEntryAnalyticsRepository(database)),
    Context.add(JournalSummaryRepository, makeJournalSummaryRepository(database)),
  );
