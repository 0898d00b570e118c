import type { Dec } from "../money.js";
import { dec } from "../money.js";

/** Values by day, read "as of" a day: the last value on or before it, carried forward. */
export class Series {
  private readonly dates: string[] = [];
  private readonly values: Dec[] = [];
  private cursor = 0;

  /** Adds a point; points must come in date order (a later point of the same day replaces it). */
  push(date: string, value: Dec): void {
    if (this.dates.length > 0 && this.dates[this.dates.length - 1] === date) this.values[this.values.length - 1] = value;
    else {
      this.dates.push(date);
      this.values.push(value);
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
  private indexAt(date: string): number {
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

  /** The value as of `date` with the day it was observed, or undefined before the first point. */
  at(date: string): { readonly date: string; readonly value: Dec } | undefined {
    const index = this.indexAt(date);
    return index < 0 ? undefined : { date: this.dates[index]!, value: this.values[index]! };
  }

  static of(points: ReadonlyArray<readonly [string, string]>): Series {
    const series = new Series();
    for (const [date, value] of [...points].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) series.push(date, dec(value));
    return series;
  }
}
