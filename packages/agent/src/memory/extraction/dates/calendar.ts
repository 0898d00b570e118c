import type { ParsingContext } from "chrono-node";

/** A calendar day. `weekday` is 0 for Sunday … 6 for Saturday. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
}

const fromUtc = (date: Date): CalendarDay => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
  weekday: date.getUTCDay(),
});

/** The day `days` after `from` (before, when negative). */
export const shiftDays = (from: CalendarDay, days: number): CalendarDay => fromUtc(new Date(Date.UTC(from.year, from.month - 1, from.day + days)));

/** The day `months` after `from`, on the 1st. */
export const shiftMonthsToFirst = (from: CalendarDay, months: number): CalendarDay => fromUtc(new Date(Date.UTC(from.year, from.month - 1 + months, 1)));

/** The same day `years` later (28 February for 29 February in a common year). */
export const shiftYears = (from: CalendarDay, years: number): CalendarDay => {
  const lastDay = new Date(Date.UTC(from.year + years, from.month, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(from.year + years, from.month - 1, Math.min(from.day, lastDay))));
};

/** Monday of the week that contains `from` (weeks start on Monday). */
export const mondayOf = (from: CalendarDay): CalendarDay => shiftDays(from, -((from.weekday + 6) % 7));

/** The day chrono parses relative to: the reference instant's wall clock in the person's time zone. */
export const referenceDay = (context: ParsingContext): CalendarDay => {
  const local = context.reference.getDateWithAdjustedTimezone();
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate(), weekday: local.getDay() };
};

/** Days from `from` to the next `weekday` strictly after it (1..7). */
export const daysUntil = (from: CalendarDay, weekday: number): number => ((weekday - from.weekday + 7) % 7) || 7;

/** Days from `from` back to the last `weekday` strictly before it (1..7). */
export const daysSince = (from: CalendarDay, weekday: number): number => ((from.weekday - weekday + 7) % 7) || 7;
