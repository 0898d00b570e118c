import type { LocalDate } from "@lifeos/core";
import { addDays } from "@lifeos/core";
import { day, lastDayOfMonth, mondayOf, monthRange, parts } from "./calendar.js";
import type { DateRange, ResolvedRange } from "./dateRules.js";

type Unit = "day" | "week" | "month" | "year";

const units: Readonly<Record<string, Unit>> = { day: "day", dia: "day", week: "week", semana: "week", month: "month", mes: "month", year: "year", ano: "year" };

/**
 * "the year before", "the previous month", "o ano anterior", "a semana antes":
 * a period said relative to another one (in a follow-up, the previous
 * question's), in normalised accent-folded text. "last year" and a bare
 * "previous month" stay today's and are not read here.
 */
const beforeSaid =
  /\b(?:the\s+(day|week|month|year)\s+(?:before|prior)|the\s+(?:previous|preceding|prior)\s+(day|week|month|year)|(?:(?:n?[oa])\s+)?(dia|semana|mes|ano)\s+(?:anterior|antes|precedente))\b/;

/** The unit a pattern's first matching group names, if the text says one. */
const unitSaid = (said: RegExp, text: string): Unit | null => {
  const word = said.exec(text)?.slice(1).find((group) => group !== undefined);
  return word === undefined ? null : (units[word] ?? null);
};

/** The unit of the period the text asks for before another one, if it asks for one. */
export const unitBefore = (text: string): Unit | null => unitSaid(beforeSaid, text);

/**
 * "the day after", "the following week", "no dia seguinte", "o mês a seguir", "na semana depois": a period said after
 * another one (in a follow-up, the previous question's), in normalised accent-folded text. "the day after Christmas"
 * names a day of its own, and "next week" is today's: neither is read here.
 */
const afterSaid =
  /\b(?:the\s+(day|week|month|year)\s+after(?!\s+(?!that\b|it\b)\w)|the\s+(?:next|following)\s+(day|week|month|year)|(?:(?:n?[oa])\s+)?(dia|semana|mes|ano)\s+(?:seguinte|a\s+seguir|depois(?!\s+de\b)))\b/;

/** The unit of the period the text asks for after another one, if it asks for one. */
export const unitAfter = (text: string): Unit | null => unitSaid(afterSaid, text);

/**
 * The whole `unit` beside `range`, a `step` of one back (from the unit it starts in: "the year before" 2025 is 2024, the
 * month before March is February) or one on (from the unit it ends in: the month after March is April).
 */
const periodBeside = (range: ResolvedRange, unit: Unit, step: -1 | 1): ResolvedRange => {
  const anchor = step < 0 ? range.from : range.to;
  const [year, month] = parts(anchor);
  switch (unit) {
    case "day": {
      const next = addDays(anchor, step);
      return { from: next, to: next, granularity: "day" };
    }
    case "week": {
      const monday = addDays(mondayOf(anchor), 7 * step);
      return { from: monday, to: addDays(monday, 6), granularity: "week" };
    }
    case "month":
      return { ...monthRange(year, month + step), granularity: "month" };
    case "year":
      return { from: day(year + step, 1, 1), to: day(year + step, 12, 31), granularity: "year" };
  }
};

/** The whole `unit` before the one `range` starts in ("the year before" 2025 is 2024; the month before March is February). */
export const periodBefore = (range: ResolvedRange, unit: Unit): ResolvedRange => periodBeside(range, unit, -1);

/** `range` moved to the period after it, keeping where the words that named it were. */
export const dateRangeAfter = (range: DateRange, unit: Unit): DateRange => ({ ...range, ...periodBeside(range, unit, 1) });

/** `range` moved to the period before it, keeping where the words that named it were. */
export const dateRangeBefore = (range: DateRange, unit: Unit): DateRange => ({ ...range, ...periodBefore(range, unit) });

/** "and the one before?", "e o anterior?", "before that": the period before the one just asked about, whatever its unit. */
const oneBeforeSaid =
  /^(?:(?:and|e|what about|how about|e quanto a|e que tal) )?(?:the |o |a )?(?:one before(?: that)?|previous one|one prior|before that|anterior|antes disso|de antes)(?: \?)?$/;

/** Whether a (normalised) message asks for the period before the last one named, without naming its unit. */
export const asksOneBefore = (text: string): boolean => oneBeforeSaid.test(text);

const yearBack = (date: LocalDate): LocalDate => {
  const [year, month, dayOfMonth] = parts(date);
  return day(year - 1, month, Math.min(dayOfMonth, lastDayOfMonth(year - 1, month)));
};
const daysFrom = (from: LocalDate, to: LocalDate): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * The period of the same kind just before `range`: the day, week, month or
 * year before; a season a year back; a span of up to a week (a weekend) a
 * week back, on the same days; a longer span its own length back.
 */
export const sameKindBefore = (range: DateRange): DateRange => {
  if (range.granularity !== "range" && range.granularity !== "season") return dateRangeBefore(range, range.granularity);
  if (range.granularity === "season") return { ...range, from: yearBack(range.from), to: yearBack(range.to) };
  const length = daysFrom(range.from, range.to) + 1;
  const shift = length <= 7 ? 7 : length;
  return { ...range, from: addDays(range.from, -shift), to: addDays(range.to, -shift) };
};
