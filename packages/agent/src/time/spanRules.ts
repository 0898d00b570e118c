import type { LocalDate } from "@lifeos/core";
import { addDays } from "@lifeos/core";
import { day, lastDayOfMonth, mondayOf, monthRange, parts, weekdayIndex } from "./calendar.js";
import type { ResolvedRange, Rule } from "./dateRules.js";
import { month, pastDay, pattern, recentWeekday, single, weekend, year } from "./dateRules.js";
import { holidayYear, holidayYearOf, movingFeast } from "./holidays.js";
import { namedHolidayIn, namedHolidayWords } from "./namedHolidays.js";
import { longAgoRules } from "./longAgo.js";
import { recentSeason, seasonNames } from "./seasons.js";
import { ambiguousMonthWords, countAlternation, countOf, monthAlternation, monthOf, weekdayAlternation, weekdayOf } from "./monthNames.js";

/** Month names written out (no abbreviation, which is often another word: "out", "set", "mar"). */
const fullMonth =
  "(january|february|march|april|may|june|july|august|september|october|november|december|janeiro|fevereiro|mar[çc]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)";
const weekdayNames = weekdayAlternation;
const pluralWeekdays =
  "mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|segundas(?:[- ]feiras)?|ter[çc]as(?:[- ]feiras)?|quartas(?:[- ]feiras)?|quintas(?:[- ]feiras)?|sextas(?:[- ]feiras)?|s[áa]bados|domingos";
/** A weekday named in the plural or with a spaced "feira" ("domingos", "sextas-feiras", "Sundays") as `weekdayOf` reads it. */
const weekdayOfAny = (name: string): number | undefined => weekdayOf(name.toLowerCase().replace(/s?[- ]feiras?$/, "").replace(/s$/, ""));

/** The year a month named without one is in: this year's unless still to come. */
const latestYearOf = (monthNumber: number, today: LocalDate): number => {
  const [thisYear, thisMonth] = parts(today);
  return monthNumber <= thisMonth ? thisYear : thisYear - 1;
};

/** How many years back a relative year is ("last year", "do ano passado", "ano retrasado"), 0 for this one. */
const yearsBack = (words: string | undefined): number =>
  words === undefined ? 0 : /retrasad/i.test(words) ? 2 : /last|previous|passad|anterior/i.test(words) ? 1 : 0;

/** A third of a month (1: days 1-10, 2: 11-20, 3: 21 to the end) or of a year (January-April, May-August, September-December). */
const third = (range: { from: LocalDate; to: LocalDate }, unit: "month" | "year", part: number): ResolvedRange => {
  const [rangeYear, rangeMonth] = parts(range.from);
  if (unit === "year") return { from: day(rangeYear, part * 4 - 3, 1), to: day(rangeYear, part * 4, lastDayOfMonth(rangeYear, part * 4)), granularity: "range" };
  const from = day(rangeYear, rangeMonth, part * 10 - 9);
  return { from, to: part === 3 ? range.to : addDays(from, 9), granularity: "range" };
};

const partOf = (word: string): number => (/^(early|beginning|start|in[íi]cio|princ[íi]pio|come[çc]o)/i.test(word) ? 1 : /^(mid|middle|meados|meio)/i.test(word) ? 2 : 3);

/** The month or year a part of one is said of: a month (with an optional year, absolute or relative), this or last month or year, or a year. */
const periodOfPart = (
  today: LocalDate,
  monthName: string | undefined,
  monthYear: string | undefined,
  relative: string | undefined,
  unit: string | undefined,
  yearText: string | undefined,
): { range: { from: LocalDate; to: LocalDate }; unit: "month" | "year" } => {
  const [thisYear, thisMonth] = parts(today);
  if (monthName !== undefined) {
    const monthNumber = monthOf(monthName);
    const resolvedYear = monthYear !== undefined ? Number(monthYear) : relative !== undefined ? thisYear - yearsBack(relative) : latestYearOf(monthNumber, today);
    return { range: monthRange(resolvedYear, monthNumber), unit: "month" };
  }
  if (yearText !== undefined) return { range: { from: day(Number(yearText), 1, 1), to: day(Number(yearText), 12, 31) }, unit: "year" };
  if (/^(year|ano)/i.test(unit ?? "")) return { range: { from: day(thisYear - yearsBack(relative), 1, 1), to: day(thisYear - yearsBack(relative), 12, 31) }, unit: "year" };
  return { range: monthRange(thisYear, thisMonth - yearsBack(relative)), unit: "month" };
};

