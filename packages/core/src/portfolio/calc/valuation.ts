import type { DecimalString } from "../money.js";
import { shiftDays } from "../money.js";
import { fixedMoney, mulFixed } from "./fixed.js";
import type { Ledger, Position } from "./Ledger.js";
import type { PortfolioData } from "./PortfolioData.js";
import { pricedContext, staleQuoteDays } from "./holdings.js";
import { memoized } from "./memo.js";

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

/** What is held (per asset, across the accounts in scope) and the cash (per currency). */
const holdingsOf = (ledger: Ledger, inScope: ((accountId: string) => boolean) | undefined) => {
  const byAsset = new Map<string, { assetId: string; currency: string; quantity: bigint; positions: Position[]; cost: bigint | undefined }>();
  for (const position of ledger.positions.values()) {
    if (position.quantity === 0n || (inScope !== undefined && !inScope(position.accountId))) continue;
    const entry = byAsset.get(position.assetId);
    if (entry === undefined) byAsset.set(position.assetId, { assetId: position.assetId, currency: position.currency, quantity: position.quantity, positions: [position], cost: undefined });
    else {
      entry.quantity += position.quantity;
      entry.positions.push(position);
    }
  }
  const cash = new Map<string, bigint>();
  for (const entry of ledger.cash.values()) {
    if (entry.amount === 0n || (inScope !== undefined && !inScope(entry.accountId))) continue;
    cash.set(entry.currency, (cash.get(entry.currency) ?? 0n) + entry.amount);
  }
  const held = [...byAsset.values()];
  return { held, cash: [...cash], currencies: [...new Set([...held.map((item) => item.currency), ...cash.keys()])] };
};

/** The cost of what is held of an asset (its value before its first quote), summed when first needed. */
const costOf = (item: { positions: ReadonlyArray<Position>; cost: bigint | undefined }): bigint => {
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
  let state: ReturnType<typeof holdingsOf> = { held: [], cash: [], currencies: [] };
  const rates = new Map<string, ((amount: bigint) => bigint) | undefined>();
  for (let day = first; day <= to; day = shiftDays(day, 1)) {
    const flow = ledger.applyUntil(day, inScope);
    contribution += flow;
    if (ledger.version !== version) {
      version = ledger.version;
      state = holdingsOf(ledger, inScope);
    }
    if (day < keepFrom) continue;
    const staleBefore = shiftDays(day, -staleQuoteDays);
    let stale = false;
    // One conversion per currency per day; a rate missing or older than a week makes the day stale.
    rates.clear();
    for (const currency of state.currencies) {
      const converter = fx.converter(currency, base, day);
      if (converter === undefined) missing.add(`${currency}/${base}`);
      if (converter === undefined || converter.date < staleBefore) stale = true;
      rates.set(currency, converter?.convert);
    }
    let value = 0n;
    for (const item of state.held) {
      const series = prices.series(item.assetId);
      const index = series === undefined ? -1 : series.indexAt(day);
      let local: bigint;
      if (index < 0) {
        local = costOf(item);
        stale = true;
      } else {
        local = mulFixed(item.quantity, series!.unitsAt(index));
        if (series!.dateAt(index) < staleBefore) stale = true;
      }
      const convert = rates.get(item.currency);
      value += convert === undefined ? local : convert(local);
    }
    for (const [currency, amount] of state.cash) {
      const convert = rates.get(currency);
      value += convert === undefined ? amount : convert(amount);
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
