import { computeHoldings, GetAccountsOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { loadPortfolio, todayIn } from "./loadPortfolio.js";
import { portfolioMeta } from "./meta.js";

/** `get_accounts`: the user's accounts with each one's value today in the base currency. */
export const getAccounts = defineTool({
  name: "get_accounts",
  description: "The user's investment and cash accounts (id, name, type, currency, active) with each one's current value in the base currency. Use for 'which accounts do I have', 'how much is in my pension account'.",
  parameters: Schema.Struct({}),
  output: GetAccountsOutput,
  readOnly: true,
  maxResults: 100,
  run: (_params, context) =>
    Effect.gen(function* () {
      const today = todayIn(context.now, context.timeZone);
      const data = yield* loadPortfolio(context.userId, today);
      const accounts = data.accounts.slice(0, 100).map((account) => {
        const snapshot = computeHoldings(data, today, { accountIds: [account.id] });
        return { id: account.id, name: account.name, type: account.type, currency: account.currency, active: account.active, value: snapshot.totals.totalValue, cash: snapshot.totals.cash };
      });
      return { data: { baseCurrency: data.baseCurrency, accounts }, meta: portfolioMeta(accounts.length, data.accounts.length, {}) };
    }),
});
