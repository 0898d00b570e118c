import type { TimeSeriesPoint, Trend } from "@lifeos/core";

/** Pure statistics over mood readings. */

type Point = TimeSeriesPoint;

export const round = (value: number, digits = 1): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

export const mean = (values: ReadonlyArray<number>): number | null =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The mean with a 95% confidence interval (normal approximation with the
 * sample standard deviation); null for no values, a zero-width interval for one.
 */
export const meanWithInterval = (
  values: ReadonlyArray<number>,
): { average: number; low: number; high: number } | null => {
  const average = mean(values);
  if (average === null) return null;
  if (values.length < 2) return { average, low: average, high: average };
  const variance = values.reduce((sum, value) => sum + (value - average) ** 2, 0) / (values.length - 1);
  const margin = 1.96 * Math.sqrt(variance / values.length);
  return { average, low: average - margin, high: average + margin };
};

/** One point per date: readings of the same day are averaged. Output is by date ascending. */
export const dailyAverages = (readings: ReadonlyArray<Point>): Point[] => {
  const byDate = new Map<string, { sum: number; count: number }>();
  for (const { date, value } of readings) {
    const bucket = byDate.get(date) ?? { sum: 0, count: 0 };
    bucket.sum += value;
    bucket.count += 1;
    byDate.set(date, bucket);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, { sum, count }]) => ({ date, value: sum / count }));
};

/**
 * At most `max` points: consecutive points are grouped into equal buckets
 * and averaged; a bucket is dated by its first point.
 */
export const downsample = (points: ReadonlyArray<Point>, max: number): Point[] => {
  if (points.length <= max) return [...points];
  const size = Math.ceil(points.length / max);
  const result: Point[] = [];
  for (let start = 0; start < points.length; start += size) {
    const bucket = points.slice(start, start + size);
    result.push({ date: bucket[0]!.date, value: mean(bucket.map((point) => point.value)) ?? 0 });
  }
  return result;
};

/**
 * The direction of a series from its least-squares slope over time: the fitted
 * change across the whole span must exceed `threshold` (in the metric's units)
 * to count as rising or falling. Fewer than three points is "insufficient".
 */
export const trendOf = (points: ReadonlyArray<Point>, threshold: number): Trend => {
  if (points.length < 3) return "insufficient";
  const xs = points.map((point) => Date.parse(`${point.date}T00:00:00Z`) / 86_400_000);
  const ys = points.map((point) => point.value);
  const meanX = mean(xs)!;
  const meanY = mean(ys)!;
  let numerator = 0;
  let denominator = 0;
  xs.forEach((x, index) => {
    numerator += (x - meanX) * (ys[index]! - meanY);
    denominator += (x - meanX) ** 2;
  });
  if (denominator === 0) return "steady";
  const span = xs[xs.length - 1]! - xs[0]!;
  const change = (numerator / denominator) * span;
  return change > threshold ? "rising" : change < -threshold ? "falling" : "steady";
};

/** A change between two averages as a trend label. */
export const changeTrend = (current: number | null, previous: number | null, threshold: number): Trend =>
  current === null || previous === null
    ? "insufficient"
    : current - previous > threshold
      ? "rising"
      : previous - current > threshold
        ? "falling"
        : "steady";
