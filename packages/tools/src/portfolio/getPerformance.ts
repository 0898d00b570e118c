import type { PerformancePeriod } from "@lifeos/core";
import { computePerformance, InvalidInput, IsoDate, monthlyReturns, openedSeries, PerformancePeriod as PeriodSchema, periodStart, BoundedString, GetPerformanceOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { findAccount } from "./accountScope.js";
import { loadPortfolio, todayIn } from "./loadPortfolio.js";
import { portfolioMeta } from "./meta.js";

export const GetPerformanceParameters = Schema.Struct({
  period: Schema.optional(PeriodSchema),
  from: Schema.optional(IsoDate),
  to: Schema.optional(IsoDate),
  account: Schema.optional(BoundedString(200)),
});

/** The first and last day a performance tool reads: a named period ending `to`, or a custom range. */
export const resolvePeriod = (period: PerformancePeriod | undefined, from: string | undefined, to: string): Effect.Effect<{ readonly from: string | undefined; readonly to: string; readonly period: string }, InvalidInput> => {
  if (from !== undefined) return from > to ? Effect.fail(new InvalidInput({ message: `"from" (${from}) is after "to" (${to})`, field: "from" })) : Effect.succeed({ from, to, period: "custom" });
  const chosen = period ?? "ALL";
  return Effect.succeed({ from: periodStart(chosen, to), to, period: chosen });
};

/** At most this many months are returned by `by: "month"` (the newest). */
export const performanceMonthsMax = 120;

const PerformanceToolParameters = Schema.Struct({
  ...GetPerformanceParameters.fields,
  by: Schema.optional(Schema.Literal("month")),
});

/** `get_performance`: TWR (time-weighted), MWR (money-weighted, XIRR), simple return, gain, volatility and max drawdown of a period. */
export const getPerformance = defineTool({
  name: "get_performance",
  description:
    "Performance of the portfolio (or one account) over a period: period 1M, 3M, 6M, YTD, 1Y, 3Y, 5Y or ALL (default ALL), or from/to dates YYYY-MM-DD. Returns start and end value, net flows, gain, TWR (time-weighted: the investments' return, cumulative and annualised for a year or more), MWR (money-weighted: the XIRR of the user's own flows, annualised and over the period, or why it did not converge), simple return, annualised volatility and max drawdown with its dates. by: \"month\" adds months: each calendar month's TWR, gain (apart from money moved), net flows and end value, oldest first (at most 120, the newest), for a best or worst month. Always name which return you quote.",
  parameters: PerformanceToolParameters,
  output: GetPerformanceOutput,
  readOnly: true,
  // One report, and its months when asked.
  maxResults: performanceMonthsMax,
  run: (params, context) =>
    Effect.gen(function* () {
      const data = yield* loadPortfolio(context.userId);
      const account = yield* findAccount(data.accounts, params.account);
      const range = yield* resolvePeriod(params.period, params.from, params.to ?? todayIn(context.now, context.timeZone));
      const options = { ...(range.from === undefined ? {} : { from: range.from }), ...(account === undefined ? {} : { accountIds: [account.id] }) };
      const report = computePerformance(data, range.to, options);
      const opened = params.by === "month" ? openedSeries(data, range.to, options) : undefined;
      const months = params.by === "month" ? (opened === undefined ? [] : monthlyReturns(opened).slice(-performanceMonthsMax)) : undefined;
      return {
        data: { period: range.period, account: account?.name ?? null, report: report ?? null, ...(months === undefined ? {} : { months }) },
        meta: portfolioMeta(report === undefined ? 0 : 1, report === undefined ? 0 : 1, { period: range.period, from: range.from, to: range.to, account: account?.name }),
      };
    }),
});
