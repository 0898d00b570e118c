import type { PeriodAverage, WeekdayAverage } from "@lifeos/core";
import { addDays, EntryAnalyticsRepository, GetTimeSeriesOutput, LocalDate, localDate, MoodMetric } from "@lifeos/core";
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
/** The bounds of the `bands` counts: below 40 is low, above 60 high. */
export const bandLow = 40;
export const bandHigh = 60;

/** Most weeks or months listed whole; past it only the `extremePeriods` lowest and highest are. */
export const maxPeriods = 60;
const extremePeriods = 10;

/** The periods, or past `maxPeriods` only the lowest and highest averages (in date order), with how many were left out. */
const boundPeriods = (periods: ReadonlyArray<PeriodAverage>): { kept: PeriodAverage[]; omitted: number } => {
  if (periods.length <= maxPeriods) return { kept: [...periods], omitted: 0 };
  const ranked = [...periods].sort((a, b) => (a.average ?? 0) - (b.average ?? 0));
  const chosen = new Set([...ranked.slice(0, extremePeriods), ...ranked.slice(-extremePeriods)]);
  const kept = periods.filter((period) => chosen.has(period));
  return { kept, omitted: periods.length - kept.length };
};

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

/** The last day of the `YYYY-MM` month of a date. */
const monthEnd = (date: string): string => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The mean of the daily values of each period a date falls in (its month, or its week from Monday), oldest first. */
const periodAverages = (daily: ReadonlyArray<{ date: string; value: number }>, digits: number, periodOf: (date: string) => { from: string; to: string }): PeriodAverage[] => {
  const periods = new Map<string, { from: string; to: string; total: number; count: number }>();
  for (const point of daily) {
    const { from, to } = periodOf(point.date);
    const slot = periods.get(from) ?? { from, to, total: 0, count: 0 };
    slot.total += point.value;
    slot.count += 1;
    periods.set(from, slot);
  }
  return [...periods.values()].map((slot) => ({ from: slot.from, to: slot.to, average: round(slot.total / slot.count, digits), count: slot.count }));
};

const monthOf = (date: string) => ({ from: `${date.slice(0, 7)}-01`, to: monthEnd(date) });
const weekOf = (date: string) => {
  const monday = addDays(localDate(date), 1 - isoWeekday(date));
  return { from: monday as string, to: addDays(monday, 6) as string };
};

/** `get_time_series`: one mood metric per day over a date range (default: the last 30 days). */
export const getTimeSeries = defineTool({
  name: "get_time_series",
  description:
    "A mood metric over time from the analysed entries: happiness, stress, energy or valence (the overall mood), all " +
    "on a 0-100 scale (valence: 50 is neutral). " +
    "Returns daily points (averaged into at most 120 buckets for long ranges: sampled true, every N days per point), average, min, max, count of days " +
    "and trend, the average per weekday (byWeekday, Monday first) and per month and week of the range (byMonth, byWeek: from, to, " +
    "average, count; for 'my best month', 'my worst week'; past 60 weeks or months only the 10 lowest and 10 highest are listed, weeksOmitted/monthsOmitted say how many were left out), and bands: the days below 40, from 40 to 60 and above 60 ('how often am I stressed?'). Default range: the last 30 days. count 0 means no analysed entries in the range.",
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
      const weeks = boundPeriods(periodAverages(daily, digits, weekOf));
      const months = boundPeriods(periodAverages(daily, digits, monthOf));
      const data: GetTimeSeriesData = {
        metric: params.metric,
        from: range.from,
        to: range.to,
        points,
        sampled: points.length < daily.length,
        every: points.length < daily.length ? Math.ceil(daily.length / maxSeriesPoints) : 1,
        average: values.length === 0 ? null : round(values.reduce((a, b) => a + b, 0) / values.length, digits),
        min: values.length === 0 ? null : round(Math.min(...values), digits),
        max: values.length === 0 ? null : round(Math.max(...values), digits),
        count: daily.length,
        trend: trendOf(daily, trendThreshold),
        byWeekday: weekdayAverages(daily, digits),
        byMonth: months.kept,
        byWeek: weeks.kept,
        weeksOmitted: weeks.omitted,
        monthsOmitted: months.omitted,
        bands: {
          low: values.filter((value) => value < bandLow).length,
          middle: values.filter((value) => value >= bandLow && value <= bandHigh).length,
          high: values.filter((value) => value > bandHigh).length,
        },
      };
      return { data, meta: listMeta(points.length, daily.length, { from: range.from, to: range.to, metric: params.metric }) };
    }),
});
