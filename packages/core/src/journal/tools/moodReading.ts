import { Schema } from "effect";

/** A number on the one 0-100 scale every journal tool reports mood on. */
export const MoodScore = Schema.Number;

/** An entry's readings on the 0-100 scale. */
export const MoodReading = Schema.Struct({
  happiness: MoodScore,
  stress: MoodScore,
  energy: MoodScore,
  /** The overall mood (valence on the 0-100 scale). */
  mood: MoodScore,
});
export type MoodReading = typeof MoodReading.Type;

/** Where a metric is heading: `insufficient` when there are too few readings to say. */
export const Trend = Schema.Literals(["rising", "falling", "steady", "insufficient"]);
export type Trend = typeof Trend.Type;
