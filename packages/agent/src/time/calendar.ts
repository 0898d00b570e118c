import type { LocalDate } from "@lifeos/core";
import { addDays } from "@lifeos/core";

/** Calendar arithmetic on `YYYY-MM-DD` days, shared by the date rules. */

const pad = (value: number) => String(value).padStart(2, "0");

/** The day `year-month-dayOfMonth` (month 1-12). */
export const day = (year: number, month: number, dayOfMonth: number) => `${year}-${pad(month)}-${pad(dayOfMonth)}` as LocalDate;

/** Days in a month (month 1-12). */
export const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first and last day of a month (month 1-12; 0 and 13 wrap to the neighbouring years). */
export const monthRange = (year: number, month: number): { from: LocalDate; to: LocalDate } => {
  const normalizedYear = year + Math.floor((month - 1) / 12);
  const normalizedMonth = ((((month - 1) % 12) + 12) % 12) + 1;
  return { from: day(normalizedYear, normalizedMonth, 1), to: day(normalizedYear, normalizedMonth, lastDayOfMonth(normalizedYear, normalizedMonth)) };
};

/** Year, month and day of a date. */
export const parts = (date: LocalDate) => date.split("-").map(Number) as [number, number, number];

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (date: LocalDate): number => {
  const [year, month, dayOfMonth] = parts(date);
  return (new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay() + 6) % 7;
};

/** Monday of the ISO week containing `date`. */
export const mondayOf = (date: LocalDate): LocalDate => addDays(date, -weekdayIndex(date));

/** The earlier of two days. */
export const earlier = (a: LocalDate, b: LocalDate): LocalDate => (a < b ? a : b);
