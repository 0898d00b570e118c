import type { WeekdayAverage } from "@lifeos/core";
import { EntryAnalyticsRepository, GetTimeSeriesOutput, LocalDate, MoodMetric } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { resolveRange } from "./dates.js";
import { listMeta } from "./meta.js";
import { metricDigits, metricValue, trendThreshold } from "./metrics.js";
import { dailyAverages, downsample, round, trendOf } from "./stats.js";

export const GetTimeSeriesParameters = Schema.Struct({
  metric: MoodMetric,
  from: Schema.optional(LocalDate),
  to: Schema.optional(LocalDate),
});
export type GetTimeSeriesParameters = typeof GetTimeSeriesParameters.Type;

export type GetTimeSeriesData = GetTimeSeriesOutput;

/** Most points returned; longer series are averaged into this many buckets. */
export const maxSeriesPoints = 120;
const defaultDays = 30;

/** ISO weekday of a `YYYY-MM-DD` date: 1 = Monday … 7 = Sunday. */
const isoWeekday = (date: string): number => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The mean of the daily values falling on each weekday, Monday first. */
const weekdayAverages = (daily: ReadonlyArray<{ date: string; value: number }>, digits: number): WeekdayAverage[] => {
  const sums = Array.from({ length: 7 }, () => ({ total: 0, count: 0 }));
  for (const point of daily) {
    const slot = sums[isoWeekday(point.date) - 1]!;
    slot.total += point.value;
    slot.count += 1;
  }
  return sums.map((slot, index) => ({ weekday: index + 1, average: slot.count === 0 ? null : round(slot.total / slot.count, digits), count: slot.count }));
};

/** `get_time_series`: one mood metric per day over a date range (default: the last 30 days). */
export const getTimeSeries = defineTool({
  name: "get_time_series",
  description:
    "A mood metric over time from the analysed entries: happiness, stress, energy or valence (the overall mood), all " +
    "on a 0-100 scale (valence: 50 is neutral). " +
    "Returns daily points (averaged into at most 120 buckets for long ranges), average, min, max, count of days " +
    "and trend, and the average per weekday (byWeekday, Monday first). Default range: the last 30 days. count 0 means no analysed entries in the range.",
  parameters: GetTimeSeriesParameters,
  output: GetTimeSeriesOutput,
  readOnly: true,
  maxResults: maxSeriesPoints,
  run: (params, context) =>
    Effect.gen(function* () {
      const analytics = yield* EntryAnalyticsRepository;
      const range = yield* resolveRange(context, params.from, params.to, defaultDays);
      const readings = yield* analytics.listByDateRange(context.userId, range.from, range.to);
      const daily = dailyAverages(readings.map((reading) => ({ date: reading.date, value: metricValue(reading, params.metric) })));
      const digits = metricDigits;
      const values = daily.map((point) => point.value);
      const points = downsample(daily, maxSeriesPoints).map((point) => ({ date: point.date, value: round(point.value, digits) }));
      const data: GetTimeSeriesData = {
        metric: params.metric,
        from: range.from,
        to: range.to,
        points,
        average: values.length === 0 ? null : round(values.reduce((a, b) => a + b, 0) / values.length, digits),
        min: values.length === 0 ? null : round(Math.min(...values), digits),
        max: values.length === 0 ? null : round(Math.max(...values), digits),
        count: daily.length,
        trend: trendOf(daily, trendThreshold),
        byWeekday: weekdayAverages(daily, digits),
      };
      return { data, meta: listMeta(points.length, daily.length, { from: range.from, to: range.to, metric: params.metric }) };
    }),
});
