import type { FxRate } from "../marketData.js";
import { divFixed, inverseFixed, mulFixed, SCALE } from "./fixed.js";
import { Series } from "./Series.js";

/**
 * Exchange rates as of a day, carried forward from the last known rate. A
 * pair is found directly or as the inverse of the opposite pair.
 */
export class FxTable {
  private readonly pairs: Map<string, Series>;

  constructor(rates: ReadonlyArray<FxRate>) {
    this.pairs = Series.grouped(rates, (rate) => `${rate.base}/${rate.quote}`, (rate) => rate.date, (rate) => rate.rate);
  }

  /** The rate as fixed-point units (see `fixed.ts`) with the day observed; undefined when unknown. */
  rateUnits(from: string, to: string, date: string): { readonly units: bigint; readonly date: string } | undefined {
    if (from === to) return { units: SCALE, date };
    const direct = this.pairs.get(`${from}/${to}`);
    if (direct !== undefined) {
      const index = direct.indexAt(date);
      if (index >= 0) return { units: direct.unitsAt(index), date: direct.dateAt(index) };
    }
    const inverse = this.pairs.get(`${to}/${from}`);
    if (inverse !== undefined) {
      const index = inverse.indexAt(date);
      if (index >= 0 && inverse.unitsAt(index) !== 0n) return { units: inverseFixed(inverse.unitsAt(index)), date: inverse.dateAt(index) };
    }
    return undefined;
  }

  /**
   * `amount` (fixed-point units of `from`) in `to` as of `date`: times the
   * direct rate, or divided by the opposite pair's rate; undefined when unknown.
   */
  convert(amount: bigint, from: string, to: string, date: string): bigint | undefined {
    if (from === to) return amount;
    const direct = this.pairs.get(`${from}/${to}`);
    if (direct !== undefined) {
      const index = direct.indexAt(date);
      if (index >= 0) return mulFixed(amount, direct.unitsAt(index));
    }
    const inverse = this.pairs.get(`${to}/${from}`);
    if (inverse !== undefined) {
      const index = inverse.indexAt(date);
      if (index >= 0 && inverse.unitsAt(index) !== 0n) return divFixed(amount, inverse.unitsAt(index));
    }
    return undefined;
  }

  /** The pairs that have rates, as "BASE/QUOTE". */
  get knownPairs(): ReadonlyArray<string> {
    return [...this.pairs.keys()];
  }
}
