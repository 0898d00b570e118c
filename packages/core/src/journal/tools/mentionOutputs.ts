import { Schema } from "effect";
import { MoodMetric } from "../analytics.js";
import { Trend } from "./moodReading.js";

/** How many entries of one month mention a topic, and how many words those entries hold. */
export const MonthCount = Schema.Struct({ month: Schema.String, count: Schema.Number, words: Schema.optional(Schema.Number) });
export type MonthCount = typeof MonthCount.Type;

/** How the counted entries fall on one day of the week ("mondays" … "sundays") over the period read. */
export const WeekdayWriting = Schema.Struct({
  weekday: Schema.Literals(["mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays"]),
  /** Days of this weekday the period held (from its first entry, or its start, to its end or today). */
  calendarDays: Schema.Number,
  /** Those days with a counted entry. */
  daysWritten: Schema.Number,
  /** Counted entries written on this weekday. */
  entries: Schema.Number,
  /** Their average length in words (whole words; 0 with no entry). */
  averageWords: Schema.Number,
});
export type WeekdayWriting = typeof WeekdayWriting.Type;

/** One entry by its length: its day, its words and how it begins. */
export const EntryLength = Schema.Struct({ date: Schema.String, words: Schema.Number, opening: Schema.String });
export type EntryLength = typeof EntryLength.Type;

/** One reading of a template field: the entry's day, the value, and the entry it is written in. */
export const FieldReading = Schema.Struct({ date: Schema.String, value: Schema.Number, entryId: Schema.String });

/**
 * A template field the entries record ("Sono: 6h", "Steps: 8000", "Humor: 7/10", "Treino: sim") over the period: its
 * name as most written, its unit ("h", "/10"; null when none), how many entries record it, the average, the lowest and
 * highest with their days, the trend, the latest readings (newest first, at most 10) and, for a number, its average by
 * day of the week. A yes/no field ("yesNo") reads
 * yes as 1 and no as 0, and says how many entries said yes.
 */
export const FieldMeasure = Schema.Struct({
  name: Schema.String,
  unit: Schema.NullOr(Schema.String),
  kind: Schema.Literals(["number", "yesNo"]),
  entries: Schema.Number,
  average: Schema.Number,
  min: Schema.Struct({ value: Schema.Number, date: Schema.String }),
  max: Schema.Struct({ value: Schema.Number, date: Schema.String }),
  yes: Schema.optional(Schema.Number),
  trend: Trend,
  readings: Schema.Array(FieldReading),
  /** A number field's average on each day of the week it was recorded (1 = Monday … 7 = Sunday), with how many entries recorded it then; days without a reading are left out. */
  byWeekday: Schema.optional(Schema.Array(Schema.Struct({ weekday: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 7 })), average: Schema.Number, count: Schema.Int }))),
});
export type FieldMeasure = typeof FieldMeasure.Type;

/**
 * What `count_mentions` returns: every entry of the period read (not a
 * search's top hits), so `mentions` is the real count.
 */
/** One mentioning entry's sentences that hold a query word: what an entry naming someone tells of them. */
export const MentionSentences = Schema.Struct({ date: Schema.String, sentences: Schema.Array(Schema.String) });
export type MentionSentences = typeof MentionSentences.Type;

