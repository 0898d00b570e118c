import type { Dec } from "../money.js";
import { dec } from "../money.js";
import { fixedOf } from "./fixed.js";

/**
 * Values by day, read "as of" a day: the last value on or before it, carried
 * forward. Values are kept as the stored decimal text and turned into a
 * decimal (or fixed-point units) only when read.
 */
export class Series {
  private readonly dates: string[] = [];
  private readonly texts: string[] = [];
  private readonly decimals: Array<Dec | undefined> = [];
  private readonly units: Array<bigint | undefined> = [];
  private cursor = 0;

  /** Adds a point; points must come in date order (a later point of the same day replaces it). */
  push(date: string, value: string): void {
    const last = this.dates.length - 1;
    if (last >= 0 && this.dates[last] === date) {
      this.texts[last] = value;
      this.decimals[last] = undefined;
      this.units[last] = undefined;
    } else {
      this.dates.push(date);
      this.texts.push(value);
      this.decimals.push(undefined);
      this.units.push(undefined);
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

  decimalAt(index: number): Dec {
    return (this.decimals[index] ??= dec(this.texts[index]!));
  }

  unitsAt(index: number): bigint {
    return (this.units[index] ??= fixedOf(this.texts[index]!));
  }

  /** The value as of `date` with the day it was observed, or undefined before the first point. */
  at(date: string): { readonly date: string; readonly value: Dec } | undefined {
    const index = this.indexAt(date);
    return index < 0 ? undefined : { date: this.dates[index]!, value: this.decimalAt(index) };
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
}
