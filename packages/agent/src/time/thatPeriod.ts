import type { LocalDate } from "@lifeos/core";
import { addDays } from "@lifeos/core";
import { day, earlier, mondayOf, monthRange, parts, weekdayIndex } from "./calendar.js";
import type { DateRange } from "./relativeDates.js";
import { pattern } from "./dateRules.js";

/**
 * "that weekend", "the same month", "nesse fim de semana", "naquela semana", "no mesmo ano": a period pointed at, not
 * named, so of the day the conversation was just about (the last answer's), not of today.
 */
const thatSaid = pattern(
  "\\b(?:that|the same)\\s+(weekend|week|month|year)\\b|\\b(?:n?(?:esse|essa|aquele|aquela)|n?(?:o|a)\\s+mesm[oa])\\s+(fi(?:m|nal)[\\s-]+de[\\s-]+semana|semana|m[eê]s|ano)\\b",
);

/** The weekend a day belongs to: its own on a Saturday or Sunday, the one before early in the week, the one after late in it. */
const weekendOf = (date: LocalDate): { from: LocalDate; to: LocalDate } => {
  const weekday = weekdayIndex(date);
  const saturday = weekday >= 5 ? addDays(date, 5 - weekday) : weekday <= 2 ? addDays(mondayOf(date), -2) : addDays(mondayOf(date), 5);
  return { from: saturday, to: addDays(saturday, 1) };
};

const spanOf = (unit: string, date: LocalDate): Pick<DateRange, "from" | "to" | "granularity"> => {
  const [year, month] = parts(date);
  if (/^(?:weekend|fi)/.test(unit)) return { ...weekendOf(date), granularity: "range" };
  if (/^(?:week|semana)/.test(unit)) return { from: mondayOf(date), to: addDays(mondayOf(date), 6), granularity: "week" };
  if (/^(?:month|m)/.test(unit)) return { ...monthRange(year, month), granularity: "month" };
  return { from: day(year, 1, 1), to: day(year, 12, 31), granularity: "year" };
};

/**
 * The period a message points at with "that" ("what did I do that weekend?" after "your hardest day was
 * 2025-02-17"), around `anchor`, kept to days up to `today`; null when it points at none or there is no anchor.
 */
export const thatPeriod = (text: string, anchor: LocalDate | undefined, today: LocalDate): DateRange | null => {
  if (anchor === undefined) return null;
  const match = [...text.matchAll(thatSaid)][0];
  if (match === undefined) return null;
  const span = spanOf((match[1] ?? match[2]!).toLowerCase(), anchor);
  if (span.from > today) return null;
  return { ...span, to: earlier(span.to, today), text: match[0], index: match.index };
};

/** Dates as `resolveDates` reads them, with a period pointed at with "that" in place of what its words alone would name. */
export const withPeriodPointedAt = (
  text: string,
  dates: { readonly ranges: DateRange[]; readonly range: DateRange | null },
  anchor: LocalDate | undefined,
  today: LocalDate,
): { readonly ranges: DateRange[]; readonly range: DateRange | null } => {
  const pointed = thatPeriod(text, anchor, today);
  if (pointed === null) return dates;
  const outside = (range: DateRange): boolean => range.index < pointed.index || range.index >= pointed.index + pointed.text.length;
  return { ranges: [pointed, ...dates.ranges.filter(outside)], range: pointed };
};
