import { computeHoldings, IsoDate, BoundedString, GetHoldingsOutput, instrumentOf } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { findAccount } from "./accountScope.js";
import { loadPortfolio, todayIn } from "./loadPortfolio.js";
import { portfolioMeta } from "./meta.js";

export const GetHoldingsParameters = Schema.Struct({
  account: Schema.optional(BoundedString(200)),
  asOf: Schema.optional(IsoDate),
  byAccount: Schema.optional(Schema.Boolean),
});

/** `get_holdings`: positions priced at their last quote, largest first (at most 100), with totals. */
export const getHoldings = defineTool({
  name: "get_holdings",
  description:
    "Current holdings: symbol, quantity, average cost, cost basis, price and its date, market value, unrealised and realised gain, FX effect, weight and instrument (STOCK, ETF, FUND, BOND, CRYPTO or null), plus totals (value, cash, cost, gains, income, fees, net contribution) in the base currency. account: a name or id to limit to one account; asOf: YYYY-MM-DD (default today); byAccount: one row per account and asset (default false: merged). At most 100 rows, largest first.",
  parameters: GetHoldingsParameters,
  output: GetHoldingsOutput,
  readOnly: true,
  maxResults: 100,
  run: (params, context) =>
    Effect.gen(function* () {
      const asOf = params.asOf ?? todayIn(context.now, context.timeZone);
      const data = yield* loadPortfolio(context.userId, asOf);
      const account = yield* findAccount(data.accounts, params.account);
      const snapshot = computeHoldings(data, asOf, { byAccount: params.byAccount ?? false, ...(account === undefined ? {} : { accountIds: [account.id] }) });
      const assets = new Map(data.assets.map((asset) => [asset.id as string, asset]));
      const holdings = snapshot.holdings.slice(0, 100).map(({ lots: _lots, ...holding }) => {
        const asset = assets.get(holding.assetId);
        return { ...holding, instrument: asset === undefined ? null : instrumentOf(asset) };
      });
      return {
        data: { ...snapshot, holdings, account: account?.name ?? null },
        meta: portfolioMeta(holdings.length, snapshot.holdings.length, { account: account?.name, asOf }),
      };
    }),
});
