import type { Dec } from "../money.js";
import { shiftDays, ZERO } from "../money.js";
import { fixedFromDec, mulFixed, toDec } from "./fixed.js";
import type { Ledger, Position } from "./Ledger.js";
import type { PortfolioData } from "./PortfolioData.js";
import { pricedContext } from "./holdings.js";
import { memoized } from "./memo.js";

/** The portfolio's value at the end of one day, in the base currency. */
export interface ValuationPoint {
  readonly date: string;
  /** Holdings at their last close (at cost before the first quote) plus cash. */
  readonly value: Dec;
  /** Flows in (+) and out (−) of the portfolio on this day. */
  readonly flow: Dec;
  /** Sum of flows up to and including this day. */
  readonly netContribution: Dec;
  /** Some holding's price or some rate was carried forward more than `staleQuoteDays`, or is missing. */
  readonly stale: boolean;
}

export interface ValuationSeries {
  readonly points: ReadonlyArray<ValuationPoint>;
  readonly missingFx: ReadonlyArray<string>;
}

const staleMillis = 7 * 86_400_000;

interface Held {
  readonly assetId: string;
  readonly currency: string;
  readonly quantity: bigint;
  /** Cost in the asset's currency (the value before the asset's first quote), computed when first needed. */
  readonly cost: () => bigint;
}

const lazy = <A>(compute: () => A): (() => A) => {
  let value: { readonly value: A } | undefined;
  return () => (value ??= { value: compute() }).value;
};

/** What is held (per asset, across the accounts in scope) and the cash (per currency), in fixed-point units. */
const holdingsOf = (ledger: Ledger, inScope: ((accountId: string) => boolean) | undefined) => {
  const byAsset = new Map<string, { currency: string; quantity: Dec; positions: Position[] }>();
  for (const position of ledger.positions.values()) {
    if (position.quantity.isZero() || (inScope !== undefined && !inScope(position.accountId))) continue;
    const entry = byAsset.get(position.assetId);
    if (entry === undefined) byAsset.set(position.assetId, { currency: position.currency, quantity: position.quantity, positions: [position] });
    else {
      entry.quantity = entry.quantity.plus(position.quantity);
      entry.positions.push(position);
    }
  }
  const held: Held[] = [...byAsset].map(([assetId, entry]) => ({
    assetId,
    currency: entry.currency,
    quantity: fixedFromDec(entry.quantity),
    cost: lazy(() => fixedFromDec(entry.positions.reduce((total, position) => position.lots.reduce((sum, lot) => sum.plus(lot.cost), total), ZERO))),
  }));
  const cash = new Map<string, bigint>();
  for (const entry of ledger.cash.values()) {
    if (entry.amount.isZero() || (inScope !== undefined && !inScope(entry.accountId))) continue;
    cash.set(entry.currency, (cash.get(entry.currency) ?? 0n) + fixedFromDec(entry.amount));
  }
  return { held, cash: [...cash] };
};

/**
 * The value of the portfolio (or of `accountIds`) at the end of every day from
 * its first activity to `to`, with quotes and FX rates as of each day (the
 * last known value carried forward; `stale` flags days that lean on one older
 * than a week, or on none). Points before `from` are computed but not
 * returned, except the day before `from`, which is the period's opening value.
 * Exact decimals throughout: the daily sums use fixed-point units of 10⁻¹⁰.
 */
export const valuationSeries = (
  data: PortfolioData,
  to: string,
  options: { readonly from?: string; readonly accountIds?: ReadonlyArray<string> } = {},
): ValuationSeries => memoized(data, `valuation|${to}|${options.from ?? ""}|${options.accountIds?.join(",") ?? ""}`, () => seriesOf(data, to, options));

const seriesOf = (data: PortfolioData, to: string, options: { readonly from?: string; readonly accountIds?: ReadonlyArray<string> }): ValuationSeries => {
  const { ledger, prices, fx } = pricedContext(data);
  const first = ledger.firstDate;
  if (first === undefined || first > to) return { points: [], missingFx: [] };
  const inScope = options.accountIds === undefined ? undefined : (accountId: string) => options.accountIds!.includes(accountId);
  const keepFrom = options.from === undefined ? first : shiftDays(options.from, -1);
  const points: ValuationPoint[] = [];
  const missing = new Set<string>();
  let contribution = ZERO;
  const base = data.baseCurrency;
  let version = -1;
  let state: ReturnType<typeof holdingsOf> = { held: [], cash: [] };
  for (let day = first; day <= to; day = shiftDays(day, 1)) {
    const flow = ledger.applyUntil(day, inScope);
    contribution = contribution.plus(flow);
    if (ledger.version !== version) {
      version = ledger.version;
      state = holdingsOf(ledger, inScope);
    }
    if (day < keepFrom) continue;
    const today = Date.parse(day);
    let value = 0n;
    let stale = false;
    for (const item of state.held) {
      const series = prices.series(item.assetId);
      const index = series === undefined ? -1 : series.indexAt(day);
      let local: bigint;
      if (index < 0) {
        local = item.cost();
        stale = true;
      } else {
        local = mulFixed(item.quantity, series!.unitsAt(index));
        if (today - Date.parse(series!.dateAt(index)) > staleMillis) stale = true;
      }
      const rate = fx.rateUnits(item.currency, base, day);
      if (rate === undefined) {
        missing.add(`${item.currency}/${base}`);
        stale = true;
      }
      value += rate === undefined ? local : mulFixed(local, rate.units);
    }
    for (const [currency, amount] of state.cash) {
      const rate = fx.rateUnits(currency, base, day);
      if (rate === undefined) missing.add(`${currency}/${base}`);
      value += rate === undefined ? amount : mulFixed(amount, rate.units);
    }
    points.push({ date: day, value: toDec(value), flow, netContribution: contribution, stale });
  }
  for (const pair of ledger.missingFx) missing.add(pair);
  return { points, missingFx: [...missing].sort() };
};
