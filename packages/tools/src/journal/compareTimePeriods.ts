import { CompareTimePeriodsOutput, EntryAnalyticsRepository, InvalidInput, LocalDate, MoodMetric } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { listMeta } from "./meta.js";
import { metricDigits, metricValue } from "./metrics.js";
import { dailyAverages, mean, round } from "./stats.js";

const Period = Schema.Struct({ from: LocalDate, to: LocalDate });

export const CompareTimePeriodsParameters = Schema.Struct({
  metric: MoodMetric,
  first: Period,
  second: Period,
});
export type CompareTimePeriodsParameters = typeof CompareTimePeriodsParameters.Type;

export type CompareTimePeriodsData = CompareTimePeriodsOutput;

/** `compare_time_periods`: a metric's daily average over two inclusive date ranges. */
export const compareTimePeriods = defineTool({
  name: "compare_time_periods",
  description:
    "Compare a mood metric between two inclusive date ranges: happiness, stress, energy or valence (the overall " +
    "mood), all on a 0-100 scale (valence: 50 is neutral). Returns the average and number of days with readings in " +
    "each, and the difference (second minus first, null if a period has none).",
  parameters: CompareTimePeriodsParameters,
  output: CompareTimePeriodsOutput,
  readOnly: true,
  maxResults: 2,
  run: (params, context) =>
    Effect.gen(function* () {
      const analytics = yield* EntryAnalyticsRepository;
      const digits = metricDigits;
      const summarize = (period: { from: LocalDate; to: LocalDate }, field: string) =>
        Effect.gen(function* () {
          if (period.from > period.to) {
            return yield* Effect.fail(new InvalidInput({ message: `${field}.from is after ${field}.to`, field }));
          }
          const readings = yield* analytics.listByDateRange(context.userId, period.from, period.to);
          const daily = dailyAverages(readings.map((reading) => ({ date: reading.date, value: metricValue(reading, params.metric) })));
          const average = mean(daily.map((point) => point.value));
          return { from: period.from, to: period.to, average: average === null ? null : round(average, digits), count: daily.length };
        });
      const first = yield* summarize(params.first, "first");
      const second = yield* summarize(params.second, "second");
      const difference =
        first.average === null || second.average === null ? null : round(second.average - first.average, digits);
      const data: CompareTimePeriodsData = { metric: params.metric, first, second, difference };
      return { data, meta: listMeta(2, 2, { metric: params.metric, first: params.first, second: params.second }) };
    }),
});
