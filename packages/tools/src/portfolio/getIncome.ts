import { computeHoldings, computeIncome, IsoDate, GetIncomeOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { loadPortfolio, todayIn } from "./loadPortfolio.js";
import { portfolioMeta } from "./meta.js";

/** `get_income`: dividends and interest by month, year, asset and currency, with yield on cost. */
export const getIncome = defineTool({
  name: "get_income",
  description:
    "Dividends and interest received from 'from' to 'to' (YYYY-MM-DD, inclusive; default: this year so far), in the base currency at each payment's rate: total, dividends, interest, by month, by year, by asset (with the last 12 months and yield on cost) and by currency. Use for 'how much did I get in dividends this year'.",
  parameters: Schema.Struct({ from: Schema.optional(IsoDate), to: Schema.optional(IsoDate) }),
  output: GetIncomeOutput,
  readOnly: true,
  maxResults: 200,
  run: (params, context) =>
    Effect.gen(function* () {
      const to = params.to ?? todayIn(context.now, context.timeZone);
      const data = yield* loadPortfolio(context.userId, to);
      const from = params.from ?? `${to.slice(0, 4)}-01-01`;
      const report = computeIncome(data, to, from, computeHoldings(data, to));
      const byMonth = report.byMonth.slice(-120);
      const byAsset = report.byAsset.slice(0, 50);
      return {
        data: { ...report, byMonth, byAsset, recorded: data.accounts.length > 0 || data.activities.length > 0 },
        meta: portfolioMeta(byMonth.length + byAsset.length, report.byMonth.length + report.byAsset.length, { from, to }),
      };
    }),
});
