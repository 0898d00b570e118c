import type { LocalDate } from "@lifeos/core";
import { addDays } from "@lifeos/core";
import { day } from "./calendar.js";

/** Western Easter Sunday of a year (the Gregorian computus, "anonymous" algorithm). */
export const easterSunday = (year: number): LocalDate => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return day(year, month, dayOfMonth);
};

/** Days from Easter Sunday of the feasts that move with it, by the words that name them (lower case, accents folded). */
const offsets: ReadonlyArray<readonly [RegExp, number]> = [
  [/good friday|sexta[- ]feira santa/, -2],
  [/easter monday|segunda[- ]feira de pascoa/, 1],
  [/carnival|carnaval|shrove tuesday|mardi gras|pancake day|entrudo/, -47],
  [/ash wednesday|quarta[- ]feira de cinzas/, -46],
  [/.*/, 0],
];

/** The day a moving feast ("Easter", "Good Friday", "Páscoa", "Carnaval") falls on in `year`. */
export const movingFeast = (name: string, year: number): LocalDate => {
  const folded = name.toLowerCase().normalize("NFD").replace(/\p{M}+/gu, "");
  const offset = offsets.find(([words]) => words.test(folded))![1];
  return addDays(easterSunday(year), offset);
};

/**
 * The year said after a holiday's name, as a pattern of two groups (the year in digits, or the words of a year named by
 * today's): "Christmas 2024", "Christmas in 2024", "Christmas last year", "Easter this year", "o Natal de 2024", "o
 * Natal em 2024", "o Natal do ano passado", "a Páscoa deste ano".
 */
export const holidayYear =
  "(?:\\s+(?:(?:of|in|de|em|do ano de|no ano de)\\s+)?((?:19|20)\\d{2})|\\s+((?:of\\s+|in\\s+)?(?:last|this|the previous) year|(?:d|n)?o ano (?:passado|anterior)|(?:d|n)?este ano|(?:d|n)?esse ano))?";

/** The year of `holidayYear`'s groups: the one in digits, last year's or this year's, or none when none was said. */
export const holidayYearOf = (digits: string | undefined, words: string | undefined, thisYear: number): number | undefined => {
  if (digits !== undefined) return Number(digits);
  if (words === undefined) return undefined;
  return /last|previous|passado|anterior/i.test(words) ? thisYear - 1 : thisYear;
};
