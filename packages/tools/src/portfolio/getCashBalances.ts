import { computeHoldings, GetCashBalancesOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { loadPortfolio, todayIn } from "./loadPortfolio.js";
import { portfolioMeta } from "./meta.js";

/** `get_cash_balances`: cash per account and currency, with its value in the base currency. */
export const getCashBalances = defineTool({
  name: "get_cash_balances",
  description: "Cash held today per account and currency (deposits, sale proceeds and income not yet invested), each also in the base currency, and the total. A negative balance means a deposit is probably missing.",
  parameters: Schema.Struct({}),
  output: GetCashBalancesOutput,
  readOnly: true,
  maxResults: 100,
  run: (_params, context) =>
    Effect.gen(function* () {
      const today = todayIn(context.now, context.timeZone);
      const data = yield* loadPortfolio(context.userId, today);
      const snapshot = computeHoldings(data, today);
      const names = new Map(data.accounts.map((account) => [account.id as string, account.name]));
      const balances = snapshot.cash.slice(0, 100).map((cash) => ({ ...cash, account: names.get(cash.accountId) ?? cash.accountId }));
      return { data: { baseCurrency: data.baseCurrency, balances, total: snapshot.totals.cash }, meta: portfolioMeta(balances.length, snapshot.cash.length, {}) };
    }),
});
