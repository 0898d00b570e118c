import type { LocalDate } from "@lifeos/core";
import { addDays } from "@lifeos/core";
import { day, weekdayIndex } from "./calendar.js";
import { easterSunday } from "./holidays.js";

/**
 * Holidays kept on a day of their own, besides Christmas and Easter: in English and Portuguese, fixed ("Halloween",
 * "o Santo António", "Tiradentes"), moving with Easter ("Good Friday", "a Sexta-feira da Paixão", "o Corpo de Deus") or
 * a weekday of a month ("Mother's Day", "o Dia dos Pais", "Thanksgiving").
 *
 * Some are kept on other days in Portugal, Brazil, Britain and the United States. The country is the one of the
 * person's time zone when it is one of the first three (a person in Lisbon means Portugal's Mother's Day, whatever
 * the language); elsewhere the name says it: "Dia da Mãe", "Dia do Pai" are Portugal's names, "Dia das Mães", "Dia dos
 * Pais" Brazil's, "Mother's Day", "Father's Day" the United States'; "Dia dos Namorados" is 14 February but in Brazil.
 */
export type HolidayCountry = "portugal" | "brazil" | "britain" | "other";

const portugalZones = /^(?:Europe\/Lisbon|Atlantic\/(?:Madeira|Azores)|Portugal)$/;
const brazilZones =
  /^(?:America\/(?:Sao_Paulo|Bahia|Recife|Maceio|Fortaleza|Belem|Araguaina|Santarem|Manaus|Boa_Vista|Porto_Velho|Rio_Branco|Eirunepe|Cuiaba|Campo_Grande|Noronha)|Brazil\/\w+)$/;
const britainZones = /^(?:Europe\/(?:London|Belfast|Guernsey|Jersey|Isle_of_Man)|GB|GB-Eire)$/;

/** The country whose holidays a time zone keeps, among those whose days differ ("other" for the rest). */
export const holidayCountryOf = (timeZone: string): HolidayCountry =>
  portugalZones.test(timeZone) ? "portugal" : brazilZones.test(timeZone) ? "brazil" : britainZones.test(timeZone) ? "britain" : "other";

/** The `nth` `weekday` (0 = Monday) of a month: the second Sunday of May. */
const nthWeekday = (year: number, month: number, weekday: number, nth: number): LocalDate => {
  const first = day(year, month, 1);
  return addDays(first, ((weekday - weekdayIndex(first) + 7) % 7) + 7 * (nth - 1));
};
const sunday = 6;
const fromEaster = (days: number) => (year: number) => addDays(easterSunday(year), days);

const mothersDay = { portugal: (year: number) => nthWeekday(year, 5, sunday, 1), brazil: (year: number) => nthWeekday(year, 5, sunday, 2), britain: fromEaster(-21) };
const fathersDay = { portugal: (year: number) => day(year, 3, 19), brazil: (year: number) => nthWeekday(year, 8, sunday, 2), states: (year: number) => nthWeekday(year, 6, sunday, 3) };

type Holiday = readonly [RegExp, (year: number, country: HolidayCountry) => LocalDate];

