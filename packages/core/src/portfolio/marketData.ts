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

/**
 * One asset's closes as parallel arrays in date order (one entry per day): the
 * compact form in which the calculations read a long price history.
 */
export interface QuoteHistory {
  readonly assetId: AssetId;
  readonly dates: ReadonlyArray<IsoDate>;
  readonly closes: ReadonlyArray<DecimalString>;
}

/** Quotes (in any order) as one history per asset, each in date order; a later quote of the same asset and day wins. */
export const quoteHistories = (quotes: ReadonlyArray<Quote>): QuoteHistory[] => {
  const byAsset = new Map<string, Map<string, Quote>>();
  for (const quote of quotes) {
    let days = byAsset.get(quote.assetId);
    if (days === undefined) byAsset.set(quote.assetId, (days = new Map()));
    days.set(quote.date, quote);
  }
  return [...byAsset].map(([assetId, days]) => {
    const sorted = [...days.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return { assetId: assetId as AssetId, dates: sorted.map((quote) => quote.date), closes: sorted.map((quote) => quote.close) };
  });
};

/** A history from an asset's days and closes read side by side (as a store aggregates them), put in date order if it is not. */
export const quoteHistoryOf = (assetId: string, dates: ReadonlyArray<string>, closes: ReadonlyArray<string>): QuoteHistory => {
  for (let index = 1; index < dates.length; index++)
    if (dates[index - 1]! >= dates[index]!) return quoteHistories(dates.map((date, at) => ({ assetId: assetId as AssetId, date: date as IsoDate, close: closes[at] as DecimalString })))[0]!;
  return { assetId: assetId as AssetId, dates: dates as ReadonlyArray<IsoDate>, closes: closes as ReadonlyArray<DecimalString> };
};

/**
 * Histories from one row per asset of its days and its closes, each list joined by commas in the same
 * order (as the stores aggregate them). Assets are mostly quoted on the same days, so each day's text is
 * kept once and shared by every asset: a long price history then leaves far less for the garbage
 * collector to copy while a portfolio is in use.
 */
export const quoteHistoriesOfJoined = (rows: ReadonlyArray<readonly [assetId: string, dates: string, closes: string]>): QuoteHistory[] => {
  const days = new Map<string, string>();
  const day = (text: string) => days.get(text) ?? (days.set(text, text), text);
  return rows.map(([assetId, dates, closes]) => quoteHistoryOf(assetId, dates.split(",").map(day), closes.split(",")));
};

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
