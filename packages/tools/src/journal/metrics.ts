import type { EntryAnalytics, MoodMetric, MoodReading } from "@lifeos/core";

/**
 * A metric's value in an analysis, on the one 0-100 scale every tool
 * reports: happiness, stress and energy as stored; valence (the overall
 * mood, stored -1..1) mapped linearly so that 50 is neutral.
 */
export const metricValue = (analytics: EntryAnalytics, metric: MoodMetric): number =>
  metric === "valence" ? moodFromValence(analytics.valence) : analytics[metric];

/** Valence (-1..1) on the 0-100 scale: -1 → 0, 0 → 50, 1 → 100. */
export const moodFromValence = (valence: number): number => Math.round((valence + 1) * 500) / 10;

/** The change in a metric that counts as a real rise or fall (points of the 0-100 scale). */
export const trendThreshold = 5;

/** Decimal places metrics are reported with. */
export const metricDigits = 1;

export const moodReading = (analytics: EntryAnalytics): MoodReading => ({
  happiness: Math.round(analytics.happiness),
  stress: Math.round(analytics.stress),
  energy: Math.round(analytics.energy),
  mood: Math.round(moodFromValence(analytics.valence)),
});
