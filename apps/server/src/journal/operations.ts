import { EntryAnalytics, GetCurrentStateOutput, JournalDraftAnswer, GetTimeSeriesOutput, Job, JournalEntry, SearchJournalOutput, SummaryOutput, SummaryView, ToolResultProcessing } from "@lifeos/core";
import { Schema } from "effect";
import type { Operation } from "../openapi/Operation.js";
import { json, ndjson, noContent } from "../openapi/Operation.js";
import { Page } from "../openapi/responses.js";
import { JournalDraftBody } from "./journalDrafts.js";
import { EntryCreateBody, EntryUpdateBody } from "./journalEntries.js";

/** A listed entry with its mood reading (null until analysed). */
const ListedEntry = Schema.Struct({
  ...JournalEntry.fields,
  mood: Schema.NullOr(Schema.Struct({ happiness: EntryAnalytics.fields.happiness, stress: EntryAnalytics.fields.stress, energy: EntryAnalytics.fields.energy })),
});
/** One entry with its full mood analysis (null until analysed). */
const AnalysedEntry = Schema.Struct({ ...JournalEntry.fields, analytics: Schema.NullOr(EntryAnalytics) });
const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));
const PipelineStatus = Schema.Struct({ pending: Count, done: Count, failed: Count, running: Schema.Boolean, queued: Schema.Boolean, job: Schema.NullOr(Job) });

/** The journal routes, in the order the OpenAPI document lists them: entries, import, insights, the ingestion pipeline and the sample journal. */
export const journalOperations: ReadonlyArray<Operation> = [
  { method: "get", path: "/journal/entries", tag: "journal", summary: "Entries by date", query: ["from", "to", "order", "limit", "cursor"], response: json("`{ items, nextCursor }`", 200, Page(ListedEntry)) },
  { method: "post", path: "/journal/entries", tag: "journal", summary: "Write an entry", body: EntryCreateBody, response: json("Entry", 201, JournalEntry) },
  { method: "get", path: "/journal/entries/{id}", tag: "journal", summary: "One entry with its mood analysis", response: json("Entry with `analytics`", 200, AnalysedEntry) },
  { method: "patch", path: "/journal/entries/{id}", tag: "journal", summary: "Edit an entry", body: EntryUpdateBody, response: json("Entry", 200, JournalEntry) },
  { method: "delete", path: "/journal/entries/{id}", tag: "journal", summary: "Delete an entry", response: noContent },
  { method: "post", path: "/journal/drafts/confirm", tag: "journal", summary: "Save the text add_journal_entry drafted, as shown in its tool result: a new entry, or added to that day's entry (409, nothing saved, while the answer showing it is still being written; sent again or by another tab at the same moment, the same decision with alreadyDecided and nothing written twice)", body: JournalDraftBody, response: json("The decision recorded in the tool result, and whether it was already taken", 200, JournalDraftAnswer) },
  { method: "post", path: "/journal/drafts/cancel", tag: "journal", summary: "Discard a journal draft: nothing is written; the tool result records it (409 while the answer showing it is still being written)", body: JournalDraftBody, response: json("The decision recorded in the tool result, and whether it was already taken", 200, JournalDraftAnswer) },
  { method: "post", path: "/journal/import", tag: "journal", summary: "Import uploaded files (multipart field `files`: Markdown or text files, Day One JSON exports, zips of them; optional field `dateOrder`: DMY or MDY); progress lines (reading, saving, then processing by the journal.process job) then a done line `{ type: done, created, updated, unchanged, kept, skipped: [{ name, reason, code?, params? }] }` (a skipped file's `code`, e.g. IMPORT_EMPTY, IMPORT_UNSUPPORTED_TYPE `{ extension, document }`, IMPORT_ZIP_TOO_LARGE `{ megabytes }`, IMPORT_AMBIGUOUS_DATE `{ text, first, second, place? }`, says `reason` for a client to word itself; core's journalImportSkipCodes lists every code and its params); an upload with no entry at all answers 400 INVALID_INPUT with `problem: { code: IMPORT_NOTHING_TO_IMPORT, params: { files, more } }` and the files it names in `skipped`; an upload with no file or more files than an import takes is refused before any is read, 400 INVALID_INPUT with `problem` IMPORT_NO_FILES or IMPORT_TOO_MANY_FILES `{ files, max }` (core's journalImportUploadProblemCodes)", bodyType: "multipart/form-data", response: ndjson("`{ type: progress|done|error, … }` lines") },
  { method: "get", path: "/journal/timeseries", tag: "journal", summary: "A mood metric per day", query: ["metric", "from", "to", "days"], response: json("`{ metric, from, to, points, sampled, every, average, min, max, count, trend, byWeekday, byMonth, byWeek, weeksOmitted, monthsOmitted, bands }` (what get_time_series returns)", 200, GetTimeSeriesOutput) },
  { method: "get", path: "/journal/summaries/{kind}/{period}", tag: "journal", summary: "The stored month (YYYY-MM) or year (YYYY) in review; NOT_FOUND until a POST made it", response: json("`{ summary }`", 200, Schema.Struct({ summary: SummaryView })) },
  { method: "post", path: "/journal/summaries/{kind}/{period}", tag: "journal", summary: "Make (or bring up to date) and store the month (YYYY-MM) or year (YYYY) in review", response: json("`{ summary }` (null when nothing was written; what get_month_summary and get_year_summary return)", 200, SummaryOutput) },
  { method: "get", path: "/journal/current-state", tag: "journal", summary: "Recent mood with trends, themes, stressors, what helps, todos with first steps", query: ["days"], response: json("Current state (what get_current_state returns)", 200, GetCurrentStateOutput) },
  { method: "get", path: "/journal/pipeline", tag: "journal", summary: "Ingestion progress: entry counts, whether the journal.process job is running or queued, and the latest such job (with its last error)", response: json("`{ pending, done, failed, running, queued, job }`", 200, PipelineStatus) },
  { method: "post", path: "/journal/pipeline/run", tag: "journal", summary: "Queue the journal.process job now for pending entries and failed ones with attempts left", response: json("`{ scheduled: true, jobId }`", 202, Schema.Struct({ scheduled: Schema.Literal(true), jobId: Job.fields.id })) },
  { method: "get", path: "/journal/processing", tag: "journal", summary: "While entries still wait for the pipeline: how many are analysed so far of all (what the journal tools report in meta.processing); null when none waits", response: json("`{ processing: { source, pending, processed, total } | null }`", 200, Schema.Struct({ processing: Schema.NullOr(ToolResultProcessing) })) },
  { method: "get", path: "/journal/sample", tag: "journal", summary: "The generated sample entries still in the journal (edited ones are the person's own)", response: json("`{ count, entryIds }`", 200, Schema.Struct({ count: Count, entryIds: Schema.Array(JournalEntry.fields.id) })) },
  { method: "delete", path: "/journal/sample", tag: "journal", summary: "Remove every sample entry; entries the person edited stay", response: json("`{ deleted }`", 200, Schema.Struct({ deleted: Count })) },
  { method: "get", path: "/journal/search", tag: "journal", summary: "Search entries by meaning and keywords (what the chat's search_journal finds)", query: ["q", "limit"], response: json("`{ results: [{ entryId, date, excerpt, score, confidence }], confidence }` (what search_journal returns)", 200, SearchJournalOutput) },
  { method: "get", path: "/journal/on-this-day", tag: "journal", summary: "Entries of the same date in earlier years, newest first", query: ["date"], response: json("`{ date, entries }`") },
];
