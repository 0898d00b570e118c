import { Schema } from "effect";
import { shiftDays } from "../money.js";

export const PerformancePeriod = Schema.Literals(["1M", "3M", "6M", "YTD", "1Y", "3Y", "5Y", "ALL"]);
export type PerformancePeriod = typeof PerformancePeriod.Type;

const monthsBack = (date: string, months: number): string => {
  const value = new Date(`${date}T00:00:00Z`);
  const day = value.getUTCDate();
  value.setUTCDate(1);
  value.setUTCMonth(value.getUTCMonth() - months);
  const last = new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth() + 1, 0)).getUTCDate();
  value.setUTCDate(Math.min(day, last));
  return value.toISOString().slice(0, 10);
};

/**
 * The first day of a named period ending on `to` (the period's opening value is
 * the close of the day before); undefined for ALL (from the first activity).
 */
export const periodStart = (period: PerformancePeriod, to: string): string | undefined => {
  switch (period) {
    case "1M":
      return shiftDays(monthsBack(to, 1), 1);
    case "3M":
      return shiftDays(monthsBack(to, 3), 1);
    case "6M":
      return shiftDays(monthsBack(to, 6), 1);
    case "YTD":
      return `${to.slice(0, 4)}-01-01`;
    case "1Y":
      return shiftDays(monthsBack(to, 12), 1);
    case "3Y":
      return shiftDays(monthsBack(to, 36), 1);
    case "5Y":
      return shiftDays(monthsBack(to, 60), 1);
    case "ALL":
      return undefined;
  }
};
