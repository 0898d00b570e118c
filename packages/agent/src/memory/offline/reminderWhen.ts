import type { Language } from "@lifeos/core";
import { timeZoneOffsetMinutes, zonedInstant, zonedParts } from "@lifeos/core";
import { dateParsersFor } from "../extraction/dates/findDates.js";
import { precisionTag } from "../extraction/dates/relativeParsers.js";

/** The new time a message gives a reminder: a day, a time of day, or both; a week or a month later keeps the weekday or the day. */
export interface ReminderWhen {
  readonly day: { readonly year: number; readonly month: number; readonly day: number } | null;
  /** `meridiem`: false when the hour could be morning or evening ("make it 7", "at 9"): the reminder's own half of the day is kept. */
  readonly time: { readonly hour: number; readonly minute: number; readonly meridiem: boolean } | null;
  /** "next week", "next month": as many weeks (or months) later as the period named is from the reminder's own. */
  readonly period: "week" | "month" | null;
}

/** A time said with no day: "5pm", "7", "at 9", "às 17h", "17:30", "as 9 da noite". */
const clock = /(?<![\p{L}\d])(?<hour>\d{1,2})(?:[:h.](?<minute>\d{2}))?\s*(?<mark>am|pm|a\.m\.|p\.m\.|h(?![\p{L}])|horas?|o'?clock)?(?:\s+(?<part>da (?:tarde|noite)|da manha|in the (?:evening|afternoon|morning)|at night))?(?![\p{L}\d])/iu;

/** The hour with its half of the day when the words say it: "5pm" → 17, "17h" → 17, "9 da noite" → 21; "7" stays 7, unsure. */
const hourOf = (match: RegExpExecArray): ReminderWhen["time"] => {
  const hour = Number(match.groups!["hour"]);
  const minute = Number(match.groups!["minute"] ?? "0");
  if (hour > 23 || minute > 59) return null;
  const mark = (match.groups!["mark"] ?? "").toLowerCase().replace(/\./g, "");
  const part = (match.groups!["part"] ?? "").toLowerCase();
  const evening = mark === "pm" || /tarde|noite|evening|afternoon|night/.test(part);
  const morning = mark === "am" || /manha|morning/.test(part);
  if (evening && hour < 12) return { hour: hour + 12, minute, meridiem: true };
  if (morning) return { hour: hour === 12 ? 0 : hour, minute, meridiem: true };
  // "10h", "às 9h" is the 24-hour clock's (as "17h" is): morning; "7", "at 9", "às 7 horas" may be either half.
  return { hour, minute, meridiem: hour === 0 || hour > 12 || evening || mark === "h" || (/^hora/.test(mark) && hour >= 12) };
};

/**
 * The new time `text` (the words after "move it", "muda para") gives a reminder, read in the person's time zone from
 * `now`: a weekday is the next one ahead; a time with no day keeps the day. Null when it names no day nor time.
 */
export const reminderWhenIn = (text: string, language: Language, now: Date, timeZone: string): ReminderWhen | null => {
  const reference = { instant: now, timezone: timeZoneOffsetMinutes(now, timeZone) };
  const found = dateParsersFor(language, timeZone).parse(text, reference, { forwardDate: true }).find((result) => !/^\s*(?:a\s+)?\d+\s*$/u.test(result.text));
  const tags = found?.start.tags() ?? new Set<string>();
  const period = tags.has(precisionTag.week) ? "week" : tags.has(precisionTag.month) ? "month" : null;
  const dayCertain = found !== undefined && (found.start.isCertain("day") || found.start.isCertain("weekday") || period !== null);
  const day = found !== undefined && dayCertain ? zonedParts(found.start.date(), timeZone) : null;
  const rest = found === undefined ? text : `${text.slice(0, found.index)} ${text.slice(found.index + found.text.length)}`;
  const inFound = found === undefined ? null : clock.exec(found.text);
  const said = inFound ?? clock.exec(rest);
  const time = found !== undefined && found.start.isCertain("hour") && inFound !== null
    ? { hour: found.start.get("hour")!, minute: found.start.get("minute") ?? 0, meridiem: found.start.isCertain("meridiem") || found.start.get("hour")! > 12 || hourOf(inFound)?.meridiem === true }
    : said === null ? null : hourOf(said);
  if (day === null && time === null) return null;
  return { day: day === null ? null : { year: day.year, month: day.month, day: day.day }, time, period };
};

const dayMs = 86_400_000;
const utcDay = (day: { year: number; month: number; day: number }) => Date.UTC(day.year, day.month - 1, day.day);
const mondayMs = (day: { year: number; month: number; day: number }) => utcDay(day) - ((new Date(utcDay(day)).getUTCDay() + 6) % 7) * dayMs;

/**
 * The reminder's new due instant: the day said with the reminder's own time of day, the time said on the reminder's own
 * day, or both. A reminder for a whole day (due at its midnight) moved to another day stays one for the whole day. A
 * time whose half of the day is unsaid ("make it 7") keeps the reminder's ("6 PM" → "7 PM").
 */
export const movedDue = (dueAt: string, when: ReminderWhen, timeZone: string): Date => {
  const old = zonedParts(new Date(dueAt), timeZone);
  let day = when.day ?? { year: old.year, month: old.month, day: old.day };
  if (when.day !== null && when.period === "week") {
    const moved = new Date(utcDay(old) + (mondayMs(when.day) - mondayMs(old)));
    day = { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
  } else if (when.day !== null && when.period === "month") {
    const last = new Date(Date.UTC(when.day.year, when.day.month, 0)).getUTCDate();
    day = { year: when.day.year, month: when.day.month, day: Math.min(old.day, last) };
  }
  const time = when.time === null
    ? { hour: old.hour, minute: old.minute }
    : { hour: !when.time.meridiem && when.time.hour < 12 && old.hour >= 12 ? when.time.hour + 12 : when.time.hour, minute: when.time.minute };
  return zonedInstant({ ...day, ...time }, timeZone);
};
