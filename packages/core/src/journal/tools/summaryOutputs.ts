import { Schema } from "effect";
import { AnalysisMethod } from "../analytics.js";
import { SummaryKind } from "../summary.js";

/** A month or year summary as the tools and the summary routes return it. */
export const SummaryView = Schema.Struct({
  kind: SummaryKind,
  period: Schema.String,
  narrative: Schema.String,
  positiveDrivers: Schema.Array(Schema.String),
  negativeDrivers: Schema.Array(Schema.String),
  topEvents: Schema.Array(Schema.String),
  happinessAverage: Schema.NullOr(Schema.Number),
  happinessInterval: Schema.NullOr(Schema.Struct({ low: Schema.Number, high: Schema.Number })),
  entryCount: Schema.Int,
  /** "model" when a language model wrote the narrative, "lexicon" when it was assembled offline. */
  method: AnalysisMethod,
  /** ISO 8601 instant. */
  generatedAt: Schema.String,
});
export type SummaryView = typeof SummaryView.Type;

/** What `get_month_summary` and `get_year_summary` (and the summary routes) return. */
export const SummaryOutput = Schema.Struct({
  /** null when nothing was written in the period. */
  summary: Schema.NullOr(SummaryView),
});
export type SummaryOutput = typeof SummaryOutput.Type;
