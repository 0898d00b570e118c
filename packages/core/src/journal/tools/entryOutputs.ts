import { Schema } from "effect";
import { MoodReading } from "./moodReading.js";

/** Orders of `get_recent_entries`: by date, or by a mood reading of the entry (analysed entries only). */
export const EntrySort = Schema.Literals(["newest", "oldest", "happiest", "unhappiest", "most_stressed", "calmest", "most_energetic", "most_tired"]);
export type EntrySort = typeof EntrySort.Type;

/** An entry as a list shows it: its date, title and the start of its text. */
export const RecentEntry = Schema.Struct({
  entryId: Schema.String,
  date: Schema.String,
  title: Schema.NullOr(Schema.String),
  excerpt: Schema.String,
  /** The entry's mood readings (0-100), when the entries were ordered by mood. */
  mood: Schema.optional(MoodReading),
});
export type RecentEntry = typeof RecentEntry.Type;

/** What `get_recent_entries` returns. */
export const GetRecentEntriesOutput = Schema.Struct({
  entries: Schema.Array(RecentEntry),
  sort: EntrySort,
});
export type GetRecentEntriesOutput = typeof GetRecentEntriesOutput.Type;

/** An entry's whole text (cut at a bound, and then marked `truncated`). */
export const FullEntry = Schema.Struct({
  entryId: Schema.String,
  date: Schema.String,
  title: Schema.NullOr(Schema.String),
  content: Schema.String,
  truncated: Schema.Boolean,
});
export type FullEntry = typeof FullEntry.Type;

/** What `get_entry` returns. */
export const GetEntryOutput = Schema.Struct({
  entries: Schema.Array(FullEntry),
  /** When nothing was written on the asked date: the closest dates with entries before and after it. */
  nearestDates: Schema.optional(Schema.Struct({ before: Schema.NullOr(Schema.String), after: Schema.NullOr(Schema.String) })),
});
export type GetEntryOutput = typeof GetEntryOutput.Type;

/** How sure a search is that a result answers the query. */
export const SearchConfidence = Schema.Literals(["high", "low"]);
export type SearchConfidence = typeof SearchConfidence.Type;

/** One passage of the journal that matched a search. */
export const SearchJournalResult = Schema.Struct({
  entryId: Schema.String,
  date: Schema.String,
  excerpt: Schema.String,
  score: Schema.Number,
  confidence: SearchConfidence,
});
export type SearchJournalResult = typeof SearchJournalResult.Type;

/** What `search_journal` returns. */
export const SearchJournalOutput = Schema.Struct({
  results: Schema.Array(SearchJournalResult),
  /** "none" when nothing passed the similarity floor: the journal says nothing about the query. */
  confidence: Schema.Literals(["high", "low", "none"]),
  /**
   * Words of the query no entry of the searched period holds (nor a related
   * word of theirs) while others are: the journal never mentions them, so
   * the results (all "low" unless alike in meaning) match only the query's
   * other words and are not about these. Absent with no results.
   */
  missing: Schema.optional(Schema.Array(Schema.String)),
  /**
   * The query's words when each is in some entry but no entry holds them all ("walk" and "Sintra", never
   * together): the results match only some of them, and the journal never speaks of them together.
   */
  apart: Schema.optional(Schema.Array(Schema.String)),
});
export type SearchJournalOutput = typeof SearchJournalOutput.Type;
