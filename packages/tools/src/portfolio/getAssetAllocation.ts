import { AllocationDimensions, allocationSymbols, computeAllocation, computeHoldings, GetAssetAllocationOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { loadPortfolio, todayIn } from "./loadPortfolio.js";
import { portfolioMeta } from "./meta.js";

/** `get_asset_allocation`: today's value split by asset class, instrument, sector, region, currency or account. */
export const getAssetAllocation = defineTool({
  name: "get_asset_allocation",
  description:
    "How today's total value (holdings and cash, base currency) splits by a dimension: assetClass (default), instrument (how each asset is held: STOCK, ETF, FUND, BOND, CRYPTO; read from its name and class), sector, region, currency or account; each slice with value, weight (0-1) and the symbols of its holdings, largest first, at most 50. Cash is its own class; assets without a classification are 'Unclassified'.",
  parameters: Schema.Struct({ by: Schema.optional(Schema.Literals(AllocationDimensions)) }),
  output: GetAssetAllocationOutput,
  readOnly: true,
  maxResults: 50,
  run: (params, context) =>
    Effect.gen(function* () {
      const today = todayIn(context.now, context.timeZone);
      const data = yield* loadPortfolio(context.userId, today);
      const by = params.by ?? "assetClass";
      const snapshot = computeHoldings(data, today);
      const symbols = allocationSymbols(snapshot, by, data.assets, data.accounts);
      const slices = computeAllocation(snapshot, by, data.assets, data.accounts).map((slice) => ({ ...slice, symbols: symbols.get(slice.key) ?? [] }));
      return { data: { baseCurrency: data.baseCurrency, by, slices: slices.slice(0, 50) }, meta: portfolioMeta(Math.min(slices.length, 50), slices.length, { by }) };
    }),
});
