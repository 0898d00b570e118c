import { Schema } from "effect";
import { UserId } from "../common/ids.js";
import { AnalysisMethod } from "./analytics.js";

export const SummaryKind = Schema.Literals(["month", "year"]);
export type SummaryKind = typeof SummaryKind.Type;

/** `YYYY-MM` for a month, `YYYY` for a year. */
export const SummaryPeriod = Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{4}(-(0[1-9]|1[0-2]))?$/)));

/**
 * A month or year in review: a narrative (model-written or extractive), what
 * lifted and what weighed on the period, its main events, and the happiness
 * average with a 95% confidence interval (null when there were no readings).
 */
export const JournalSummary = Schema.Struct({
  userId: UserId,
  kind: SummaryKind,
  period: SummaryPeriod,
  narrative: Schema.String,
  positiveDrivers: Schema.Array(Schema.String),
  negativeDrivers: Schema.Array(Schema.String),
  topEvents: Schema.Array(Schema.String),
  happinessAverage: Schema.NullOr(Schema.Finite),
  happinessInterval: Schema.NullOr(Schema.Struct({ low: Schema.Finite, high: Schema.Finite })),
  entryCount: Schema.Int,
  method: AnalysisMethod,
  /** Hash of the inputs the summary was made from: a changed month is summarised again. */
  sourceHash: Schema.String,
  generatedAt: Schema.Date,
});
export type JournalSummary = typeof JournalSummary.Type;
