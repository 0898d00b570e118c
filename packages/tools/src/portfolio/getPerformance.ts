import type { PerformancePeriod } from "@lifeos/core";
import { computePerformance, InvalidInput, IsoDate, PerformancePeriod as PeriodSchema, periodStart, BoundedString, GetPerformanceOutput } from "@lifeos/core";
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

/** `get_performance`: TWR (time-weighted), MWR (money-weighted, XIRR), simple return, gain, volatility and max drawdown of a period. */
export const getPerformance = defineTool({
  name: "get_performance",
  description:
    "Performance of the portfolio (or one account) over a period: period 1M, 3M, 6M, YTD, 1Y, 3Y, 5Y or ALL (default ALL), or from/to dates YYYY-MM-DD. Returns start and end value, net flows, gain, TWR (time-weighted: the investments' return, cumulative and annualised for a year or more), MWR (money-weighted: the XIRR of the user's own flows, annualised and over the period, or why it did not converge), simple return, annualised volatility and max drawdown with its dates. Always name which return you quote.",
  parameters: GetPerformanceParameters,
  output: GetPerformanceOutput,
  readOnly: true,
  maxResults: 1,
  run: (params, context) =>
    Effect.gen(function* () {
      const data = yield* loadPortfolio(context.userId);
      const account = yield* findAccount(data.accounts, params.account);
      const range = yield* resolvePeriod(params.period, params.from, params.to ?? todayIn(context.now, context.timeZone));
      const report = computePerformance(data, range.to, { ...(range.from === undefined ? {} : { from: range.from }), ...(account === undefined ? {} : { accountIds: [account.id] }) });
      return {
        data: { period: range.period, account: account?.name ?? null, report: report ?? null },
        meta: portfolioMeta(report === undefined ? 0 : 1, report === undefined ? 0 : 1, { period: range.period, from: range.from, to: range.to, account: account?.name }),
      };
    }),
});
