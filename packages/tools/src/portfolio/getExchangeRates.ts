import { convertAtStoredRate, CurrencyCode, DecimalString, GetExchangeRatesOutput, lastStoredRates } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { loadPortfolio, todayIn } from "./loadPortfolio.js";
import { portfolioMeta } from "./meta.js";

/** The most rates one call lists. */
const ratesMax = 50;

/** `get_exchange_rates`: the last exchange rates stored with the portfolio, and an amount converted at one. */
export const getExchangeRates = defineTool({
  name: "get_exchange_rates",
  description:
    "The last exchange rates stored with the portfolio's market data (imported or entered by hand; never live ones), each with the day it was stored for. base and quote are currency codes (rate = units of quote per one base); with only one of them, its rate in the base currency, or every stored pair with it; with neither, every stored pair. With amount, base and quote: that amount of base converted into quote at the stored rate.",
  parameters: Schema.Struct({ base: Schema.optional(CurrencyCode), quote: Schema.optional(CurrencyCode), amount: Schema.optional(DecimalString) }),
  output: GetExchangeRatesOutput,
  readOnly: true,
  maxResults: ratesMax,
  run: (params, context) =>
    Effect.gen(function* () {
      const today = todayIn(context.now, context.timeZone);
      const data = yield* loadPortfolio(context.userId, today);
      const rates = lastStoredRates(data.fxRates, today, { base: params.base, quote: params.quote, baseCurrency: data.baseCurrency }, ratesMax);
      const conversion =
        params.amount !== undefined && params.base !== undefined && params.quote !== undefined
          ? (() => {
              const converted = convertAtStoredRate(data.fxRates, params.amount!, params.base!, params.quote!, today);
              return converted === undefined ? null : { amount: params.amount!, from: params.base!, to: params.quote!, ...converted };
            })()
          : null;
      return { data: { baseCurrency: data.baseCurrency, asOf: today, rates, conversion }, meta: portfolioMeta(rates.length, rates.length, { base: params.base, quote: params.quote }) };
    }),
});
