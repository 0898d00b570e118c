import type { Dec } from "../money.js";
import { shiftDays, ZERO } from "../money.js";
import type { Position } from "./Ledger.js";
import type { PortfolioData } from "./PortfolioData.js";
import { pricedContext } from "./holdings.js";

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

const staleDays = 7;

const costOf = (positions: ReadonlyArray<Position>): Dec =>
  positions.reduce((total, position) => position.lots.reduce((sum, lot) => sum.plus(lot.quantity.times(lot.unitCost)), total), ZERO);

/**
 * The value of the portfolio (or of `accountIds`) at the end of every day from
 * its first activity to `to`, with quotes and FX rates as of each day (the
 * last known value carried forward; `stale` flags days that lean on an old
 * one). Points before `from` are computed but not returned, except the day
 * before `from`, which is the period's opening value.
 */
export const valuationSeries = (
  data: PortfolioData,
  to: string,
  options: { readonly from?: string; readonly accountIds?: ReadonlyArray<string> } = {},
): ValuationSeries => {
  const { ledger, prices, fx } = pricedContext(data);
  const first = ledger.firstDate;
  if (first === undefined || first > to) return { points: [], missingFx: [] };
  const inScope = options.accountIds === undefined ? undefined : (accountId: string) => options.accountIds!.includes(accountId);
  const keepFrom = options.from === undefined ? first : shiftDays(options.from, -1);
  const points: ValuationPoint[] = [];
  const missing = new Set<string>();
  let contribution = ZERO;
  const base = data.baseCurrency;
  for (let day = first; day <= to; day = shiftDays(day, 1)) {
    const flow = ledger.applyUntil(day, inScope);
    contribution = contribution.plus(flow);
    let value = ZERO;
    let stale = false;
    // Quantities per asset across the positions in scope.
    const quantities = new Map<string, { quantity: Dec; currency: string; positions: Position[] }>();
    for (const position of ledger.positions.values()) {
      if (position.quantity.isZero() || (inScope !== undefined && !inScope(position.accountId))) continue;
      const entry = quantities.get(position.assetId);
      if (entry === undefined) quantities.set(position.assetId, { quantity: position.quantity, currency: position.currency, positions: [position] });
      else {
        entry.quantity = entry.quantity.plus(position.quantity);
        entry.positions.push(position);
      }
    }
    for (const [assetId, entry] of quantities) {
      const quote = prices.close(assetId, day);
      const local = quote === undefined ? costOf(entry.positions) : entry.quantity.times(quote.value);
      if (quote === undefined || Date.parse(day) - Date.parse(quote.date) > staleDays * 86_400_000) stale = true;
      const rate = fx.rate(entry.currency, base, day);
      if (rate === undefined) {
        missing.add(`${entry.currency}/${base}`);
        stale = true;
      }
      value = value.plus(rate === undefined ? local : local.times(rate.rate));
    }
    for (const cash of ledger.cash.values()) {
      if (cash.amount.isZero() || (inScope !== undefined && !inScope(cash.accountId))) continue;
      const rate = fx.rate(cash.currency, base, day);
      if (rate === undefined) missing.add(`${cash.currency}/${base}`);
      value = value.plus(rate === undefined ? cash.amount : cash.amount.times(rate.rate));
    }
    if (day >= keepFrom) points.push({ date: day, value, flow, netContribution: contribution, stale });
  }
  for (const pair of ledger.missingFx) missing.add(pair);
  return { points, missingFx: [...missing].sort() };
};
