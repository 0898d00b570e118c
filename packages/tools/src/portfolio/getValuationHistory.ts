import { GetValuationHistoryOutput, valuationPoint, valuationSeries } from "@lifeos/core";
import { Effect } from "effect";
import { defineTool } from "../registry/Tool.js";
import { findAccount } from "./accountScope.js";
import { GetPerformanceParameters, resolvePeriod } from "./getPerformance.js";
import { loadPortfolio, todayIn } from "./loadPortfolio.js";
import { portfolioMeta } from "./meta.js";

/** Most points `get_valuation_history` returns; longer series keep evenly spaced days and the last day. */
export const valuationPointsMax = 400;

/** Every `step`-th point and always the last one, so a long series fits the bound. */
export const thin = <A>(points: ReadonlyArray<A>, max: number): A[] => {
  if (points.length <= max) return [...points];
  const step = Math.ceil(points.length / max);
  const kept = points.filter((_, index) => index % step === 0);
  if (kept[kept.length - 1] !== points[points.length - 1]) kept[kept.length - 1] = points[points.length - 1]!;
  return kept;
};

/** `get_valuation_history`: daily value and net contribution over a period, thinned to at most 400 points. */
export const getValuationHistory = defineTool({
  name: "get_valuation_history",
  description:
    "The portfolio's value and net contribution (money put in minus taken out) per day over a period (1M, 3M, 6M, YTD, 1Y, 3Y, 5Y, ALL or from/to), in the base currency, at most 400 points (evenly thinned). stale marks days valued with a price or rate older than a week. Use for charts and 'how has my portfolio grown'.",
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
      const points = thin(series.dates.map((_, index) => index), valuationPointsMax).map((index) => {
        const point = valuationPoint(series, index);
        return { date: point.date, value: point.value, netContribution: point.netContribution, stale: point.stale };
      });
      return {
        data: { baseCurrency: data.baseCurrency, period: range.period, points, missingFx: series.missingFx },
        meta: portfolioMeta(points.length, series.dates.length, { period: range.period, from: range.from, to: range.to, account: account?.name }),
      };
    }),
});
