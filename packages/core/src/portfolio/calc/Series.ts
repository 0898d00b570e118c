import { fixedOf } from "./fixed.js";

/**
 * Values by day, read "as of" a day: the last value on or before it, carried
 * forward. Values are kept as the stored decimal text and turned into
 * fixed-point units (see `fixed.ts`) when read: a long price history is
 * mostly read once, day after day, and is not worth a second copy.
 */
export class Series {
  private dates: string[] = [];
  private texts: string[] = [];
  private cursor = 0;

  /** Adds a point; points must come in date order (a later point of the same day replaces it). */
  push(date: string, value: string): void {
    const last = this.dates.length - 1;
    if (last >= 0 && this.dates[last] === date) this.texts[last] = value;
    else {
      this.dates.push(date);
      this.texts.push(value);
    }
  }

  get size(): number {
    return this.dates.length;
  }

  get first(): string | undefined {
    return this.dates[0];
  }

  get lastDate(): string | undefined {
    return this.dates[this.dates.length - 1];
  }

  /** Index of the last point on or before `date`, or -1. */
  indexAt(date: string): number {
    // Calls mostly move forward one day at a time: try the cursor first.
    const { dates } = this;
    let index = this.cursor;
    if (index < dates.length && dates[index]! <= date && (index + 1 === dates.length || dates[index + 1]! > date)) return index;
    if (index + 1 < dates.length && dates[index + 1]! <= date && (index + 2 === dates.length || dates[index + 2]! > date)) {
      this.cursor = index + 1;
      return index + 1;
    }
    let low = 0;
    let high = dates.length - 1;
    index = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (dates[middle]! <= date) {
        index = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (index >= 0) this.cursor = index;
    return index;
  }

  dateAt(index: number): string {
    return this.dates[index]!;
  }

  unitsAt(index: number): bigint {
    return fixedOf(this.texts[index]!);
  }

  /** The value as of `date` (fixed-point units) with the day it was observed, or undefined before the first point. */
  at(date: string): { readonly date: string; readonly units: bigint } | undefined {
    const index = this.indexAt(date);
    return index < 0 ? undefined : { date: this.dates[index]!, units: this.unitsAt(index) };
  }

  /** Builds a series from parallel arrays of days and values, sorting only when the days are out of order. */
  static fromArrays(dates: ReadonlyArray<string>, values: ReadonlyArray<string>): Series {
    for (let index = 1; index < dates.length; index++)
      if (dates[index - 1]! >= dates[index]!) return Series.of(dates.map((date, at) => [date, values[at]!] as const));
    const series = new Series();
    series.dates = dates.slice();
    series.texts = values.slice(0, dates.length);
    return series;
  }

  /** Builds a series from points in any order. */
  static of(points: ReadonlyArray<readonly [string, string]>): Series {
    let sorted = true;
    for (let index = 1; index < points.length && sorted; index++) if (points[index - 1]![0] > points[index]![0]) sorted = false;
    const ordered = sorted ? points : [...points].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const series = new Series();
    for (const [date, value] of ordered) series.push(date, value);
    return series;
  }

  /**
   * Series keyed by `keyOf(item)`, built in one pass over items that are
   * usually grouped by key and in date order (as the repositories return
   * them); a key whose days come out of order is sorted once.
   */
  static grouped<A>(items: ReadonlyArray<A>, keyOf: (item: A) => string, dateOf: (item: A) => string, valueOf: (item: A) => string): Map<string, Series> {
    const result = new Map<string, Series>();
    const unordered = new Set<string>();
    let key: string | undefined;
    let series: Series | undefined;
    for (const item of items) {
      const itemKey = keyOf(item);
      if (itemKey !== key) {
        key = itemKey;
        series = result.get(itemKey);
        if (series === undefined) result.set(itemKey, (series = new Series()));
      }
      const date = dateOf(item);
      const last = series!.lastDate;
      if (last !== undefined && date < last) unordered.add(itemKey);
      else series!.push(date, valueOf(item));
    }
    if (unordered.size === 0) return result;
    // Rare: rebuild the keys that came out of order, sorted, from every item of theirs.
    const points = new Map<string, Array<readonly [string, string]>>();
    for (const item of items) {
      const itemKey = keyOf(item);
      if (!unordered.has(itemKey)) continue;
      let list = points.get(itemKey);
      if (list === undefined) points.set(itemKey, (list = []));
      list.push([dateOf(item), valueOf(item)]);
    }
    for (const [itemKey, list] of points) result.set(itemKey, Series.of([...list].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))));
    return result;
  }
}
