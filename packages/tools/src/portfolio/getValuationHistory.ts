import { GetValuationHistoryOutput, valuationPoint, valuationSeries } from "@lifeos/core";
import { Effect } from "effect";
import { defineTool } from "../registry/Tool.js";
import { findAccount } from "./accountScope.js";
import { GetPerformanceParameters, resolvePeriod } from "./getPerformance.js";
import { loadPortfolio, todayIn } from "./loadPortfolio.js";
import { portfolioMeta } from "./meta.js";
import { extremesOf, sampleSeries } from "../series/sampleSeries.js";

/**
 * Most points `get_valuation_history` returns: as many as fit a tool result a model reads back
 * (`toolResultCharBudget`, about 90 characters a point); longer series are sampled evenly.
 */
export const valuationPointsMax = 150;

/**
 * `get_valuation_history`: daily value and net contribution over a period. A series longer than 150 days
 * keeps every `every`-th day, the last day and the days of the lowest and highest value (`sampled: true`);
 * `days` is how many days the whole series has.
 */
export const getValuationHistory = defineTool({
  name: "get_valuation_history",
  description:
    "The portfolio's value and net contribution (money put in minus taken out) per day over a period (1M, 3M, 6M, YTD, 1Y, 3Y, 5Y, ALL or from/to), in the base currency, at most 150 points: a longer series is sampled evenly (sampled: true, every: N days kept one, days: the series' length), always keeping the first and last day and the days of the lowest and highest value. stale marks days valued with a price or rate older than a week. Use for charts and 'how has my portfolio grown'.",
  parameters: GetPerformanceParameters,
  output: GetValuationHistoryOutput,
  readOnly: true,
  maxResults: valuationPointsMax,
  run: (params, context) =>
    Effect.gen(function* () {
      const data = yield* loadPortfolio(context.userId);
      const account = yield* findAccount(data.accounts, params.account);
      const range = yield* resolvePeriod(params.period, params.from, params.to ?? todayIn(context.now, context.timeZone));
      const series = valuationSeries(data, range.to, { ...(range.from === undefined ? {} : { from: range.from }), ...(account === undefined ? {} : { accountIds: [account.id] }) });
      const sample = sampleSeries(series.dates.length, valuationPointsMax, extremesOf(series.values));
      const points = sample.indexes.map((index) => {
        const point = valuationPoint(series, index);
        return { date: point.date, value: point.value, netContribution: point.netContribution, stale: point.stale };
      });
      return {
        data: { baseCurrency: data.baseCurrency, period: range.period, points, sampled: sample.sampled, every: sample.every, days: series.dates.length, missingFx: series.missingFx },
        meta: portfolioMeta(points.length, series.dates.length, { period: range.period, from: range.from, to: range.to, account: account?.name }),
      };
    }),
});
