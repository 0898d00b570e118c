import type { LocalDate } from "@lifeos/core";
import { addDays, InvalidInput, toLocalDate } from "@lifeos/core";
import { Effect } from "effect";
import type { ToolContext } from "../registry/Tool.js";

/** Today's date in the user's time zone. */
export const today = (context: ToolContext): LocalDate => toLocalDate(context.now, context.timeZone);

export interface DateRange {
  readonly from: LocalDate;
  readonly to: LocalDate;
}

/**
 * The inclusive range a tool queries: the given bounds, or the last
 * `defaultDays` days ending today in the user's time zone. Fails with
 * `InvalidInput` when `from` is after `to`.
 */
export const resolveRange = (
  context: ToolContext,
  from: LocalDate | undefined,
  to: LocalDate | undefined,
  defaultDays: number,
): Effect.Effect<DateRange, InvalidInput> => {
  const end = to ?? (from !== undefined && from > today(context) ? from : today(context));
  const start = from ?? addDays(end, -(defaultDays - 1));
  return start > end
    ? Effect.fail(new InvalidInput({ message: `"from" (${start}) is after "to" (${end})`, field: "from" }))
    : Effect.succeed({ from: start, to: end });
};

/** Whole days from `a` to `b` (positive when `b` is later). */
export const daysBetween = (a: LocalDate, b: LocalDate): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The first and last day of a `YYYY-MM` month. */
export const monthRange = (month: string): DateRange => {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01` as LocalDate, to: `${month}-${String(last).padStart(2, "0")}` as LocalDate };
};

/** The first and last day of a year. */
export const yearRange = (year: number): DateRange => ({
  from: `${String(year).padStart(4, "0")}-01-01` as LocalDate,
  to: `${String(year).padStart(4, "0")}-12-31` as LocalDate,
});
