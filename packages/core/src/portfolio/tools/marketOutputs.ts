import { Schema } from "effect";
import { DecimalString } from "../money.js";

/** One exchange rate as `get_exchange_rates` returns it: units of `quote` per one `base`, the last stored on or before `asOf`. */
export const StoredRateView = Schema.Struct({
  base: Schema.String,
  quote: Schema.String,
  rate: DecimalString,
  /** The day the rate was stored for (the older leg's, for a rate crossed through a third currency). */
  date: Schema.String,
  /** Stored as asked, the inverse of the stored opposite pair, or crossed through a third currency. */
  source: Schema.Literals(["stored", "inverse", "cross"]),
});
export type StoredRateView = typeof StoredRateView.Type;

/** An amount in another currency at a stored rate. */
export const StoredConversion = Schema.Struct({
  amount: DecimalString,
  from: Schema.String,
  to: Schema.String,
  value: DecimalString,
  rate: StoredRateView,
});
export type StoredConversion = typeof StoredConversion.Type;

/** What `get_exchange_rates` returns: stored rates only, never live ones. */
export const GetExchangeRatesOutput = Schema.Struct({
  baseCurrency: Schema.String,
  asOf: Schema.String,
  rates: Schema.Array(StoredRateView),
  /** The amount asked converted, or null when none was asked or no stored rate links the two currencies. */
  conversion: Schema.NullOr(StoredConversion),
});
export type GetExchangeRatesOutput = typeof GetExchangeRatesOutput.Type;
