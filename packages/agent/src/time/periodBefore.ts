import { addDays } from "@lifeos/core";
import { day, mondayOf, monthRange, parts } from "./calendar.js";
import type { ResolvedRange } from "./dateRules.js";
import type { DateRange } from "./relativeDates.js";

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

/** The unit of the period the text asks for before another one, if it asks for one. */
export const unitBefore = (text: string): Unit | null => {
  const match = beforeSaid.exec(text);
  const word = match?.slice(1).find((group) => group !== undefined);
  return word === undefined ? null : (units[word] ?? null);
};

/** The whole `unit` before the one `range` starts in ("the year before" 2025 is 2024; the month before March is February). */
export const periodBefore = (range: ResolvedRange, unit: Unit): ResolvedRange => {
  const [year, month] = parts(range.from);
  switch (unit) {
    case "day": {
      const previous = addDays(range.from, -1);
      return { from: previous, to: previous, granularity: "day" };
    }
    case "week": {
      const monday = mondayOf(addDays(range.from, -7));
      return { from: monday, to: addDays(monday, 6), granularity: "week" };
    }
    case "month":
      return { ...monthRange(year, month - 1), granularity: "month" };
    case "year":
      return { from: day(year - 1, 1, 1), to: day(year - 1, 12, 31), granularity: "year" };
  }
};

/** `range` moved to the period before it, keeping where the words that named it were. */
export const dateRangeBefore = (range: DateRange, unit: Unit): DateRange => ({ ...range, ...periodBefore(range, unit) });
