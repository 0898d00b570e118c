import type { EntryAnalytics, JournalEntry, RecentEntry } from "@lifeos/core";
import { EntryAnalyticsRepository, EntrySort, GetRecentEntriesOutput, JournalEntryRepository, LocalDate } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { today } from "./dates.js";
import { makeExcerpt, moodExcerpt } from "./excerpt.js";
import { listMeta } from "./meta.js";
import { moodReading } from "./metrics.js";
import { brightWords, darkWords, moodNegators } from "./moodWords.js";

export const GetRecentEntriesParameters = Schema.Struct({
  count: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 20 }))),
  before: Schema.optional(LocalDate),
  after: Schema.optional(LocalDate),
  sort: Schema.optional(EntrySort),
});
export type GetRecentEntriesParameters = typeof GetRecentEntriesParameters.Type;

export type GetRecentEntriesData = GetRecentEntriesOutput;

/** Longest span a mood order reads, and most analyses it ranks. */
const moodSortLimit = 5000;

const byMood: Readonly<Record<Exclude<EntrySort, "newest" | "oldest">, (reading: EntryAnalytics) => number>> = {
  happiest: (reading) => reading.happiness,
  unhappiest: (reading) => -reading.happiness,
  most_stressed: (reading) => reading.stress,
  calmest: (reading) => -reading.stress,
  most_energetic: (reading) => reading.energy,
  most_tired: (reading) => -reading.energy,
};

/** The mood orders whose top days are the good ones (their excerpt shows where the day reads glad); the others, the hard ones. */
const brightSorts: ReadonlySet<EntrySort> = new Set(["happiest", "calmest", "most_energetic"]);

/** An entry as listed: by date, its beginning; ranked by a mood, where its text carries that mood (`moodExcerpt`). */
const toRecent = (entry: JournalEntry, sort: EntrySort, reading?: EntryAnalytics): RecentEntry => ({
  entryId: entry.id,
  date: entry.date,
  title: entry.title,
  excerpt:
    sort === "newest" || sort === "oldest" ? makeExcerpt(entry.content) : moodExcerpt(entry.content, brightSorts.has(sort) ? brightWords : darkWords, moodNegators),
  ...(reading === undefined ? {} : { mood: moodReading(reading) }),
});

/**
 * `get_recent_entries`: journal entries, optionally on or after `after` and
 * on or before `before`, newest first by default; `oldest` reverses the
 * order, and the mood orders rank analysed entries by a reading (ties
 * newest first), each with its readings and an excerpt of where its text
 * carries that mood.
 */
export const getRecentEntries = defineTool({
  name: "get_recent_entries",
  description:
    "Journal entries by date, newest first (id, date, title, excerpt). Use for 'my last entry', 'what did I write this " +
    "week/yesterday'; sort 'oldest' for the first entries. sort 'happiest', 'unhappiest', 'most_stressed', 'calmest', " +
    "'most_energetic' or 'most_tired' ranks analysed entries by their mood reading (0-100, returned as mood) for 'what " +
    "made me happy last week'. count 1-20 (default 5); before/after are inclusive dates YYYY-MM-DD. An empty list means " +
    "there are no entries in that range.",
  parameters: GetRecentEntriesParameters,
  output: GetRecentEntriesOutput,
  readOnly: true,
  maxResults: 20,
  run: (params, context) =>
    Effect.gen(function* () {
      const entries = yield* JournalEntryRepository;
      const count = params.count ?? 5;
      const sort = params.sort ?? "newest";
      const scope = { before: params.before, after: params.after, sort: params.sort };
      if (sort === "newest" || sort === "oldest") {
        const page = yield* entries.list(context.userId, { from: params.after, to: params.before, order: sort === "newest" ? "desc" : "asc", limit: count });
        const data: GetRecentEntriesData = { entries: page.items.map((entry) => toRecent(entry, sort)), sort };
        const more = page.nextCursor !== null ? 1 : 0;
        return { data, meta: listMeta(data.entries.length, data.entries.length + more, scope) };
      }
      const readings = yield* (yield* EntryAnalyticsRepository).listByDateRange(
        context.userId,
        params.after ?? ("1000-01-01" as LocalDate),
        params.before ?? today(context),
        moodSortLimit,
      );
      const value = byMood[sort];
      const ranked = [...readings].sort((a, b) => value(b) - value(a) || (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
      const chosen: RecentEntry[] = [];
      for (const reading of ranked.slice(0, count)) {
        const entry = yield* entries.get(context.userId, reading.entryId).pipe(Effect.catchTag("NotFound", () => Effect.succeed(null)));
        if (entry !== null) chosen.push(toRecent(entry, sort, reading));
      }
      const data: GetRecentEntriesData = { entries: chosen, sort };
      return { data, meta: listMeta(chosen.length, readings.length, scope) };
    }),
});
