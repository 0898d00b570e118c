import { Schema } from "effect";
import { MoodMetric } from "../analytics.js";
import { MoodScore, Trend } from "./moodReading.js";

/** One day of a mood series (readings of the same day averaged). */
export const TimeSeriesPoint = Schema.Struct({ date: Schema.String, value: MoodScore });
export type TimeSeriesPoint = typeof TimeSeriesPoint.Type;

/** A metric's average over the days of one weekday in a range (1 = Monday … 7 = Sunday, as ISO 8601 numbers them). */
export const WeekdayAverage = Schema.Struct({
  weekday: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 7 })),
  average: Schema.NullOr(MoodScore),
  /** Days of this weekday with a reading. */
  count: Schema.Int,
});
export type WeekdayAverage = typeof WeekdayAverage.Type;

/** A metric's daily average over one inclusive date range. */
export const PeriodAverage = Schema.Struct({
  from: Schema.String,
  to: Schema.String,
  average: Schema.NullOr(MoodScore),
  /** Days with a reading. */
  count: Schema.Int,
});
export type PeriodAverage = typeof PeriodAverage.Type;

/**
 * What `get_time_series` (and `GET /journal/timeseries`) returns. Every list is bounded: a long range's
 * points are averaged into buckets (`sampled`, `every` days with a reading per point), and past 60 weeks
 * or months `byWeek` / `byMonth` keep only the 10 lowest and 10 highest (`weeksOmitted`, `monthsOmitted`).
 */
export const GetTimeSeriesOutput = Schema.Struct({
  metric: MoodMetric,
  from: Schema.String,
  to: Schema.String,
  points: Schema.Array(TimeSeriesPoint),
  /** Whether the points are averages of several days (the range has more days with a reading than points). */
  sampled: Schema.Boolean,
  /** How many days with a reading each point averages (1 when every day is its own point). */
  every: Schema.Int,
  average: Schema.NullOr(MoodScore),
  min: Schema.NullOr(MoodScore),
  max: Schema.NullOr(MoodScore),
  /** Days with a reading in the range. */
  count: Schema.Int,
  trend: Trend,
  /** The average per weekday, Monday first, over every day with a reading (before any bucketing): "is my mood better on weekends?". */
  byWeekday: Schema.Array(WeekdayAverage),
  /** The average per calendar month of the range with a reading, oldest first (before any bucketing): "what was my best month?". */
  byMonth: Schema.Array(PeriodAverage),
  /** The average per week (Monday to Sunday) of the range with a reading, oldest first: "what was my worst week?". */
  byWeek: Schema.Array(PeriodAverage),
  /** Weeks left out of `byWeek` (0 unless the range has more than 60): only the 10 lowest and 10 highest are listed then. */
  weeksOmitted: Schema.Int,
  /** Months left out of `byMonth`, as for weeks. */
  monthsOmitted: Schema.Int,
  /** Days with a reading whose daily average is below 40, from 40 to 60, and above 60 (before any bucketing): "how often am I stressed?". */
  bands: Schema.Struct({ low: Schema.Int, middle: Schema.Int, high: Schema.Int }),
});
export type GetTimeSeriesOutput = typeof GetTimeSeriesOutput.Type;

/** What `compare_time_periods` returns. */
export const CompareTimePeriodsOutput = Schema.Struct({
  metric: MoodMetric,
  first: PeriodAverage,
  second: PeriodAverage,
  /** second minus first; null when either period has no readings. */
  difference: Schema.NullOr(Schema.Number),
});
export type CompareTimePeriodsOutput = typeof CompareTimePeriodsOutput.Type;

/** A metric's last seven days against the seven before. */
export const MetricChange = Schema.Struct({
  current: Schema.NullOr(MoodScore),
  previous: Schema.NullOr(MoodScore),
  change: Schema.NullOr(Schema.Number),
  trend: Trend,
});
export type MetricChange = typeof MetricChange.Type;

/** A suggested next action, small enough to start today: each field a sentence in the user's language. */
export const Todo = Schema.Struct({
  title: Schema.String,
  firstStep: Schema.String,
  why: Schema.String,
  minutes: Schema.Number,
});
export type Todo = typeof Todo.Type;

/** What `get_current_state` (and `GET /journal/current-state`) returns. */
export const GetCurrentStateOutput = Schema.Struct({
  days: Schema.Int,
  /** The days each metric's current reading covers (7, or the whole period asked); its previous reading covers as many just before. */
  comparedDays: Schema.optional(Schema.Int),
  from: Schema.String,
  to: Schema.String,
  entryCount: Schema.Int,
  /** The newest entry's date, even when it is older than the window (null when the journal is empty). */
  lastEntryDate: Schema.NullOr(Schema.String),
  /** Every entry of the journal, and the oldest one's date (null when empty): "how many entries do I have?". */
  totalEntries: Schema.Int,
  firstEntryDate: Schema.NullOr(Schema.String),
  metrics: Schema.Struct({ happiness: MetricChange, stress: MetricChange, energy: MetricChange }),
  themes: Schema.Array(Schema.String),
  stressors: Schema.Array(Schema.String),
  protectiveFactors: Schema.Array(Schema.String),
  /** What came up on the days of lower energy than the window's usual ("why am I so tired?"), as stressors do for stress. */
  lowEnergyFactors: Schema.optional(Schema.Array(Schema.String)),
  /** What came up on the days less happy than the window's usual ("why am I so sad?"), other than the stressors. */
  lowMoodFactors: Schema.optional(Schema.Array(Schema.String)),
  /** Of the themes, stressors, protective factors and low-energy and low-mood factors, the common words the writer wrote in English: quoted in another language's answer («groceries»). */
  englishTerms: Schema.optional(Schema.Array(Schema.String)),
  todos: Schema.Array(Todo),
});
export type GetCurrentStateOutput = typeof GetCurrentStateOutput.Type;
