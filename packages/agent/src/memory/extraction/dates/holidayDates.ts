import type { Parser, ParsingContext } from "chrono-node";
import { holidayOn, holidayWords } from "../../../time/holidayOn.js";
import { movingFeast } from "../../../time/holidays.js";
import type { HolidayCountry } from "../../../time/namedHolidays.js";
import type { CalendarDay } from "./calendar.js";
import { referenceDay } from "./calendar.js";
import { precisionTag, wordEnd, wordStart } from "./relativeParsers.js";

/** Which of this year's, the next or the last: "next Christmas", "o próximo Natal", "last Easter", "o Natal passado". */
const next = "next|this|(?:n|d)?este|pr[óo]xim[oa]";
const last = "last|(?:n|d)?o\\s+[úu]ltimo|[úu]ltim[oa]";

/**
 * A holiday's name as a thing's kind, no day: "a Christmas tree", "Easter eggs", "o jantar de Natal", "ovos da Páscoa",
 * "o subsídio de Natal".
 */
const thingBefore =
  "(?<!(?:ovos?|prendas?|presentes?|[áa]rvores?|jantar|almo[çc]o|ceia|festa|cart[ãa]o|postal|compras|feriado|f[ée]rias|mercado|luzes|enfeites|bolo|cabaz|folar|subs[íi]dio|fato|m[áa]scara|desfile|baile|musicas?|m[úu]sicas?|filme)\\s+(?:de|da|do)\\s+)";
const thingAfter =
  "(?!\\s+(?:trees?|presents?|gifts?|part(?:y|ies)|dinners?|lunch(?:es)?|cards?|shopping|markets?|lights|decorations?|jumpers?|sweaters?|holidays?|break|bonus|vacation|carols?|songs?|music|movies?|films?|eggs?|bunny|cakes?|menu|list|table|season|period|morning|shift|sale|sales|hunt)\\b)";

const holidayPattern = new RegExp(
  `${wordStart}${thingBefore}(?:(?<which>${next}|${last})\\s+)?(?<name>${holidayWords})(?:\\s+(?<lastAfter>passad[oa]|anterior))?(?:\\s+(?:of\\s+|in\\s+|de\\s+|em\\s+)?(?<year>(?:19|20)\\d{2}))?${wordEnd}${thingAfter}`,
  "iu",
);

/** The day a holiday, by the words that name it, falls on in `year` (in `country`, for those kept on other days there). */
const holidayIn = (name: string, year: number, country: HolidayCountry): CalendarDay => {
  const [, month, dayOfMonth] = (holidayOn(name, year, country) ?? movingFeast(name, year)).split("-").map(Number) as [number, number, number];
  return { year, month, day: dayOfMonth, weekday: new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay() };
};

const key = (day: CalendarDay) => Date.UTC(day.year, day.month - 1, day.day);

/**
 * The holiday a match of its words names, on the day it falls: that of the year said ("Christmas 2027", "a Páscoa de
 * 2025"); the last one past for "last Easter", "o Natal passado"; else the next one to come (today's, on the day).
 */
const holidayDay = (match: RegExpMatchArray, today: CalendarDay, country: HolidayCountry): { readonly day: CalendarDay; readonly yearSaid: boolean } | null => {
  const name = match.groups?.["name"];
  if (name === undefined) return null;
  const year = match.groups?.["year"];
  if (year !== undefined) return { day: holidayIn(name, Number(year), country), yearSaid: true };
  const thisYear = holidayIn(name, today.year, country);
  if (new RegExp(`^(?:${last})$`, "iu").test(match.groups?.["which"] ?? "") || match.groups?.["lastAfter"] !== undefined) {
    return { day: key(thisYear) < key(today) ? thisYear : holidayIn(name, today.year - 1, country), yearSaid: true };
  }
  return { day: key(thisYear) >= key(today) ? thisYear : holidayIn(name, today.year + 1, country), yearSaid: match.groups?.["which"] !== undefined };
};

/** The last one on or before `today`, or the next one on or after it, of the holiday said in `words` (see `orientDate`). */
export const holidayFacing = (words: string, direction: "past" | "future", today: CalendarDay, country: HolidayCountry): CalendarDay => {
  const thisYear = holidayIn(words, today.year, country);
  if (direction === "past") return key(thisYear) <= key(today) ? thisYear : holidayIn(words, today.year - 1, country);
  return key(thisYear) >= key(today) ? thisYear : holidayIn(words, today.year + 1, country);
};

/**
 * A holiday as a day (see `holidayDay`) as `country` keeps it, tagged so the words said can be kept with it; its year
 * certain only when said.
 */
export const holidayParser = (country: HolidayCountry): Parser => ({
  pattern: () => holidayPattern,
  extract: (context: ParsingContext, match: RegExpMatchArray) => {
    const found = holidayDay(match, referenceDay(context), country);
    if (found === null) return null;
    const { day } = found;
    const components = context.createParsingComponents({ month: day.month, day: day.day }).addTag(precisionTag.holiday);
    return found.yearSaid ? components.assign("year", day.year) : components.imply("year", day.year);
  },
});
