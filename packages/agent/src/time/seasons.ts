import type { LocalDate } from "@lifeos/core";
import { addDays } from "@lifeos/core";
import { day, lastDayOfMonth, parts } from "./calendar.js";

export type Season = "spring" | "summer" | "autumn" | "winter";

/** Season names in English and Portuguese, accent-folded. */
export const seasonNames: Readonly<Record<string, Season>> = {
  spring: "spring", summer: "summer", autumn: "autumn", fall: "autumn", winter: "winter",
  primavera: "spring", verao: "summer", outono: "autumn", inverno: "winter",
};

/** Zones south of the equator, where the seasons are the other way round (Brazil's populous south among them). */
const southernZones =
  /^(Australia\/|Antarctica\/|Pacific\/(Auckland|Chatham|Fiji|Tongatapu)|America\/(Sao_Paulo|Argentina|Buenos_Aires|Santiago|Montevideo|Asuncion|Bahia|Recife|Maceio|Cuiaba|Campo_Grande|Porto_Velho|Rio_Branco|Araguaina|Belem|Fortaleza|Manaus|Noronha|Lima|La_Paz)|Africa\/(Johannesburg|Maputo|Harare|Lusaka|Windhoek|Gaborone|Maseru|Mbabane|Luanda|Lubumbashi|Blantyre)|Indian\/(Mauritius|Reunion|Antananarivo))/;

/** True when `timeZone` lies south of the equator. */
export const isSouthern = (timeZone: string): boolean => southernZones.test(timeZone);

/** First month (1-12) of each meteorological season, north of the equator. */
const northernStart: Readonly<Record<Season, number>> = { spring: 3, summer: 6, autumn: 9, winter: 12 };

/**
 * The three months of `season` that end in or after the start of `year`'s
 * occurrence: a season beginning in December (northern winter, southern
 * summer) belongs to the year its January and February are in ("winter
 * 2023" is December 2022 to February 2023).
 */
export const seasonRange = (season: Season, year: number, southern: boolean): { from: LocalDate; to: LocalDate } => {
  const start = southern ? ((northernStart[season] + 5) % 12) + 1 : northernStart[season];
  const startYear = start === 12 ? year - 1 : year;
  const endMonth = ((start + 1) % 12) + 1;
  const endYear = start >= 11 ? startYear + 1 : startYear;
  return { from: day(startYear, start, 1), to: day(endYear, endMonth, lastDayOfMonth(endYear, endMonth)) };
};

/** Days a season must have run before a bare "winter" means this one rather than the last. */
const recentSeasonDays = 14;

/**
 * The occurrence of `season` a question means, cut at today: `which` "this"
 * is the one begun this calendar year (or, for one that began in December,
 * that ends in it) and null when it is still to come; "last" is the one
 * before "this", or the latest begun when "this" is still to come;
 * "recent" (no determiner) is "this" when it has begun at least two weeks
 * ago, else "last": on 1 December, "was I happier in summer or winter?"
 * means the winter that has been lived, not its first day.
 */
export const recentSeason = (season: Season, today: LocalDate, southern: boolean, which: "this" | "last" | "recent"): { from: LocalDate; to: LocalDate } | null => {
  const [year] = parts(today);
  const cut = (range: { from: LocalDate; to: LocalDate }) => ({ from: range.from, to: range.to > today ? today : range.to });
  const thisYear = [seasonRange(season, year + 1, southern), seasonRange(season, year, southern)].find(
    (range) => range.from <= today && (range.from.startsWith(String(year)) || range.to.startsWith(String(year))),
  );
  let latest = year + 1;
  while (seasonRange(season, latest, southern).from > today) latest -= 1;
  if (which === "this") return thisYear === undefined ? null : cut(thisYear);
  if (which === "recent" && thisYear !== undefined && addDays(thisYear.from, recentSeasonDays) <= today) return cut(thisYear);
  return cut(thisYear === undefined ? seasonRange(season, latest, southern) : seasonRange(season, seasonYear(thisYear) - 1, southern));
};

/** The year `seasonRange` gives an occurrence (its end year for one beginning in December). */
const seasonYear = (range: { from: LocalDate; to: LocalDate }): number =>
  range.from.slice(5, 7) === "12" ? Number(range.to.slice(0, 4)) : Number(range.from.slice(0, 4));
