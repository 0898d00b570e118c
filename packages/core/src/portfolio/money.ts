import { Decimal } from "decimal.js";
import { Schema } from "effect";

/**
 * An exact decimal number written as a plain string ("1234.5", "-0.25"):
 * money, quantities, prices and rates never pass through a binary float.
 * At most 18 digits before and 10 after the point, which both databases store exactly.
 */
export const DecimalString = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((value: string) => /^-?\d{1,18}(\.\d{1,10})?$/.test(value) || "must be a decimal number such as 1234.56", {
      toJsonSchema: () => ({ pattern: "^-?\\d{1,18}(\\.\\d{1,10})?$", examples: ["10"] }),
    }),
  ),
);
export type DecimalString = typeof DecimalString.Type;

/** An ISO 4217 currency code ("EUR", "USD"). */
export const CurrencyCode = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((value: string) => /^[A-Z]{3}$/.test(value) || "must be a three-letter currency code such as EUR", {
      toJsonSchema: () => ({ pattern: "^[A-Z]{3}$", examples: ["EUR"] }),
    }),
  ),
);
export type CurrencyCode = typeof CurrencyCode.Type;

/** A calendar day, "YYYY-MM-DD" (valid dates only). */
export const IsoDate = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((value: string) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return "must be a date YYYY-MM-DD";
      if (value < "1000-01-01") return "must be a date after the year 1000";
      const date = new Date(`${value}T00:00:00Z`);
      return (!Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value) || "is not a valid date";
    }, { toJsonSchema: () => ({ format: "date" }) }),
  ),
);
export type IsoDate = typeof IsoDate.Type;

/** Decimal.js configured once for money: 40 significant digits, half-even rounding. */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });
export type Dec = InstanceType<typeof Dec>;

export const dec = (value: string | number | Dec): Dec => new Dec(value);
export const ZERO = new Dec(0);
export const ONE = new Dec(1);

/** A decimal as a `DecimalString` rounded to `places` (default 10), without exponent notation. */
export const toDecimalString = (value: Dec, places = 10): DecimalString => {
  const fixed = value.toDecimalPlaces(places).toFixed();
  return (fixed === "-0" ? "0" : fixed) as DecimalString;
};

/** A money amount for display and tool output: 2 places. */
export const money = (value: Dec): DecimalString => {
  const fixed = value.toFixed(2);
  return (fixed === "-0.00" ? "0.00" : fixed) as DecimalString;
};

/** The day `days` after `date` (negative: before). */
export const shiftDays = (date: string, days: number): string => {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

/** Every day from `from` to `to`, both included, in order (none when `from` is after `to`). */
export const calendarDays = (from: string, to: string): string[] => {
  const days: string[] = [];
  const cursor = new Date(`${from}T00:00:00Z`);
  for (let day = from; day <= to; day = cursor.toISOString().slice(0, 10)) {
    days.push(day);
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
};

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
