import type { Parser, ParsingContext } from "chrono-node";
import { movingFeast } from "../../../time/holidays.js";
import type { HolidayCountry } from "../../../time/namedHolidays.js";
import { namedHolidayIn, namedHolidayWords } from "../../../time/namedHolidays.js";
import type { CalendarDay } from "./calendar.js";
import { referenceDay } from "./calendar.js";
import { precisionTag, wordEnd, wordStart } from "./relativeParsers.js";

/**
 * Holidays said as days, in English and Portuguese: on a fixed day (Christmas Eve, Christmas, New Year's Eve, New
 * Year's Day, "a consoada", "o Natal", "a passagem de ano", "o Ano Novo") or moving with Easter ("Easter", "Good Friday",
 * "a Páscoa", "o Carnaval"), and the others of `namedHolidayWords` ("Mother's Day", "o Dia do Pai", "Halloween"). "Natal" only after an article or "dia de", "véspera de", "noite de": alone it may be the
 * Brazilian city ("moro em Natal"); "new year's" not as a resolution nor a wish ("happy new year").
 */
const names = [
  "christmas\\s+eve|v[ée]spera\\s+de\\s+natal|noite\\s+de\\s+natal|consoada",
  "christmas(?:\\s+day)?|xmas|(?:dia\\s+de\\s+)?(?<=(?:^|\\s)(?:o|do|no|ao|pelo|dia\\s+de|este|neste|deste|pr[óo]ximo)\\s+)natal",
  "new\\s+year'?s\\s+eve|passagem\\s+d[eo]\\s+ano|noite\\s+de\\s+ano\\s+novo|v[ée]spera\\s+de\\s+ano\\s+novo|r[ée]veillon",
  "new\\s+year'?s\\s+day|(?<!happy\\s+)new\\s+year(?:'?s)?(?!\\s*(?:'?s\\s+)?resolutions?)|(?:dia\\s+de\\s+)?(?<!(?:feliz|bom|próspero)\\s+)ano\\s+novo",
  namedHolidayWords,
  "easter(?:\\s+(?:sunday|monday))?|good\\s+friday|carnival|shrove\\s+tuesday|mardi\\s+gras|ash\\s+wednesday|p[áa]scoa|sexta[- ]feira\\s+santa|segunda[- ]feira\\s+de\\s+p[áa]scoa|carnaval|entrudo|quarta[- ]feira\\s+de\\s+cinzas",
].join("|");

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
  `${wordStart}${thingBefore}(?:(?<which>${next}|${last})\\s+)?(?<name>${names})(?:\\s+(?<lastAfter>passad[oa]|anterior))?(?:\\s+(?:of\\s+|in\\s+|de\\s+|em\\s+)?(?<year>(?:19|20)\\d{2}))?${wordEnd}${thingAfter}`,
  "iu",
);

const fold = (text: string) => text.toLowerCase().normalize("NFD").replace(/\p{M}+/gu, "").replace(/\s+/gu, " ");

/** The day a holiday, by the words that name it, falls on in `year` (in `country`, for those kept on other days there). */
const holidayIn = (name: string, year: number, country: HolidayCountry): CalendarDay => {
  const folded = fold(name);
  const fixed = (month: number, day: number): CalendarDay => ({ year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() });
  if (/christmas eve|vespera de natal|noite de natal|consoada/.test(folded)) return fixed(12, 24);
  if (/christmas|xmas|natal/.test(folded)) return fixed(12, 25);
  if (/new year'?s eve|passagem|noite de ano novo|vespera de ano novo|reveillon/.test(folded)) return fixed(12, 31);
  if (/new year|ano novo/.test(folded)) return fixed(1, 1);
  const [, m, d] = (namedHolidayIn(folded, year, country) ?? movingFeast(folded, year)).split("-").map(Number) as [number, number, number];
  return fixed(m, d);
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
