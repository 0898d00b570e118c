import { Schema } from "effect";
import { EntryId, UserId } from "../common/ids.js";
import { LocalDate } from "../common/time.js";

export const emotionNames = ["joy", "sadness", "anxiety", "anger", "gratitude", "calm"] as const;
export const EmotionName = Schema.Literals(emotionNames);
export type EmotionName = typeof EmotionName.Type;

const Unit = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 1 }));
const Percent = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 100 }));

/** How an analysis was made: by a language model, or offline by lexicon scoring. */
export const AnalysisMethod = Schema.Literals(["model", "lexicon"]);
export type AnalysisMethod = typeof AnalysisMethod.Type;

/**
 * The mood reading of one entry. Emotions are intensities in 0..1; happiness,
 * stress and energy are 0..100; valence is -1..1; arousal 0..1; confidence
 * 0..1 says how much text there was to go on.
 */
export const EntryAnalytics = Schema.Struct({
  entryId: EntryId,
  userId: UserId,
  date: LocalDate,
  emotions: Schema.Struct({
    joy: Unit,
    sadness: Unit,
    anxiety: Unit,
    anger: Unit,
    gratitude: Unit,
    calm: Unit,
  }),
  happiness: Percent,
  valence: Schema.Finite.check(Schema.isBetween({ minimum: -1, maximum: 1 })),
  arousal: Unit,
  stress: Percent,
  energy: Percent,
  events: Schema.Array(Schema.String),
  confidence: Unit,
  method: AnalysisMethod,
  model: Schema.NullOr(Schema.String),
  analyzedAt: Schema.Date,
});
export type EntryAnalytics = typeof EntryAnalytics.Type;

/** A metric the time-series tool can chart. */
export const MoodMetric = Schema.Literals(["happiness", "stress", "energy", "valence"]);
export type MoodMetric = typeof MoodMetric.Type;