export const CountMentionsOutput = Schema.Struct({
  /** The words counted (each with its related words). */
  query: Schema.String,
  /** The period read: the asked bounds, else the first entry's date to today. Null bounds when the journal is empty. */
  from: Schema.NullOr(Schema.String),
  to: Schema.NullOr(Schema.String),
  /** Entries written in the period (on the days asked, weekends or weekdays, when asked). */
  entries: Schema.Number,
  /** Entries of the period that mention every query word (or one of its related words). */
  mentions: Schema.Number,
  /** Distinct days among them. */
  days: Schema.Number,
  /** Words those entries hold, all told ("how many words have I written?"). */
  words: Schema.optional(Schema.Number),
  firstDate: Schema.NullOr(Schema.String),
  lastDate: Schema.NullOr(Schema.String),
  /** The latest dates that mention it, newest first (at most 5). */
  recentDates: Schema.Array(Schema.String),
  /** Mentions per calendar month of the period, oldest first (only months with one). */
  byMonth: Schema.Array(MonthCount),
  /** Mentions per week and per month over the period's length (one decimal). */
  perWeek: Schema.Number,
  perMonth: Schema.Number,
  /** True when the period held more entries than one call reads (the counts cover the newest ones read). */
  truncated: Schema.Boolean,
  /** The longest run of days of the period with no entry between two entries (or after the last one, to the period's end). */
  longestGap: Schema.optional(Schema.NullOr(Schema.Struct({ from: Schema.String, to: Schema.String, days: Schema.Number }))),
  /** The longest run of days in a row with an entry in the period (the earliest of equal runs); null with no entry. */
  longestStreak: Schema.optional(Schema.NullOr(Schema.Struct({ from: Schema.String, to: Schema.String, days: Schema.Number }))),
  /** The counted entries by day of the week, Monday first (see `WeekdayWriting`). */
  byWeekday: Schema.optional(Schema.Array(WeekdayWriting)),
  /** Days in a row with an entry, ending on the period's last day (or the day before it): 0 when the run is broken. */
  currentStreak: Schema.optional(Schema.Number),
  /**
   * With a query: the longest run of days in a row whose entries mention it (the earliest of equal runs; null with no
   * mention), and the days in a row mentioning it up to the period's last day (or the day before): "my longest running streak".
   */
  mentionStreak: Schema.optional(
    Schema.Struct({ longest: Schema.NullOr(Schema.Struct({ from: Schema.String, to: Schema.String, days: Schema.Number })), current: Schema.Number }),
  ),
  /** The counted entries with the most words, longest first (at most 3), and the one with the fewest: "what's my longest entry?". */
  longestEntries: Schema.optional(Schema.Array(EntryLength)),
  shortestEntry: Schema.optional(Schema.NullOr(EntryLength)),
  /** The template fields the period's entries record whose name is a query word, in either language (every field without a query): see `FieldMeasure`. */
  measures: Schema.optional(Schema.Array(FieldMeasure)),
  /**
   * Asked with `sentences`: each mentioning entry's sentences that hold a query word (or a related one), newest first, as
   * many as fit one result (fewer than `mentions` when the rest did not).
   */
  told: Schema.optional(Schema.Array(MentionSentences)),
});
export type CountMentionsOutput = typeof CountMentionsOutput.Type;

/** The kinds of name `rank_names` ranks. */
export const NameKind = Schema.Literals(["person", "place"]);
export type NameKind = typeof NameKind.Type;

/** One name (a person, a place) as the journal uses it. */
export const NameMentions = Schema.Struct({
  name: Schema.String,
  /** Entries of the period that name it. */
  entries: Schema.Number,
  lastDate: Schema.String,
  /** The days of the period that name it, newest first, at most a week's: where one went last weekend, day by day. */
  recentDates: Schema.Array(Schema.String),
  /** Asked by a mood metric: its average (0-100) over the analysed entries that name it. */
  average: Schema.optional(Schema.Number),
});
export type NameMentions = typeof NameMentions.Type;

/** What `rank_names` returns: the people or places the period's entries name, most entries first. */
export const RankNamesOutput = Schema.Struct({
  kind: NameKind,
  from: Schema.NullOr(Schema.String),
  to: Schema.NullOr(Schema.String),
  /** Entries written in the period. */
  entries: Schema.Number,
  names: Schema.Array(NameMentions),
  /**
   * Asked by a mood metric ("who makes me happy?"): the metric, and its average over every analysed entry of the period
   * (null with none), against which each name's `average` reads. The names are then ranked by their average.
   */
  metric: Schema.optional(MoodMetric),
  overall: Schema.optional(Schema.NullOr(Schema.Number)),
  /** True when the names are ranked lowest average first ("who makes me sad?"). */
  lowest: Schema.optional(Schema.Boolean),
});
export type RankNamesOutput = typeof RankNamesOutput.Type;
