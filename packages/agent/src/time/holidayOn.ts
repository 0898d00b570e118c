import type { LocalDate } from "@lifeos/core";
import { day, parts } from "./calendar.js";
import { movingFeast } from "./holidays.js";
import type { HolidayCountry } from "./namedHolidays.js";
import { namedHolidayIn, namedHolidayWords } from "./namedHolidays.js";

/**
 * The words that name a holiday, as a pattern's source (for the `iu` flags), in English and Portuguese: on a fixed day
 * (Christmas Eve, Christmas, New Year's Eve, New Year's Day, "a consoada", "o Natal", "a passagem de ano", "o Ano Novo"),
 * moving with Easter ("Easter", "Good Friday", "a Páscoa", "o Carnaval"), and the others of `namedHolidayWords`
 * ("Mother's Day", "o Dia do Pai", "Halloween"). "Natal" only after an article or "dia de", "véspera de", "noite de":
 * alone it may be the Brazilian city ("moro em Natal"); "new year's" not as a resolution nor a wish ("happy new year").
 */
export const holidayWords = [
  "christmas\\s+eve|v[ée]spera\\s+de\\s+natal|noite\\s+de\\s+natal|consoada",
  "christmas(?:\\s+day)?|xmas|(?:dia\\s+de\\s+)?(?<=(?:^|\\s)(?:o|do|no|ao|pelo|dia\\s+de|este|neste|deste|pr[óo]ximo)\\s+)natal",
  "new\\s+year'?s\\s+eve|passagem\\s+d[eo]\\s+ano|noite\\s+de\\s+ano\\s+novo|v[ée]spera\\s+de\\s+ano\\s+novo|r[ée]veillon",
  "new\\s+year'?s\\s+day|(?<!happy\\s+)new\\s+year(?:'?s)?(?!\\s*(?:'?s\\s+)?resolutions?)|(?:dia\\s+de\\s+)?(?<!(?:feliz|bom|próspero)\\s+)ano\\s+novo",
  namedHolidayWords,
  "easter(?:\\s+(?:sunday|monday))?|good\\s+friday|carnival|shrove\\s+tuesday|mardi\\s+gras|ash\\s+wednesday|p[áa]scoa|sexta[- ]feira\\s+santa|segunda[- ]feira\\s+de\\s+p[áa]scoa|carnaval|entrudo|quarta[- ]feira\\s+de\\s+cinzas",
].join("|");

const folded = (words: string) => words.toLowerCase().replace(/’/gu, "'").normalize("NFD").replace(/\p{M}+/gu, "").replace(/\s+/gu, " ");

/** The feasts `movingFeast` reckons from Easter, by their words (folded). */
const easterFeasts = /easter|pascoa|carnival|carnaval|shrove tuesday|mardi gras|pancake day|entrudo|ash wednesday|quarta[- ]feira de cinzas/;

/**
 * The day the holiday named in `words` (any of `holidayWords`) falls on in `year`, as `country` keeps it; null when the
 * words name no holiday.
 */
export const holidayOn = (words: string, year: number, country: HolidayCountry): LocalDate | null => {
  const name = folded(words);
  if (/christmas eve|vespera de natal|noite de natal|consoada/.test(name)) return day(year, 12, 24);
  if (/christmas|xmas|natal/.test(name)) return day(year, 12, 25);
  if (/new year'?s eve|passagem|noite de ano novo|vespera de ano novo|reveillon/.test(name)) return day(year, 12, 31);
  if (/new year|ano novo/.test(name)) return day(year, 1, 1);
  return namedHolidayIn(name, year, country) ?? (easterFeasts.test(name) ? movingFeast(name, year) : null);
};

/**
 * The next day, from `today` on, of the holiday named in `words`, in `country`: "Easter" asked on 3 December 2026 is 28
 * March 2027, not 5 April (the day of this year's a year on). Null when the words name no holiday.
 */
export const holidayAhead = (words: string, today: LocalDate, country: HolidayCountry): LocalDate | null => {
  const [year] = parts(today);
  const thisYear = holidayOn(words, year, country);
  if (thisYear === null || thisYear >= today) return thisYear;
  return holidayOn(words, year + 1, country);
};