/** A whole number of months from one month to another; a month without a year is the latest one, the first one before the second. */
const monthSpan = (firstName: string, firstYear: string | undefined, secondName: string, secondYear: string | undefined, today: LocalDate): ResolvedRange | null => {
  const [start, end] = [monthOf(firstName), monthOf(secondName)];
  if (start === 0 || end === 0) return null;
  const endYear = secondYear !== undefined ? Number(secondYear) : firstYear !== undefined && end >= start ? Number(firstYear) : latestYearOf(end, today);
  const startYear = firstYear !== undefined ? Number(firstYear) : start <= end ? endYear : endYear - 1;
  const from = monthRange(startYear, start).from;
  const to = monthRange(endYear, end).to;
  return from > to ? null : { from, to, granularity: "range" };
};

/** A month word that is also an ordinary word ("may", "march") names the month here only when capitalised. */
const plainlyAMonth = (written: string): boolean => !ambiguousMonthWords.has(written.toLowerCase()) || /^\p{Lu}/u.test(written);

/** A quarter (1-4) or half (1-2, as quarters 1-2 or 3-4) of a year: this year's unless not yet begun. */
const quarterRange = (first: number, last: number, yearNumber: number | undefined, today: LocalDate): ResolvedRange => {
  const [thisYear] = parts(today);
  let resolved = yearNumber ?? thisYear;
  if (yearNumber === undefined && day(thisYear, first * 3 - 2, 1) > today) resolved -= 1;
  return { from: day(resolved, first * 3 - 2, 1), to: day(resolved, last * 3, lastDayOfMonth(resolved, last * 3)), granularity: "range" };
};
const ordinalIndex = (word: string): number => {
  const folded = word.toLowerCase().replace(/[ºª]$/, "");
  const index = ["first", "second", "third", "fourth"].indexOf(folded);
  if (index >= 0) return index + 1;
  const portuguese = ["primeiro", "segundo", "terceiro", "quarto"].indexOf(folded);
  if (portuguese >= 0) return portuguese + 1;
  return /^\d$/.test(folded) ? Number(folded) : 4;
};

const part = "(early|beginning\\s+of|start\\s+of|mid|middle\\s+of|late|end\\s+of)";
const parte = "(in[íi]cio|princ[íi]pio|come[çc]o|meados|meio|fim|final|fins|finais)";

/**
 * Date expressions of several words that the plain rules would read only in
 * part ("the weekend before last" is no "weekend"; "March last year" no
 * March of this year), in English and Portuguese: moving feasts, weekdays
 * counted back, periods before the last one, months of a relative year,
 * parts of a month or year, spans of months, quarters and halves. They run
 * before `dateRules`, so the longer reading wins.
 */
