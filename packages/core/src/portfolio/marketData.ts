import { Schema } from "effect";
import { AssetId } from "./ids.js";
import { CurrencyCode, DecimalString, IsoDate } from "./money.js";

/** A closing price of an asset on a day, in the asset's currency. One per asset and day. */
export const Quote = Schema.Struct({
  assetId: AssetId,
  date: IsoDate,
  close: DecimalString,
});
export type Quote = typeof Quote.Type;

/** Units of `quote` per one unit of `base` on a day (EUR→USD 1.08: 1 EUR = 1.08 USD). One per pair and day. */
export const FxRate = Schema.Struct({
  base: CurrencyCode,
  quote: CurrencyCode,
  date: IsoDate,
  rate: DecimalString,
});
export type FxRate = typeof FxRate.Type;

/** Quotes or rates written in one call at most. */
export const marketDataBatchMax = 200_000;
