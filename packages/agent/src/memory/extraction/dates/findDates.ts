import type { TimePrecision } from "@lifeos/core";
import { timeZoneOffsetMinutes, zonedInstant, zonedParts } from "@lifeos/core";
import type { ParsedResult } from "chrono-node";
import * as chrono from "chrono-node";
import type { ExtractionLanguage } from "../detectLanguage.js";
import { englishDateParsers } from "./englishDates.js";
import { holidayFacing } from "./holidayDates.js";
import type { HolidayCountry } from "../../../time/namedHolidays.js";
import { holidayCountryOf } from "../../../time/namedHolidays.js";
import { portugueseDateParsers } from "./portugueseDates.js";
import { precisionTag } from "./relativeParsers.js";
import { saidOver, saidRoughly } from "./roughAmounts.js";

/** A time a message names, resolved in the person's time zone. */
export interface DateMention {
  /** The words, as written, and where they start in the text. */
  readonly text: string;
  readonly index: number;
  /** The instant: the named minute, or 00:00 of the day, week (Monday), month or year it starts. */
  readonly at: Date;
  readonly precision: TimePrecision;
  /** Only a weekday was said ("on Tuesday", "na sexta"): `orientDate` may move it a week. */
  readonly weekdayOnly: boolean;
  /** Only a day of the month was said ("on the 1st", "no dia 15"): `orientDate` may move it a month. */
  readonly dayOfMonthOnly: boolean;
  /** A month with no year was said ("in May", "em maio"): `orientDate` may move it a year. */
  readonly monthOnly: boolean;
  /** A day and month with no year were said ("before 30 June", "a 14 de junho"): `orientDate` may move it a year. */
  readonly dayMonthOnly?: boolean;
  /** When something that still holds began, told by how long it has ("há 10 anos", "for 6 months"): said back as "since …". */
  readonly since?: boolean;
  /** A holiday named ("before Christmas", "até à consoada", "antes da Páscoa"): the words are kept as said, with its day. */
  readonly holiday?: boolean;
  /** The end of a week, month or year ("before the end of the year", "antes do fim do mês"): its last day, said in words. */
  readonly periodEnd?: boolean;
  /** The amount of time was said as not exact ("há mais de 10 anos", "about 3 years ago"): said back as "about …". */
  readonly roughly?: boolean;
  /** Said roughly as at least that ("há mais de 10 anos", "for over 3 years"): it began before, said back as "before …". */
  readonly over?: boolean;
}

/** Which way an ambiguous weekday points: a past visit ("na terça fui…") or an appointment ahead ("tenho dentista na terça"). */
export type DateDirection = "past" | "future" | "any";

const withParsers = (base: chrono.Chrono, parsers: ReadonlyArray<chrono.Parser>): chrono.Chrono => {
  const parser = base.clone();
  parser.parsers.unshift(...parsers);
  return parser;
};
const built = new Map<string, chrono.Chrono>();
/**
 * chrono's casual parsers for a language, with LifeOS's own date words first and the holidays as the person's time zone
 * keeps them (`holidayCountryOf`): shared by every reading of a date in a message.
 */
export const dateParsersFor = (language: ExtractionLanguage, timeZone: string): chrono.Chrono => {
  const country: HolidayCountry = holidayCountryOf(timeZone);
  const key = `${language}:${country}`;
  const found = built.get(key);
  if (found !== undefined) return found;
  const parser = language === "en" ? withParsers(chrono.en.casual, englishDateParsers(country)) : withParsers(chrono.pt.casual, portugueseDateParsers(country));
  built.set(key, parser);
  return parser;
};

const precisionOf = (result: ParsedResult): TimePrecision => {
  const tags = result.start.tags();
  if (tags.has(precisionTag.year)) return "year";
  if (tags.has(precisionTag.month)) return "month";
  if (tags.has(precisionTag.week)) return "week";
  // A month with no day ("June 2027", "em junho de 2027") is that month, not its first day.
  if (result.start.isCertain("month") && !result.start.isCertain("day") && !result.start.isCertain("weekday")) return "month";
  return result.start.isCertain("hour") ? "minute" : "day";
};

