import type { FxRate } from "../marketData.js";
import type { Dec } from "../money.js";
import { ONE } from "../money.js";
import { inverseFixed, SCALE } from "./fixed.js";
import { Series } from "./Series.js";

/**
 * Exchange rates as of a day, carried forward from the last known rate. A
 * pair is found directly or as the inverse of the opposite pair; otherwise
 * through the base currency when both legs exist.
 */
export class FxTable {
  private readonly pairs = new Map<string, Series>();

  constructor(rates: ReadonlyArray<FxRate>) {
    const grouped = new Map<string, Array<readonly [string, string]>>();
    for (const rate of rates) {
      const key = `${rate.base}/${rate.quote}`;
      let list = grouped.get(key);
      if (list === undefined) grouped.set(key, (list = []));
      list.push([rate.date, rate.rate]);
    }
    for (const [key, points] of grouped) this.pairs.set(key, Series.of(points));
  }

  /** Units of `to` for one unit of `from` as of `date`, with the day the rate was observed; undefined when unknown. */
  rate(from: string, to: string, date: string): { readonly rate: Dec; readonly date: string } | undefined {
    if (from === to) return { rate: ONE, date };
    const direct = this.pairs.get(`${from}/${to}`)?.at(date);
    if (direct !== undefined) return { rate: direct.value, date: direct.date };
    const inverse = this.pairs.get(`${to}/${from}`)?.at(date);
    if (inverse !== undefined && !inverse.value.isZero()) return { rate: ONE.div(inverse.value), date: inverse.date };
    return undefined;
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

  /** The pairs that have rates, as "BASE/QUOTE". */
  get knownPairs(): ReadonlyArray<string> {
    return [...this.pairs.keys()];
  }
}
