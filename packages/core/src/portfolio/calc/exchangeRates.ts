import type { DecimalString } from "../money.js";
import type { FxRate } from "../marketData.js";
import { fixedMoney, fixedOf, fixedText } from "./fixed.js";
import { FxTable } from "./FxTable.js";

/** How a rate was found: stored as asked, as the inverse of the stored opposite pair, or crossed through a third currency. */
export type RateSource = "stored" | "inverse" | "cross";

/** One exchange rate as of a day: units of `quote` per one `base`, from the last stored rate on or before it. */
export interface StoredRate {
  readonly base: string;
  readonly quote: string;
  readonly rate: DecimalString;
  /** The day the rate was stored for (the older leg's, for a cross rate). */
  readonly date: string;
  readonly source: RateSource;
}

/** Rate digits kept for display: six places, as rate tables print them. */
const ratePlaces = 6;

/** The rate of `base` in `quote` as of `asOf` from the stored rates, or undefined when no rate links them by then. */
export const storedRate = (table: FxTable, base: string, quote: string, asOf: string): StoredRate | undefined => {
  const found = table.rateUnits(base, quote, asOf);
  if (found === undefined) return undefined;
  const pairs = table.knownPairs;
  const source: RateSource = pairs.includes(`${base}/${quote}`) ? "stored" : pairs.includes(`${quote}/${base}`) ? "inverse" : "cross";
  return { base, quote, rate: fixedText(found.units, ratePlaces), date: found.date, source };
};

/**
 * The last stored rates as of `asOf`: of the pair asked (`base` in `quote`), of every stored pair with the one currency
 * asked (in the base currency first when it is not that currency), or of every stored pair; at most `limit`.
 */
export const lastStoredRates = (
  rates: ReadonlyArray<FxRate>,
  asOf: string,
  asked: { readonly base?: string | undefined; readonly quote?: string | undefined; readonly baseCurrency: string },
  limit = 50,
): ReadonlyArray<StoredRate> => {
  const table = new FxTable(rates);
  const one = asked.base ?? asked.quote;
  if (asked.base !== undefined && asked.quote !== undefined) {
    const found = storedRate(table, asked.base, asked.quote, asOf);
    return found === undefined ? [] : [found];
  }
  // "the dollar rate": in the portfolio's currency.
  if (one !== undefined && one !== asked.baseCurrency) {
    const found = asked.base !== undefined ? storedRate(table, one, asked.baseCurrency, asOf) : storedRate(table, asked.baseCurrency, one, asOf);
    if (found !== undefined) return [found];
  }
  const pairs = table.knownPairs.map((pair) => pair.split("/") as [string, string]).filter(([base, quote]) => one === undefined || base === one || quote === one);
  return pairs.flatMap(([base, quote]) => storedRate(table, base, quote, asOf) ?? []).slice(0, limit);
};

/** `amount` of `from` in `to` at the last stored rate as of `asOf`, with that rate; undefined when no rate links them. */
export const convertAtStoredRate = (
  rates: ReadonlyArray<FxRate>,
  amount: string,
  from: string,
  to: string,
  asOf: string,
): { readonly value: DecimalString; readonly rate: StoredRate } | undefined => {
  const table = new FxTable(rates);
  const converter = table.converter(from, to, asOf);
  const rate = storedRate(table, from, to, asOf);
  if (converter === undefined || rate === undefined) return undefined;
  return { value: fixedMoney(converter.convert(fixedOf(amount))), rate };
};
