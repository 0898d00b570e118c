import type { EntryAnalytics, MoodMetric } from "@lifeos/core";

/** A metric's value in an analysis. */
export const metricValue = (analytics: EntryAnalytics, metric: MoodMetric): number => analytics[metric];

/** The change in a metric that counts as a real rise or fall (in the metric's units). */
export const trendThreshold = (metric: MoodMetric): number => (metric === "valence" ? 0.1 : 5);

/** Decimal places a metric is reported with. */
export const metricDigits = (metric: MoodMetric): number => (metric === "valence" ? 2 : 1);
