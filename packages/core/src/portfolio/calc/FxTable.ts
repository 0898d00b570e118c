import type { FxRate } from "../marketData.js";
import { divFixed, inverseFixed, mulFixed, SCALE } from "./fixed.js";
import { Series } from "./Series.js";

/** A rate in fixed-point units (see `fixed.ts`) with the day it was observed (the older leg's, for a cross rate). */
export interface RateAsOf {
  readonly units: bigint;
  readonly date: string;
}

/**
 * Exchange rates as of a day, carried forward from the last known rate. A
 * pair is found directly, as the inverse of the opposite pair, or else
 * crossed through a third currency that has a rate with both.
 */
export class FxTable {
  private readonly pairs: Map<string, Series>;
  /** The same series by base, then quote currency: found without building a key per conversion. */
  private readonly byBase = new Map<string, Map<string, Series>>();
  private readonly currencies: ReadonlyArray<string>;

  constructor(rates: ReadonlyArray<FxRate>) {
    this.pairs = Series.grouped(rates, (rate) => `${rate.base}/${rate.quote}`, (rate) => rate.date, (rate) => rate.rate);
    for (const [pair, series] of this.pairs) {
      const [base, quote] = pair.split("/") as [string, string];
      let quotes = this.byBase.get(base);
      if (quotes === undefined) this.byBase.set(base, (quotes = new Map()));
      quotes.set(quote, series);
    }
    this.currencies = [...new Set([...this.pairs.keys()].flatMap((pair) => pair.split("/")))];
  }

  /** Units of `to` for one unit of `from` as of `date`; undefined when unknown. */
  rateUnits(from: string, to: string, date: string): RateAsOf | undefined {
    if (from === to) return { units: SCALE, date };
    const found = this.pair(from, to, date);
    if (found !== undefined) return found.inverse ? { units: inverseFixed(found.units), date: found.date } : found;
    for (const through of this.currencies) {
      if (through === from || through === to) continue;
      const first = this.rateOf(from, through, date);
      const second = first === undefined ? undefined : this.rateOf(through, to, date);
      if (first !== undefined && second !== undefined) return { units: mulFixed(first.units, second.units), date: first.date < second.date ? first.date : second.date };
    }
    return undefined;
  }

  /**
   * How to turn amounts of `from` into `to` as of `date` (times the direct
   * rate, divided by the opposite pair's rate, or through a cross rate), with
   * the day the rate was observed; undefined when unknown.
   */
  converter(from: string, to: string, date: string): { readonly date: string; readonly convert: (amount: bigint) => bigint } | undefined {
    if (from === to) return { date, convert: (amount) => amount };
    const found = this.pair(from, to, date);
    if (found !== undefined) {
      const units = found.units;
      return { date: found.date, convert: found.inverse ? (amount) => divFixed(amount, units) : (amount) => mulFixed(amount, units) };
    }
    const cross = this.rateUnits(from, to, date);
    return cross === undefined ? undefined : { date: cross.date, convert: (amount) => mulFixed(amount, cross.units) };
  }

  /** `amount` (fixed-point units of `from`) in `to` as of `date` (see `converter`); undefined when unknown. */
  convert(amount: bigint, from: string, to: string, date: string): bigint | undefined {
    if (from === to) return amount;
    // The common cases without allocating: called for every activity of a replay.
    const direct = this.byBase.get(from)?.get(to);
    if (direct !== undefined) {
      const index = direct.indexAt(date);
      if (index >= 0) return mulFixed(amount, direct.unitsAt(index));
    }
    const inverse = this.byBase.get(to)?.get(from);
    if (inverse !== undefined) {
      const index = inverse.indexAt(date);
      if (index >= 0 && inverse.unitsAt(index) !== 0n) return divFixed(amount, inverse.unitsAt(index));
    }
    return this.converter(from, to, date)?.convert(amount);
  }

  /** The pairs that have rates, as "BASE/QUOTE". */
  get knownPairs(): ReadonlyArray<string> {
    return [...this.pairs.keys()];
  }

  /** A direct or inverse rate only (no crossing). */
  private rateOf(from: string, to: string, date: string): RateAsOf | undefined {
    const found = this.pair(from, to, date);
    return found === undefined ? undefined : found.inverse ? { units: inverseFixed(found.units), date: found.date } : found;
  }

  /** The stored rate of `from/to`, or of `to/from` (marked `inverse`), as of `date`. */
  private pair(from: string, to: string, date: string): (RateAsOf & { readonly inverse: boolean }) | undefined {
    const direct = this.byBase.get(from)?.get(to);
    if (direct !== undefined) {
      const index = direct.indexAt(date);
      if (index >= 0) return { units: direct.unitsAt(index), date: direct.dateAt(index), inverse: false };
    }
    const inverse = this.byBase.get(to)?.get(from);
    if (inverse !== undefined) {
      const index = inverse.indexAt(date);
      if (index >= 0 && inverse.unitsAt(index) !== 0n) return { units: inverse.unitsAt(index), date: inverse.dateAt(index), inverse: true };
    }
    return undefined;
  }
}
