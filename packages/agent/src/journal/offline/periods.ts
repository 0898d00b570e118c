import type { LocalDate } from "@lifeos/core";
import { addDays } from "@lifeos/core";
import type { DateRange } from "../../time/relativeDates.js";
import type { Question } from "../../models/offline/question/Question.js";

/** A span of days to compare or review. */
export interface Period {
  readonly from: LocalDate;
  readonly to: LocalDate;
}

/** Most days a period may hold to be told day by day ("where did I go last weekend?"): a week's. */
const shortPeriodDays = 7;

/** "the most", "mais": a ranking asked for, even of a few days ("who did I see most last week?"). */
const rankingAsked = /\b(?:most|mais)\b/;

/**
 * Whether the people or places of a period are told day by day ("who was I with last weekend?", "onde fui na semana
 * passada?"): a period of a week at most, with no ranking asked for.
 */
export const toldDayByDay = (question: Question, period: Period | null): boolean =>
  period !== null && daysIn(period) <= shortPeriodDays && !question.has(rankingAsked);

/** Whole days in a period, both ends counted. */
export const daysIn = (period: Period): number => Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000) + 1;

const shiftYear = (date: LocalDate, years: number): LocalDate => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const target = `${String(year + years).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
  const last = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return `${target}-${String(Math.min(day, last)).padStart(2, "0")}` as LocalDate;
};

const shiftMonth = (date: LocalDate, months: number): LocalDate => {
  const [year, month] = date.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}-01` as LocalDate;
};

const monthEnd = (monthStart: LocalDate): LocalDate => {
  const [year, month] = monthStart.split("-").map(Number) as [number, number];
  return `${monthStart.slice(0, 8)}${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, "0")}` as LocalDate;
};

/**
 * The period a named range is naturally compared with, the one before it,
 * whole: the month before a month, the year before a year, the same
 * season a year earlier, the week before a week, else as many days just
 * before. ("This month" so far is compared with all of last month.)
 */
export const precedingPeriod = (range: DateRange): Period => {
  const length = daysIn(range);
  switch (range.granularity) {
    case "month": {
      const from = shiftMonth(range.from, -1);
      return { from, to: monthEnd(from) };
    }
    case "year":
      return { from: shiftYear(range.from.slice(0, 4) + "-01-01" as LocalDate, -1), to: shiftYear(`${range.from.slice(0, 4)}-12-31` as LocalDate, -1) };
    case "season": {
      const from = shiftYear(range.from, -1);
      return { from, to: monthEnd(shiftMonth(from, 2)) };
    }
    case "week":
      return { from: addDays(range.from, -7), to: addDays(range.to, -7) };
    default:
      return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
  }
};

/**
 * The period like `range` that contains today (this month for a month,
 * this year for a year, this week for a week, the same number of days up
 * to today otherwise), for "than last year"-style questions.
 */
export const currentPeriodLike = (range: DateRange, today: LocalDate): Period => {
  switch (range.granularity) {
    case "month":
      return { from: `${today.slice(0, 8)}01` as LocalDate, to: today };
    case "year":
      return { from: `${today.slice(0, 4)}-01-01` as LocalDate, to: today };
    default:
      return { from: addDays(today, -(daysIn(range) - 1)), to: today };
  }
};

/** The two periods in calendar order. */
export const chronological = (a: Period, b: Period): [Period, Period] => (a.from <= b.from ? [a, b] : [b, a]);

/** What stands between two periods asked of alike: "and", "e", "&" or a comma, and a preposition ("March and April", "em março e em abril"). */
const periodJoiner = /^\s*(?:,\s*(?:(?:and|e)\s+)?|(?:and|e|&)\s+)(?:(?:in|of|em|de|no|na)\s+)?$/iu;

/** Periods reviewed each on their own when named side by side: a day is its entry, a month or a year its summary. */
const reviewedApart: ReadonlySet<DateRange["granularity"]> = new Set(["day", "month", "year"]);

/**
 * Whole days, months or years named side by side, to be reviewed each ("how were March and April?", "summarise 2023
 * and 2024", "como foi ontem e hoje?"): two or three of them, joined by "and" / "e" or commas. Empty otherwise.
 */
export const periodsApart = (dates: ReadonlyArray<DateRange>, spelled: string): ReadonlyArray<DateRange> => {
  if (dates.length < 2 || dates.length > 3 || dates.some((range) => !reviewedApart.has(range.granularity))) return [];
  const joined = dates.every((range, index) => {
    const previous = dates[index - 1];
    return previous === undefined || periodJoiner.test(spelled.slice(previous.index + previous.text.length, range.index));
  });
  return joined ? dates : [];
};