export const spanRules: ReadonlyArray<Rule> = [
  ...longAgoRules,
  // "3/11", "03.11.2026", "3-11-2026": the day first, as in Portugal and Brazil (the month first in the United States'
  // zones, and whichever number cannot be a month is the day). Not a ratio ("50/30/20"), a decimal or a percentage.
  [
    /(?<![\p{L}\p{N}/.,-])(\d{1,2})([/.-])(\d{1,2})(?:\2((?:19|20)?\d{2}))?(?![\p{N}/%]|[.,]\d)/gu,
    (m, { today, monthFirst }) => {
      const [first, second] = [Number(m[1]), Number(m[3])];
      // "4.5" and "10-15" are numbers, not days: a point or hyphen needs the year.
      if (m[2] !== "/" && m[4] === undefined) return null;
      const dayFirst = first > 12 || (second <= 12 && !monthFirst);
      const [dayOfMonth, monthNumber] = dayFirst ? [first, second] : [second, first];
      const yearNumber = m[4] === undefined ? undefined : m[4].length === 2 ? 2000 + Number(m[4]) : Number(m[4]);
      const date = pastDay(yearNumber, monthNumber, dayOfMonth, today);
      return date === null ? null : single(date);
    },
  ],
  // "half a year ago", "há meio ano": the month six months back, as "six months ago".
  [
    pattern("\\bhalf\\s+a\\s+year\\s+ago\\b|\\b(?:h[áa]|faz)\\s+meio\\s+ano\\b|\\bmeio\\s+ano\\s+atr[áa]s\\b"),
    (_m, { today }) => {
      const [thisYear, thisMonth] = parts(today);
      return { ...monthRange(thisYear, thisMonth - 6), granularity: "month" };
    },
  ],
  // "from Monday to Wednesday", "de segunda a quarta", "since Tuesday", "desde terça": days of the latest such week.
  [
    pattern(
      `\\b(?:from|de|desde)\\s+(?:a\\s+|o\\s+)?(${weekdayNames})\\s+(?:to|till|until|through|thru|a|at[ée])\\s+(?:a\\s+|o\\s+)?(${weekdayNames})\\b|\\b(?:since|desde)\\s+(?:a\\s+|o\\s+)?(${weekdayNames})\\b`,
    ),
    (m, { today }) => {
      if (m[3] !== undefined) {
        const weekday = weekdayOfAny(m[3]);
        return weekday === undefined ? null : { from: recentWeekday(today, weekday, false), to: today, granularity: "range" };
      }
      const [start, end] = [weekdayOfAny(m[1]!), weekdayOfAny(m[2]!)];
      if (start === undefined || end === undefined) return null;
      const to = recentWeekday(today, end, false);
      return { from: addDays(to, -((end - start + 7) % 7)), to, granularity: "range" };
    },
  ],
  // "the other day", "a few days ago", "no outro dia", "há uns dias": a day of the past week, not today.
  [
    pattern(
      "\\bthe\\s+other\\s+day\\b|\\b(?:a\\s+few|a\\s+couple(?:\\s+of)?|some)\\s+days\\s+ago\\b|\\b(?:n?o\\s+)?outro\\s+dia\\b|\\b(?:h[áa]|faz)\\s+(?:uns|alguns|poucos)\\s+dias\\b|\\b(?:uns|alguns|poucos)\\s+dias\\s+atr[áa]s\\b",
    ),
    (_m, { today }) => ({ from: addDays(today, -7), to: addDays(today, -1), granularity: "range" }),
  ],
  // "Tuesday the 10th", "on Friday, 3", "na terça dia 10", "sexta-feira, dia 3": that day of the latest month where it
  // fell on that weekday (else of the latest month, as "on the 10th").
  [
    pattern(
      `\\b(${weekdayNames}),?\\s+(?:the\\s+|dia\\s+)?(\\d{1,2})(?:st|nd|rd|th|º)?\\b(?!\\s*(?:[:h./]|am\\b|pm\\b|(?:de\\s+|of\\s+)?(?:${monthAlternation})\\b))`,
    ),
    (m, { today }) => {
      const weekday = weekdayOfAny(m[1]!);
      const dayOfMonth = Number(m[2]);
      if (weekday === undefined || dayOfMonth < 1 || dayOfMonth > 31) return null;
      const [thisYear, thisMonth] = parts(today);
      let latest: LocalDate | null = null;
      for (let back = 0; back <= 12; back++) {
        const { from } = monthRange(thisYear, thisMonth - back);
        const [rangeYear, rangeMonth] = parts(from);
        if (dayOfMonth > lastDayOfMonth(rangeYear, rangeMonth)) continue;
        const date = day(rangeYear, rangeMonth, dayOfMonth);
        if (date > today) continue;
        latest ??= date;
        if (weekdayIndex(date) === weekday) return single(date);
      }
      return latest === null ? null : single(latest);
    },
  ],
  // "Easter", "last Easter", "Good Friday 2024", "na Páscoa", "no Carnaval passado": the latest one begun by today.
  [
    pattern(
      `\\b(?:(?:n?[oa])\\s+)?(easter(?:\\s+(?:sunday|monday))?|good\\s+friday|carnival|shrove\\s+tuesday|mardi\\s+gras|ash\\s+wednesday|p[áa]scoa|sexta[- ]feira\\s+santa|segunda[- ]feira\\s+de\\s+p[áa]scoa|carnaval|entrudo|quarta[- ]feira\\s+de\\s+cinzas)(?:\\s+(?:passad[oa]|anterior))?${holidayYear}\\b`,
    ),
    (m, { today }) => {
      const [thisYear] = parts(today);
      // "a Páscoa do ano passado", "Easter in 2024": that year's.
      const named = holidayYearOf(m[2], m[3], thisYear);
      let date = movingFeast(m[1]!, named ?? thisYear);
      if (named === undefined && date > today) date = movingFeast(m[1]!, thisYear - 1);
      return date > today ? null : single(date);
    },
  ],
  // "Mother's Day", "o Dia dos Namorados passado", "Halloween 2024", "desde o Dia do Pai": the latest one begun by today,
  // on its day in the person's country.
  [
    pattern(`\\b(?:(?:n?[oa])\\s+)?(${namedHolidayWords})(?:\\s+(?:passad[oa]|anterior))?${holidayYear}\\b`),
    (m, { today, holidayCountry }) => {
      const [thisYear] = parts(today);
      const named = holidayYearOf(m[2], m[3], thisYear);
      let date = namedHolidayIn(m[1]!, named ?? thisYear, holidayCountry);
      if (date !== null && named === undefined && date > today) date = namedHolidayIn(m[1]!, thisYear - 1, holidayCountry);
      return date === null || date > today ? null : single(date);
    },
  ],
  // "two Sundays ago", "há dois domingos", "três sextas atrás": the latest such weekday before today, weeks back.
  [
    pattern(`\\b(${countAlternation})\\s+(${pluralWeekdays})\\s+(?:ago|atr[áa]s)\\b|\\b(?:h[áa]|faz)\\s+(${countAlternation})\\s+(${pluralWeekdays})\\b`),
    (m, { today }) => {
      const weekday = weekdayOfAny(m[2] ?? m[4]!);
      const count = countOf(m[1] ?? m[3]!);
      return weekday === undefined || count < 1 ? null : single(addDays(recentWeekday(today, weekday, true), -7 * (count - 1)));
    },
  ],
  // "the Sunday before last", "no domingo retrasado", "o penúltimo sábado", "a sexta antes da passada".
  [
    pattern(
      `\\b(${weekdayNames})\\s+(?:before\\s+last|retrasad[oa]|antes\\s+d[oa]\\s+passad[oa])\\b|\\bpen[úu]ltim[oa]\\s+(${weekdayNames})\\b`,
    ),
    (m, { today }) => {
      const weekday = weekdayOfAny(m[1] ?? m[2]!);
      return weekday === undefined ? null : single(addDays(recentWeekday(today, weekday, true), -7));
    },
  ],
  // "the weekend before last", "the week before last", "o fim de semana retrasado", "a semana antes da passada", "o penúltimo mês".
  [
    pattern(
      "\\b(?:the\\s+)?(weekend|week|month|year)\\s+before\\s+last\\b|\\b(?:n?[oa]\\s+)?(fi(?:m|nal)[\\s-]+de[\\s-]+semana|semana|m[eê]s|ano)\\s+(?:retrasad[oa]|antes\\s+d[oa]\\s+passad[oa])\\b|\\b(?:n?[oa]\\s+)?pen[úu]ltim[oa]\\s+(fi(?:m|nal)[\\s-]+de[\\s-]+semana|semana|m[eê]s|ano)\\b",
    ),
    (m, { today }) => {
      const unit = (m[1] ?? m[2] ?? m[3]!).toLowerCase();
      const [thisYear, thisMonth] = parts(today);
      if (/weekend|fi(m|nal)/.test(unit)) {
        const saturday = addDays(weekend(today, true).from, -7);
        return { from: saturday, to: addDays(saturday, 1), granularity: "range" };
      }
      if (/week|semana/.test(unit)) {
        const monday = addDays(mondayOf(today), -14);
        return { from: monday, to: addDays(monday, 6), granularity: "week" };
      }
      if (/month|m[eê]s/.test(unit)) return { ...monthRange(thisYear, thisMonth - 2), granularity: "month" };
      return { from: day(thisYear - 2, 1, 1), to: day(thisYear - 2, 12, 31), granularity: "year" };
    },
  ],
  // "early last month", "mid-March", "the end of 2024", "late last year", "no início do mês passado", "em meados de março", "no fim do ano".
  [
    pattern(
      `\\b(?:(?:in|at|by|towards?|during|around)\\s+)?(?:the\\s+)?${part}[\\s-]+(?:the\\s+month\\s+of\\s+)?(?:${fullMonth}(?:,?\\s+(?:of\\s+)?(?:${year}|(last|this|previous)\\s+year))?|(last|this|the|previous)\\s+(month|year)|${year})\\b`,
    ),
    (m, { today }) => {
      const { range, unit } = periodOfPart(today, m[2], m[3], m[4] ?? m[5], m[6], m[7]);
      return third(range, unit, partOf(m[1]!));
    },
  ],
  [
    pattern(
      `\\b(?:(?:n?[oa]|em|pel[oa])\\s+)?${parte}\\s+(?:de|do|da|deste|desse|d[oe]\\s+m[eê]s\\s+de)\\s+(?:${fullMonth}(?:\\s+(?:de\\s+${year}|d[oe]\\s+ano\\s+(passado|anterior|retrasado)|deste\\s+ano))?|(m[eê]s|ano)(?:\\s+(passado|anterior|retrasado))?|${year})\\b`,
    ),
    (m, { today }) => {
      const relative = m[4] ?? m[6] ?? (m[2] !== undefined && /deste\s+ano/i.test(m[0]) ? "this" : undefined);
      const { range, unit } = periodOfPart(today, m[2], m[3], relative, m[5], m[7]);
      return third(range, unit, partOf(m[1]!));
    },
  ],
  // "the first of the month", "the last day of March", "o primeiro dia do mês passado", "o último dia de 2024".
  [
    pattern(
      `\\b(?:the\\s+)?(first|last)\\s+(?:day\\s+)?of\\s+(?:${fullMonth}(?:,?\\s+${year})?|(the|this|last|previous)\\s+(month|year)|${year})\\b|\\b(?:n?o\\s+)?(primeiro|[úu]ltimo)\\s+dia\\s+(?:de|do|deste)\\s+(?:${fullMonth}(?:\\s+de\\s+${year})?|(m[eê]s|ano)(?:\\s+(passado|anterior))?|${year})\\b`,
    ),
    (m, { today }) => {
      const portuguese = m[7] !== undefined;
      const relative = portuguese ? (m[11] ?? (/deste/i.test(m[0]) ? "this" : undefined)) : m[4]?.toLowerCase() === "the" ? undefined : m[4];
      const { range } = portuguese ? periodOfPart(today, m[8], m[9], relative, m[10], m[12]) : periodOfPart(today, m[2], m[3], relative, m[5], m[6]);
      const date = /^(?:first|primeiro)$/i.test(m[1] ?? m[7]!) ? range.from : range.to;
      return date > today ? null : single(date);
    },
  ],
  // "the end of the summer", "early last spring", "no fim do verão", "no início da primavera passada": a month of the season.
  [
    pattern(
      `\\b(?:(?:in|at|by|towards?|during|around)\\s+)?(?:the\\s+)?${part}[\\s-]+(?:the\\s+)?(?:(last|this)\\s+)?(spring|summer|autumn|fall|winter)\\b|\\b(?:(?:n?[oa]|em|pel[oa])\\s+)?${parte}\\s+d[oa]\\s+(primavera|ver[ãa]o|outono|inverno)(?:\\s+(passad[oa]|anterior))?\\b`,
    ),
    (m, { today, southern }) => {
      const name = (m[3] ?? m[5]!).toLowerCase().normalize("NFD").replace(/\p{M}+/gu, "");
      const last = /last|passad|anterior/i.test(m[2] ?? m[6] ?? "");
      const season = recentSeason(seasonNames[name]!, today, southern, last ? "last" : m[2] === undefined ? "recent" : "this");
      if (season === null) return null;
      const [seasonYear, firstMonth] = parts(season.from);
      return { ...monthRange(seasonYear, firstMonth + partOf(m[1] ?? m[4]!) - 1), granularity: "range" };
    },
  ],
  // "March last year", "in May of last year", "last March", "março do ano passado", "em março passado", "maio deste ano".
  [
    pattern(
      `\\b${fullMonth}\\s+(?:of\\s+)?(last|this|previous)\\s+year\\b|\\b${fullMonth}\\s+(?:d[oe]\\s+|deste\\s+)(ano\\s+(?:passado|anterior|retrasado)|ano)\\b|\\b(?:(?:last|past|previous)\\s+${fullMonth}|${fullMonth}\\s+passado)\\b(?!\\s+\\d)`,
    ),
    (m, { today }) => {
      const [thisYear, thisMonth] = parts(today);
      const named = m[1] ?? m[3];
      if (named !== undefined) {
        const relative = m[2] ?? m[4]!;
        const back = /^ano$/i.test(relative) ? (/deste/i.test(m[0]) ? 0 : null) : yearsBack(relative);
        return back === null ? null : { ...monthRange(thisYear - back, monthOf(named)), granularity: "month" };
      }
      // "last March": the latest March before this month.
      const monthNumber = monthOf(m[5] ?? m[6]!);
      return { ...monthRange(monthNumber < thisMonth ? thisYear : thisYear - 1, monthNumber), granularity: "month" };
    },
  ],
  // "from March to May", "between March and May 2024", "March through June", "March-May".
  [
    pattern(
      `\\b(from|between)?\\s*\\b${month}(?!\\s+\\d{1,2}\\b)(?:,?\\s+${year})?(?:\\s+(to|and|until|till|through|thru)\\s+|\\s*[-–]\\s*)${month}(?!\\s+\\d{1,2}\\b)(?:,?\\s+${year})?`,
    ),
    (m, { today }) => {
      const preposition = m[1]?.toLowerCase();
      const connector = m[4]?.toLowerCase();
      // "March and May" are two months; "between March and May" one span.
      if (connector === "and" ? preposition !== "between" : preposition === "between") return null;
      if (preposition === undefined && !(plainlyAMonth(m[2]!) && plainlyAMonth(m[5]!))) return null;
      return monthSpan(m[2]!, m[3], m[5]!, m[6], today);
    },
  ],
  [
    pattern(`\\b(de|desde|entre)\\s+${month}(?!\\s+\\d{1,2}\\b)(?:\\s+de\\s+${year})?\\s+(a|at[ée]|e)\\s+${month}(?!\\s+\\d{1,2}\\b)(?:\\s+de\\s+${year})?`),
    (m, { today }) => {
      const preposition = m[1]!.toLowerCase();
      // "as entradas de março e maio" are two months; "entre março e maio" one span.
      if ((m[4]!.toLowerCase() === "e") !== (preposition === "entre")) return null;
      return monthSpan(m[2]!, m[3], m[5]!, m[6], today);
    },
  ],
  // "Q3", "the third quarter of 2024", "the first half of last year", "o terceiro trimestre", "o primeiro semestre do ano passado".
  [
    pattern(
      `\\b(?:(?:the|n?[oa])\\s+)?(?:q([1-4])|(first|second|third|fourth|last|primeiro|segundo|terceiro|quarto|[úu]ltimo|[1-4][ºª])\\s+(quarter|half|trimestre|semestre))(?:\\s+(?:of\\s+(?:the\\s+)?|de\\s+|d[oe]\\s+|deste\\s+)?(?:${year}|(?:(last|this|previous)\\s+)?year|ano(?:\\s+(passado|anterior))?))?\\b`,
    ),
    (m, { today }) => {
      const kind = (m[3] ?? "quarter").toLowerCase();
      const half = kind === "half" || kind === "semestre";
      const yearSaid = m[4] !== undefined || /\b(?:year|ano)\b/i.test(m[0]);
      // "the first half", "the third quarter" of a match or a book: of a year only when one is said (or in Portuguese words).
      if (m[2] !== undefined && (kind === "half" || kind === "quarter") && !yearSaid && !/last/i.test(m[2])) return null;
      const [thisYear, thisMonth] = parts(today);
      const lastWord = m[2] !== undefined && /last|[úu]ltimo/i.test(m[2]);
      // "last quarter", "o último trimestre": the whole quarter before this one.
      if (lastWord && !yearSaid && !half) {
        const current = Math.floor((thisMonth - 1) / 3);
        const from = monthRange(thisYear, current * 3 - 2).from;
        return { from, to: monthRange(thisYear, current * 3).to, granularity: "range" };
      }
      const index = m[1] !== undefined ? Number(m[1]) : lastWord ? (half ? 2 : 4) : ordinalIndex(m[2]!);
      if (half && index > 2) return null;
      const relative = m[5] ?? m[6];
      const yearNumber = m[4] !== undefined ? Number(m[4]) : relative !== undefined ? thisYear - yearsBack(relative) : undefined;
      return half ? quarterRange(index * 2 - 1, index * 2, yearNumber, today) : quarterRange(index, index, yearNumber, today);
    },
  ],
];
