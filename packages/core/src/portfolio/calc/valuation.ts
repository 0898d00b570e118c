import type { DecimalString } from "../money.js";
import { calendarDays, shiftDays } from "../money.js";
import { fixedMoney, SCALE, unitsOfProducts } from "./fixed.js";
import type { Ledger, Position } from "./Ledger.js";
import type { PortfolioData } from "./PortfolioData.js";
import { pricedContext, staleQuoteDays } from "./holdings.js";
import { memoized } from "./memo.js";
import type { PriceBook } from "./PriceBook.js";
import type { Series } from "./Series.js";

/**
 * The portfolio's value at the end of each day, in the base currency, as
 * parallel arrays (one entry per day, `dates` in order). Money is fixed-point
 * units of 10⁻¹⁰ (see `fixed.ts`): exact decimals.
 */
export interface ValuationSeries {
  readonly dates: ReadonlyArray<string>;
  /** Holdings at their last close (at cost before the first quote) plus cash. */
  readonly values: ReadonlyArray<bigint>;
  /** Flows in (+) and out (−) of the portfolio on the day. */
  readonly flows: ReadonlyArray<bigint>;
  /** Sum of flows up to and including the day. */
  readonly netContributions: ReadonlyArray<bigint>;
  /** Some holding's price or some rate was carried forward more than `staleQuoteDays`, or is missing. */
  readonly stale: ReadonlyArray<boolean>;
  readonly missingFx: ReadonlyArray<string>;
}

/** One day of a series as money amounts (2 places). */
export interface ValuationPoint {
  readonly date: string;
  readonly value: DecimalString;
  readonly flow: DecimalString;
  readonly netContribution: DecimalString;
  readonly stale: boolean;
}

export const valuationPoint = (series: ValuationSeries, index: number): ValuationPoint => ({
  date: series.dates[index]!,
  value: fixedMoney(series.values[index]!),
  flow: fixedMoney(series.flows[index]!),
  netContribution: fixedMoney(series.netContributions[index]!),
  stale: series.stale[index]!,
});

/** One asset across the accounts in scope, kept from day to day (its price series is looked up once). */
interface HeldAsset {
  readonly assetId: string;
  readonly currency: string;
  readonly series: Series | undefined;
  /** Held now: some position in scope has a quantity. */
  held: boolean;
  quantity: bigint;
  readonly positions: Position[];
  cost: bigint | undefined;
  /** Index of `currency` in the state's `currencies`. */
  slot: number;
  /** The quote index `product` was taken at (-1: none yet): quantity × close at 10⁻²⁰, reused while neither changes. */
  productIndex: number;
  product: bigint;
}

/** What is held (per asset, across the accounts in scope) and the cash, by currency, after the ledger's latest activity. */
const holdingsOf = (ledger: Ledger, prices: PriceBook, inScope: ((accountId: string) => boolean) | undefined, assets: Map<string, HeldAsset>) => {
  for (const item of assets.values()) {
    item.held = false;
    item.quantity = 0n;
    item.positions.length = 0;
    item.cost = undefined;
    item.productIndex = -1;
  }
  const held: HeldAsset[] = [];
  for (const position of ledger.positions.values()) {
    if (position.quantity === 0n || (inScope !== undefined && !inScope(position.accountId))) continue;
    let item = assets.get(position.assetId);
    if (item === undefined) {
      item = { assetId: position.assetId, currency: position.currency, series: prices.series(position.assetId), held: false, quantity: 0n, positions: [], cost: undefined, slot: 0, productIndex: -1, product: 0n };
      assets.set(position.assetId, item);
    }
    if (!item.held) {
      item.held = true;
      held.push(item);
    }
    item.quantity += position.quantity;
    item.positions.push(position);
  }
  const currencies: string[] = [];
  const slotOf = (currency: string) => {
    const slot = currencies.indexOf(currency);
    return slot >= 0 ? slot : currencies.push(currency) - 1;
  };
  for (const item of held) item.slot = slotOf(item.currency);
  const cash: bigint[] = [];
  for (const entry of ledger.cash.values()) {
    if (entry.amount === 0n || (inScope !== undefined && !inScope(entry.accountId))) continue;
    const slot = slotOf(entry.currency);
    cash[slot] = (cash[slot] ?? 0n) + entry.amount;
  }
  return { held, currencies, cash };
};