/** Each holiday by the words that name it (lower case, accents folded), and the day it falls on in a year. */
const holidays: ReadonlyArray<Holiday> = [
  [/valentine|sao valentim/, (year) => day(year, 2, 14)],
  [/namorados/, (year, country) => (country === "brazil" ? day(year, 6, 12) : day(year, 2, 14))],
  [/halloween|hallowe'en|dia das bruxas/, (year) => day(year, 10, 31)],
  [/all saints|todos os santos/, (year) => day(year, 11, 1)],
  [/all souls|finados|fieis defuntos/, (year) => day(year, 11, 2)],
  [/santo antonio/, (year) => day(year, 6, 13)],
  [/sao joao/, (year) => day(year, 6, 24)],
  [/sao pedro/, (year) => day(year, 6, 29)],
  [/dia de portugal|dia de camoes/, (year) => day(year, 6, 10)],
  [/tiradentes/, (year) => day(year, 4, 21)],
  [/dia do trabalh/, (year) => day(year, 5, 1)],
  [/thanksgiving|acao de gracas/, (year) => nthWeekday(year, 11, 3, 4)],
  [/mothering sunday/, (year) => mothersDay.britain(year)],
  [/mother'?s day/, (year, country) => (country === "portugal" ? mothersDay.portugal(year) : country === "britain" ? mothersDay.britain(year) : mothersDay.brazil(year))],
  [/dia da mae/, (year, country) => (country === "brazil" ? mothersDay.brazil(year) : mothersDay.portugal(year))],
  [/dia das maes/, (year, country) => (country === "portugal" ? mothersDay.portugal(year) : mothersDay.brazil(year))],
  [/father'?s day/, (year, country) => (country === "portugal" ? fathersDay.portugal(year) : country === "brazil" ? fathersDay.brazil(year) : fathersDay.states(year))],
  [/dia do pai/, (year, country) => (country === "brazil" ? fathersDay.brazil(year) : fathersDay.portugal(year))],
  [/dia dos pais/, (year, country) => (country === "portugal" ? fathersDay.portugal(year) : fathersDay.brazil(year))],
  [/palm sunday|domingo de ramos/, fromEaster(-7)],
  [/maundy thursday|quinta[- ]feira santa/, fromEaster(-3)],
  [/good friday|sexta[- ]feira santa|sexta[- ]feira da paixao/, fromEaster(-2)],
  [/corpus christi|corpo de deus/, fromEaster(60)],
];

const folded = (words: string) => words.toLowerCase().replace(/’/gu, "'").normalize("NFD").replace(/\p{M}+/gu, "").replace(/\s+/gu, " ");

/** The day the holiday named in `words` falls on in `year` for `country`; null when they name none of these. */
export const namedHolidayIn = (words: string, year: number, country: HolidayCountry): LocalDate | null => {
  const name = folded(words);
  const found = holidays.find(([pattern]) => pattern.test(name));
  return found === undefined ? null : found[1](year, country);
};

/** What may come before a saint's feast so it is the day, not a hospital, a parish or a town ("no São João" may be Porto's hospital). */
const saintDay = "(?:(?:dia|noite|v[ée]spera)\\s+de\\s+)";
const beforeSaint = `(?<=(?:${saintDay}|(?:^|\\s)(?:antes\\s+d[oe]|at[ée](?:\\s+a?o)?|depois\\s+d[oe]|desde\\s+o|pelo|durante\\s+o|ap[óo]s\\s+o)\\s+))`;

/**
 * The words that name these holidays, as a pattern's source (for the `iu` flags): "Valentine's Day", "o Dia dos
 * Namorados", "Halloween", "o Dia da Mãe", "Father's Day", "a Sexta-feira da Paixão", "o Dia de Portugal"; a saint's
 * feast only as a day ("dia de Santo António", "antes do São João", not "no São João" nor "São João da Madeira"), and
 * Tiradentes with its article or "dia de" ("o Tiradentes", not the town).
 */
export const namedHolidayWords = [
  "(?:st\\.?\\s+|saint\\s+)?valentine['’]?s(?:\\s+day)?|dia\\s+de\\s+s[ãa]o\\s+valentim|dia\\s+dos\\s+namorados",
  "hallowe['’]?en|dia\\s+das\\s+bruxas|all\\s+saints['’]?(?:\\s+day)?|dia\\s+de\\s+todos\\s+os\\s+santos|all\\s+souls['’]?(?:\\s+day)?|dia\\s+de\\s+finados|dia\\s+dos\\s+fi[ée]is\\s+defuntos",
  `${saintDay}?${beforeSaint}(?:santo\\s+ant[óô]nio|s[ãa]o\\s+jo[ãa]o|s[ãa]o\\s+pedro)(?!\\s+(?:d[aeo]s?|del)\\s)`,
  "dia\\s+de\\s+portugal|dia\\s+de\\s+cam[õo]es",
  "(?:dia|feriado)\\s+d[eo]\\s+tiradentes|(?<=(?:^|\\s)(?:o|do|no|pelo|ao)\\s+)tiradentes",
  "dia\\s+do\\s+trabalh(?:o|ador)",
  "thanksgiving(?:\\s+day)?|dia\\s+de\\s+a[çc][ãa]o\\s+de\\s+gra[çc]as",
  "mothering\\s+sunday|mother['’]?s\\s+day|dia\\s+da\\s+m[ãa]e|dia\\s+das\\s+m[ãa]es|father['’]?s\\s+day|dia\\s+do\\s+pai|dia\\s+dos\\s+pais",
  "palm\\s+sunday|domingo\\s+de\\s+ramos|maundy\\s+thursday|quinta[- ]feira\\s+santa|sexta[- ]feira\\s+da\\s+paix[ãa]o|corpus\\s+christi|(?:dia\\s+do\\s+)?corpo\\s+de\\s+deus",
].join("|");
