import type { LocalDate } from "@lifeos/core";
import { addDays, toLocalDate, zonedParts } from "@lifeos/core";
import { clockTime } from "../extraction/dates/formatDate.js";
import { lastDayOfMonth, mondayOf, monthRange, parts } from "../../time/calendar.js";
import { findDates, orientDate, withoutDates } from "../extraction/dates/findDates.js";

/** The days a cancelling names its appointment by, both ends inclusive: one day, or a week, month or year. */
export interface VisitDays {
  readonly from: LocalDate;
  readonly to: LocalDate;
}

/** The time of day a cancelling names its appointment by ("the 10am dentist appointment", "a consulta das 15h"). */
export interface VisitClock {
  readonly hour: number;
  readonly minute: number;
}

/** Weeks counted ahead: "in two weeks", "daqui a duas semanas", "dentro de 3 semanas". */
const weeksCounted = /\b(?:in|daqui\s+a|dentro\s+de|em)\s+\S+\s+(?:weeks?|semanas?)\b/iu;

/** A time of day alone ("at 3pm", "às 15h") names the hour of an appointment, not its day. */
const clockOnly = /^(?:(?:at|às|as|pelas)\s+)?\d{1,2}(?:[:h.]\d{2})?\s*(?:h|am|pm|horas?)?$/iu;

/**
 * The days a cancelling names ("on the 14th", "next week's", "on Monday 14 December", "de dia 14", "de segunda que vem",
 * the week of "in two weeks"), the next ones to come (an appointment called off is still ahead), the time of day it
 * names, and the text without them; no days when none is said.
 */
export const visitDaysIn = (
  text: string,
  language: "en" | "pt",
  now: Date,
  timeZone: string,
): { readonly days: VisitDays | undefined; readonly clock: VisitClock | undefined; readonly rest: string } => {
  const found = findDates(text, language, now, timeZone);
  const timed = found.find((date) => date.precision === "minute");
  const clock = timed === undefined ? undefined : { hour: zonedParts(timed.at, timeZone).hour, minute: zonedParts(timed.at, timeZone).minute };
  const dates = found.filter((date) => !clockOnly.test(date.text.trim()));
  // "on Monday the 14th": the day of the month says which Monday.
  const first = dates.find((date) => !date.weekdayOnly) ?? dates[0];
  if (first === undefined) return { days: undefined, clock, rest: withoutDates(text, found) };
  const date = orientDate(first, "future", now, timeZone);
  const day = toLocalDate(date.at, timeZone);
  // "in two weeks", "daqui a duas semanas": that week, Monday to Sunday, not the very day.
  const weeksAhead = date.precision === "day" && weeksCounted.test(date.text);
  const from = weeksAhead ? mondayOf(day) : day;
  const [year, month] = parts(from);
  const to =
    date.precision === "week" || weeksAhead ? addDays(from, 6)
    : date.precision === "month" ? monthRange(year, month).to
    : date.precision === "year" ? (`${year}-12-${lastDayOfMonth(year, 12)}` as LocalDate)
    : from;
  return { days: { from, to }, clock, rest: withoutDates(text, found) };
};

/**
 * Whether an appointment's words may be at the time said: they tell that time ("… at 10 AM)", "… às 10h)"), or none
 * (an appointment told with no time is not ruled out by one).
 */
export const atClockSaid = (content: string, clock: VisitClock | undefined): boolean => {
  if (clock === undefined) return true;
  const told = /\s(?:at|às)\s(\d{1,2}(?::\d{2})?\s(?:AM|PM)|\d{1,2}h(?:\d{2})?)\)\s*$/u.exec(content)?.[1];
  return told === undefined || told === clockTime(clock.hour, clock.minute, "en") || told === clockTime(clock.hour, clock.minute, "pt");
};

const spelt = (date: LocalDate, pt: boolean): string =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(pt ? "pt-PT" : "en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).replace(pt ? /$/u : ",", "");

const daysSaid = (days: VisitDays, pt: boolean): string => {
  if (days.from === days.to) return pt ? `para ${spelt(days.from, true)}` : `on ${spelt(days.from, false)}`;
  return pt ? `entre ${spelt(days.from, true)} e ${spelt(days.to, true)}` : `between ${spelt(days.from, false)} and ${spelt(days.to, false)}`;
};

/**
 * The days and time said, in words, to go before the rest of a sentence: "on Monday 14 December at 10 AM ",
 * "between Monday 7 December and Sunday 13 December "; "para segunda-feira, 14 de dezembro, às 10h, " (commas closing
 * it); "" when neither was said.
 */
export const visitWhenSaid = (days: VisitDays | undefined, clock: VisitClock | undefined, pt: boolean): string => {
  const time = clock === undefined ? [] : [`${pt ? "às" : "at"} ${clockTime(clock.hour, clock.minute, pt ? "pt" : "en")}`];
  const parts = [...(days === undefined ? [] : [daysSaid(days, pt)]), ...time];
  if (parts.length === 0) return "";
  return pt ? `${parts.join(", ")}, ` : `${parts.join(" ")} `;
};

/** An appointment's day, in words: "Monday 7 December", "segunda-feira, 7 de dezembro". */
export const visitDaySpelt = (date: string, pt: boolean): string => spelt(date as LocalDate, pt);