/** The cost of what is held of an asset (its value before its first quote), summed when first needed. */
const costOf = (item: HeldAsset): bigint => {
  if (item.cost === undefined) {
    let cost = 0n;
    for (const position of item.positions) for (const lot of position.lots) cost += lot.cost;
    item.cost = cost;
  }
  return item.cost;
};

/**
 * The value of the portfolio (or of `accountIds`) at the end of every day from
 * its first activity to `to`, with quotes and FX rates as of each day (the
 * last known value carried forward; `stale` flags days that lean on one older
 * than a week, or on none). Days before `from` are computed but not
 * returned, except the day before `from`, which is the period's opening value.
 */
export const valuationSeries = (
  data: PortfolioData,
  to: string,
  options: { readonly from?: string; readonly accountIds?: ReadonlyArray<string> } = {},
): ValuationSeries => memoized(data, `valuation|${to}|${options.from ?? ""}|${options.accountIds?.join(",") ?? ""}`, () => seriesOf(data, to, options));

const seriesOf = (data: PortfolioData, to: string, options: { readonly from?: string; readonly accountIds?: ReadonlyArray<string> }): ValuationSeries => {
  const { ledger, prices, fx } = pricedContext(data);
  const dates: string[] = [];
  const values: bigint[] = [];
  const flows: bigint[] = [];
  const netContributions: bigint[] = [];
  const stales: boolean[] = [];
  const first = ledger.firstDate;
  if (first === undefined || first > to) return { dates, values, flows, netContributions, stale: stales, missingFx: [] };
  const inScope = options.accountIds === undefined ? undefined : (accountId: string) => options.accountIds!.includes(accountId);
  const keepFrom = options.from === undefined ? first : shiftDays(options.from, -1);
  const missing = new Set<string>();
  const base = data.baseCurrency;
  let contribution = 0n;
  let version = -1;
  const assets = new Map<string, HeldAsset>();
  let state: ReturnType<typeof holdingsOf> = { held: [], currencies: [], cash: [] };
  const converters: Array<((amount: bigint) => bigint) | undefined> = [];
  const totals: bigint[] = [];
  // Every day from a week before the first: the day `staleQuoteDays` back is each day's stale bound.
  const calendar = calendarDays(shiftDays(first, -staleQuoteDays), to);
  for (let at = staleQuoteDays; at < calendar.length; at++) {
    const day = calendar[at]!;
    const flow = ledger.applyUntil(day, inScope);
    contribution += flow;
    if (ledger.version !== version) {
      version = ledger.version;
      state = holdingsOf(ledger, prices, inScope, assets);
    }
    if (day < keepFrom) continue;
    const staleBefore = calendar[at - staleQuoteDays]!;
    let stale = false;
    // One conversion per currency per day; a rate missing or older than a week makes the day stale.
    const { currencies, held, cash } = state;
    for (let slot = 0; slot < currencies.length; slot++) {
      const converter = fx.converter(currencies[slot]!, base, day);
      if (converter === undefined) missing.add(`${currencies[slot]}/${base}`);
      if (converter === undefined || converter.date < staleBefore) stale = true;
      converters[slot] = converter?.convert;
      // Per currency, Σ quantity × close at 10⁻²⁰, rounded once below.
      totals[slot] = (cash[slot] ?? 0n) * SCALE;
    }
    for (const item of held) {
      const series = item.series;
      const index = series === undefined ? -1 : series.indexAt(day);
      if (index < 0) {
        totals[item.slot] = totals[item.slot]! + costOf(item) * SCALE;
        stale = true;
      } else {
        if (index !== item.productIndex) {
          item.productIndex = index;
          item.product = item.quantity * series!.unitsAt(index);
        }
        totals[item.slot] = totals[item.slot]! + item.product;
        if (series!.dateAt(index) < staleBefore) stale = true;
      }
    }
    let value = 0n;
    for (let slot = 0; slot < currencies.length; slot++) {
      const local = unitsOfProducts(totals[slot]!);
      const convert = converters[slot];
      value += convert === undefined ? local : convert(local);
    }
    dates.push(day);
    values.push(value);
    flows.push(flow);
    netContributions.push(contribution);
    stales.push(stale);
  }
  for (const pair of ledger.missingFx) missing.add(pair);
  return { dates, values, flows, netContributions, stale: stales, missingFx: [...missing].sort() };
};