/** Bare numbers ("15" in "tem 15 anos", "a 3" in "fui a 3 consultas"), and numbers that are ages or amounts, are not dates. */
const notADate = (result: ParsedResult, text: string): boolean => {
  if (/^(?:a\s+)?\d+$/iu.test(result.text.trim())) return true;
  // A part of the day with no day ("meetings in the morning", "de manhã") is a habit, not a date.
  if (/^(?:(?:in\s+the|at|de|à|a|pela|na|da)\s+)?(?:mornings?|afternoons?|evenings?|nights?|noon|manh[ãa]|tarde|noite|madrugada)$/iu.test(result.text.trim())) return true;
  const after = text.slice(result.index + result.text.length, result.index + result.text.length + 12);
  return /^\s*(?:anos|years?|yo\b|€|euros?|reais|dollars?)/iu.test(after);
};

/** A number before a day word ("turned 16 yesterday") that chrono took for an hour, though nothing marks it as one. */
const strayNumber = /^(\d{1,3})\s+(?=\p{L})/u;
const timeMarker = /\d\s*(?::|h\b|am\b|pm\b|o'?clock|horas?)/iu;

/** chrono's results, each re-read without a leading number that is not a time ("16 yesterday" → "yesterday"). */
const parseWithoutStrayNumbers = (parser: chrono.Chrono, text: string, reference: chrono.ParsingReference): ReadonlyArray<ParsedResult> =>
  parser.parse(text, reference).flatMap((result) => {
    const stray = strayNumber.exec(result.text);
    const takenForHour = stray !== null && result.start.isCertain("hour") && result.start.get("hour") === Number(stray[1]);
    if (!takenForHour || timeMarker.test(result.text)) return [result];
    const offset = stray[0].length;
    return parser.parse(result.text.slice(offset), reference).map((inner) => Object.assign(inner, { index: inner.index + result.index + offset }));
  });

/**
 * The dates and times in `text`, resolved from `sentAt` in `timeZone` with
 * chrono (its English and Portuguese parsers, plus ours for what they miss:
 * "essa semana", "semana passada", "próxima terça às 14h", "há 3 dias",
 * "this week" as a week). A weekday alone is taken as chrono reads it (the
 * nearest); `orientDate` turns it to the past or the future.
 */
export const findDates = (text: string, language: ExtractionLanguage, sentAt: Date, timeZone: string): ReadonlyArray<DateMention> => {
  const reference = { instant: sentAt, timezone: timeZoneOffsetMinutes(sentAt, timeZone) };
  const today = zonedParts(sentAt, timeZone);
  return parseWithoutStrayNumbers(dateParsersFor(language, timeZone), text, reference)
    .filter((result) => !notADate(result, text))
    .map((result) => {
      const start = result.start;
      const precision = precisionOf(result);
      const wallClock = {
        year: start.get("year") ?? today.year,
        month: start.get("month") ?? today.month,
        day: start.get("day") ?? today.day,
        ...(precision === "minute" ? { hour: start.get("hour") ?? 0, minute: start.get("minute") ?? 0 } : {}),
      };
      // "since October", "desde março", "since last week": the word says when something still holding began (in the past).
      const since = sinceBefore.exec(text.slice(0, result.index))?.[0].trimStart() ?? "";
      const mention: DateMention = {
        text: `${since}${result.text}`,
        index: result.index - since.length,
        at: zonedInstant(wallClock, timeZone),
        precision,
        weekdayOnly: start.isCertain("weekday") && !start.isCertain("day"),
        dayOfMonthOnly: start.isCertain("day") && !start.isCertain("month"),
        monthOnly: precision === "month" && start.isCertain("month") && !start.isCertain("year"),
        ...((precision === "day" || precision === "minute") && start.isCertain("day") && start.isCertain("month") && !start.isCertain("year") ? { dayMonthOnly: true } : {}),
        ...(start.tags().has(precisionTag.holiday) ? { holiday: true } : {}),
        ...(start.tags().has(precisionTag.periodEnd) ? { periodEnd: true } : {}),
        ...((precision === "year" || precision === "month") && saidRoughly(result.text, language) ? { roughly: true, ...(saidOver(result.text, language) ? { over: true } : {}) } : {}),
        ...(since === "" && !sinceOpening.test(result.text) ? {} : { since: true }),
      };
      return mention.since === true ? orientDate(mention, "past", sentAt, timeZone) : mention;
    });
};

/** "since", "ever since", "desde" just before a date the parsers read without it. */
const sinceBefore = /(?:^|\s)(?:(?:ever\s+)?since|desde)\s+$/iu;
/** A date read with its "since" ("since 2015", "desde outubro"). */
const sinceOpening = /^(?:(?:ever\s+)?since|desde)\s/iu;

/**
 * A weekday-only mention moved a week to point the way the clause does: a
 * past visit ("na terça fui…" said on Monday is last Tuesday) or an
 * appointment ahead ("tenho dentista na segunda" said on Wednesday is next
 * Monday, and "on Sunday" said on a Sunday is next Sunday unless a time
 * still ahead today is said); a day of the month alone moves a month the same way ("pay the
 * rent on the 1st" said on the 28th is next month's 1st), and a month alone a year ("pay the tax in May" said in
 * November is next May), as does a day and month with no year ("before 30 June" said in December). Other mentions
 * are returned as they are.
 */
export const orientDate = (mention: DateMention, direction: DateDirection, sentAt: Date, timeZone: string): DateMention => {
  if ((!mention.weekdayOnly && !mention.dayOfMonthOnly && !mention.monthOnly && mention.dayMonthOnly !== true) || direction === "any") return mention;
  const today = zonedParts(sentAt, timeZone);
  const day = zonedParts(mention.at, timeZone);
  const todayKey = Date.UTC(today.year, today.month - 1, today.day);
  const key = Date.UTC(day.year, day.month - 1, day.day);
  if (mention.holiday === true && mention.dayMonthOnly === true) {
    // A holiday with no year is the next one to come, or the last one past when told of the past ("I spent Christmas in
    // Porto"); one that moves (Easter) falls on another day in another year.
    const facing = holidayFacing(mention.text, direction, { ...today, weekday: 0 }, holidayCountryOf(timeZone));
    return { ...mention, at: zonedInstant({ year: facing.year, month: facing.month, day: facing.day }, timeZone) };
  }
  if (mention.dayMonthOnly === true) {
    // chrono takes the nearer year: "pay the tax before 30 June" said in December is next June's, "on 2 January" said past is this January's.
    const years = direction === "past" && key > todayKey ? -1 : direction === "future" && key < todayKey ? 1 : 0;
    if (years === 0) return mention;
    return { ...mention, at: zonedInstant({ year: day.year + years, month: day.month, day: day.day, hour: day.hour, minute: day.minute }, timeZone) };
  }
  if (mention.monthOnly) {
    // This year's month, or the next year's (ahead) or the last year's (past) when this year's is the other way.
    const years = direction === "past" && day.month > today.month ? -1 : direction === "future" && day.month < today.month ? 1 : 0;
    return { ...mention, at: zonedInstant({ year: today.year + years, month: day.month, day: 1 }, timeZone) };
  }
  if (mention.dayOfMonthOnly) {
    const months = direction === "past" && key > todayKey ? -1 : direction === "future" && key < todayKey ? 1 : 0;
    if (months === 0) return mention;
    return { ...mention, at: zonedInstant({ year: day.year, month: day.month + months, day: day.day, hour: day.hour, minute: day.minute }, timeZone) };
  }
  // "On Sunday" said on a Sunday, ahead, is next Sunday, as every other weekday said ahead is a day still to come; "this Sunday" or a time still ahead today stays today.
  const laterToday = key === todayKey && (/\b(?:this|today|tonight|hoje|est[ea]|nest[ea])\b/iu.test(mention.text) || (mention.precision === "minute" && mention.at.getTime() > sentAt.getTime()));
  const shift = direction === "past" && key > todayKey ? -7 : direction === "future" && (key < todayKey || (key === todayKey && !laterToday)) ? 7 : 0;
  if (shift === 0) return mention;
  return { ...mention, at: zonedInstant({ year: day.year, month: day.month, day: day.day + shift, hour: day.hour, minute: day.minute }, timeZone) };
};

/** A preposition left before a date once the date is taken out ("pay the rent on", "pagar a renda na", "is on the", "é no dia"), also when it opens the text ("no sábado estive…"). */
const datePreposition = /(?:^|\s)(?:(?:on|at|in|by)(?:\s+the)?|the|(?:na|no|nas|nos|em|à|às|ao|a)(?:\s+dia)?|dia)\s*$/iu;

/** `text` with the words of its `dates` taken out, and the preposition each leaves behind with them. */
export const withoutDates = (text: string, dates: ReadonlyArray<DateMention>): string => {
  let result = text;
  for (const date of [...dates].sort((left, right) => right.index - left.index)) {
    result = `${result.slice(0, date.index).replace(datePreposition, " ")} ${result.slice(date.index + date.text.length)}`;
  }
  return result.replace(/\s{2,}/g, " ").replace(/\s+([,.;:!?])/g, "$1").trim();
};
