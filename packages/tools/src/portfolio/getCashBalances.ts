import { BoundedString, computeHoldings, convertAtStoredRate, CurrencyCode, GetCashBalancesOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { findAccount } from "./accountScope.js";
import { loadPortfolio, todayIn } from "./loadPortfolio.js";
import { portfolioMeta } from "./meta.js";

/** `get_cash_balances`: cash per account and currency, with its value in the base currency, and in one currency when asked. */
export const getCashBalances = defineTool({
  name: "get_cash_balances",
  description:
    "Cash held today per account and currency (deposits, sale proceeds and income not yet invested), each also in the base currency, and the total. A negative balance means a deposit is probably missing. With currency (e.g. USD): also the cash held in that currency and the whole total converted into it at the last stored exchange rate (never a live one). account: a name or id to limit to one account (its cash and total only).",
  parameters: Schema.Struct({ currency: Schema.optional(CurrencyCode), account: Schema.optional(BoundedString(200)) }),
  output: GetCashBalancesOutput,
  readOnly: true,
  maxResults: 100,
  run: (params, context) =>
    Effect.gen(function* () {
      const today = todayIn(context.now, context.timeZone);
      const data = yield* loadPortfolio(context.userId, today);
      const account = yield* findAccount(data.accounts, params.account);
      const snapshot = computeHoldings(data, today, account === undefined ? {} : { accountIds: [account.id] });
      const names = new Map(data.accounts.map((account) => [account.id as string, account.name]));
      const balances = snapshot.cash.slice(0, 100).map((cash) => ({ ...cash, account: names.get(cash.accountId) ?? cash.accountId }));
      const total = snapshot.totals.cash;
      const currency = params.currency;
      const inCurrency =
        currency === undefined
          ? null
          : (() => {
              const held = snapshot.cash.filter((cash) => cash.currency === currency).reduce((sum, cash) => sum + Number(cash.amount), 0);
              const converted = convertAtStoredRate(data.fxRates, total, data.baseCurrency, currency, today);
              return { currency, held: held.toFixed(2), total: converted?.value ?? null, rate: converted?.rate ?? null };
            })();
      return { data: { baseCurrency: data.baseCurrency, balances, total, inCurrency }, meta: portfolioMeta(balances.length, snapshot.cash.length, { currency, account: account?.name }) };
    }),
});
