import type { LocalDate } from "@lifeos/core";
import { addDays } from "@lifeos/core";
import { day, earlier, lastDayOfMonth, mondayOf, monthRange, parts, weekdayIndex } from "./calendar.js";
import { ambiguousMonthWords, countAlternation, countOf, monthAlternation, monthOf, weekdayAlternation, weekdayOf } from "./monthNames.js";
import { holidayYear, holidayYearOf } from "./holidays.js";
import type { HolidayCountry } from "./namedHolidays.js";
import { recentSeason, seasonNames, seasonRange } from "./seasons.js";

/** What a rule resolves to: a span of days and how it was named. */
export interface ResolvedRange {
  readonly from: LocalDate;
  readonly to: LocalDate;
  readonly granularity: "day" | "week" | "month" | "year" | "season" | "range";
}

export interface RuleContext {
  readonly today: LocalDate;
  /** Seasons are the southern hemisphere's. */
  readonly southern: boolean;
  /** A day written in numbers puts the month first ("3/11" is 11 March), as in the United States. */
  readonly monthFirst: boolean;
  /** Whose days the holidays kept on different days in different countries fall on ("Mother's Day", "Dia dos Namorados"). */
  readonly holidayCountry: HolidayCountry;
}

/** A span of calendar days in the user's time zone, both ends inclusive. */
export interface DateRange extends ResolvedRange {
  /** The words that named the range, as written (for removing them from a query). */
  readonly text: string;
  /** Where those words start in the text. */
  readonly index: number;
}

export type Rule = readonly [RegExp, (match: RegExpExecArray, context: RuleContext, text: string) => ResolvedRange | null];

/** `\b` that also knows accented letters (JavaScript's `\b` is ASCII-only even with the `u` flag). */
const boundary = "(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))";
export const pattern = (source: string): RegExp => new RegExp(source.replaceAll("\\b", boundary), "giu");

const unitDays = (unit: string): number => {
  const word = unit.toLowerCase();
  if (/^(day|dia)/.test(word)) return 1;
  if (/^(week|semana)/.test(word)) return 7;
  if (/^fortnight|^quinzena/.test(word)) return 14;
  if (/^(month|m[eê]s)/.test(word)) return 30;
  return 365;
};

/** The same month and day `years` back (the 28th for a 29 February that year lacks). */
const sameDayYearsBack = (today: LocalDate, years: number): LocalDate => {
  const [year, month, dayOfMonth] = parts(today);
  return day(year - years, month, Math.min(dayOfMonth, lastDayOfMonth(year - years, month)));
};

/** The week around a day: three days either side, as "this time last year" means. */
const aroundDay = (date: LocalDate): ResolvedRange => ({ from: addDays(date, -3), to: addDays(date, 3), granularity: "range" });

const rolling = (today: LocalDate, days: number): ResolvedRange => ({ from: addDays(today, -(days - 1)), to: today, granularity: "range" });
export const single = (date: LocalDate): ResolvedRange => ({ from: date, to: date, granularity: "day" });

/** A day of a month whose year is unsaid: this year's, unless that is still to come. */
export const pastDay = (year: number | undefined, month: number, dayOfMonth: number, today: LocalDate): LocalDate | null => {
  if (month < 1 || month > 12) return null;
  let resolvedYear = year ?? parts(today)[0];
  if (dayOfMonth < 1 || dayOfMonth > lastDayOfMonth(resolvedYear, month)) return null;
  if (year === undefined && day(resolvedYear, month, dayOfMonth) > today) resolvedYear -= 1;
  if (dayOfMonth > lastDayOfMonth(resolvedYear, month)) return null;
  return day(resolvedYear, month, dayOfMonth);
};

/** The most recent `weekday` (0 = Monday) on or before `today`, or strictly before it. */
export const recentWeekday = (today: LocalDate, weekday: number, strictly: boolean): LocalDate => {
  let back = (weekdayIndex(today) - weekday + 7) % 7;
  if (back === 0 && strictly) back = 7;
  return addDays(today, -back);
};

/** The latest Saturday-Sunday begun by today; `previous` skips a weekend under way. */
export const weekend = (today: LocalDate, previous: boolean): ResolvedRange => {
  const weekday = weekdayIndex(today);
  const saturday = weekday >= 5 && !previous ? addDays(today, -(weekday - 5)) : addDays(mondayOf(today), -2);
  return { from: saturday, to: earlier(addDays(saturday, 1), today), granularity: "range" };
};

/**
 * The `ordinal` weekend of a month: a weekend belongs to the month its Saturday falls in, so the first is the first
 * Saturday with the Sunday after it, and the last one's Sunday may be the next month's first day. Without a year, the
 * latest such weekend begun by today.
 */
const weekendOfMonth = (ordinal: string, monthNumber: number, explicitYear: number | undefined, today: LocalDate): ResolvedRange | null => {
  const word = ordinal.toLowerCase();
  // -1 for "last" and "último".
  const index = Math.max(["first", "second", "third", "fourth"].indexOf(word), ["primeiro", "segundo", "terceiro", "quarto"].indexOf(word));
  const saturdayIn = (yearNumber: number): LocalDate => {
    const whole = monthRange(yearNumber, monthNumber);
    if (index < 0) return addDays(whole.to, -((weekdayIndex(whole.to) - 5 + 7) % 7));
    return addDays(whole.from, (5 - weekdayIndex(whole.from) + 7) % 7 + index * 7);
  };
  const thisYear = parts(today)[0];
  let saturday = saturdayIn(explicitYear ?? thisYear);
  if (explicitYear === undefined && saturday > today) saturday = saturdayIn(thisYear - 1);
  return { from: saturday, to: addDays(saturday, 1), granularity: "range" };
};

const dayWord = "(\\d{1,2})(?:st|nd|rd|th|º|ª)?";
/** A month's name or abbreviation as a whole word ("maio" of "3 maio", not of "3 maiores"; "mai" not of "5 mais"). */
export const month = `(${monthAlternation})\\.?(?![A-Za-zÀ-ÿ])`;

/**
 * The words before an ambiguous month name that make it the month: a verb
 * asking for a period's account ("summarise may", "resume mar"), "how was",
 * "what about", or "and"/"vs" joining it to a month just named ("april and may").
 */
const monthAskedVerb =
  /\b(?:summar(?:y|ise|ize)(?: of)?|recap(?: of)?|review(?: of)?|overview of|compare|compara|comparar|resum[eoa](?: de| do m[eê]s de)?|resumir|how (?:was|were|did)|what about)\s+$/i;
const monthJustNamed = new RegExp(`\\b(?:${monthAlternation})\\.?\\s+(?:and|vs\\.?|versus|with|to|e|com|a)\\s+$`, "i");
const monthAsked = (before: string): boolean => monthAskedVerb.test(before) || monthJustNamed.test(before);

export const year = "((?:19|20)\\d{2})";

/** The date expressions LifeOS understands in English and Portuguese, most specific first. */
export const dateRules: ReadonlyArray<Rule> = [
  [pattern(`\\b${year}-(\\d{2})-(\\d{2})\\b`), (m) => {
    const date = pastDay(Number(m[1]), Number(m[2]), Number(m[3]), "9999-12-31" as LocalDate);
    return date === null ? null : single(date);
  }],
  [pattern(`\\b(since|desde)?\\s*\\b${year}-(\\d{2})\\b(?!-)`), (m, { today }) => {
    const monthNumber = Number(m[3]);
    if (monthNumber < 1 || monthNumber > 12) return null;
    const range = monthRange(Number(m[2]), monthNumber);
    return m[1] ? { from: range.from, to: today, granularity: "range" } : { ...range, granularity: "month" };
  }],
  // "from March 3 to March 10", "between 3 and 10 March 2024"
  [
    pattern(
      `\\b(?:from|between)\\s+(?:${month}\\s+${dayWord}|${dayWord}(?:\\s+(?:of\\s+)?${month})?)\\s*(?:to|and|until|till|through|-|–)\\s*(?:${month}\\s+${dayWord}|${dayWord}(?:\\s+(?:of\\s+)?${month})?)(?:,?\\s+${year})?`,
    ),
    (m, { today }) => dayRange(m[1] ?? m[4], Number(m[2] ?? m[3]), m[5] ?? m[8], Number(m[6] ?? m[7]), m[9], today),
  ],
  // "de 3 a 10 de março", "entre 3 e 10 de março de 2024", "desde o dia 3 até 10 de março"
  [
    pattern(
      `\\b(?:de|desde|entre)\\s+(?:o\\s+)?(?:dia\\s+)?${dayWord}(?:\\s+de\\s+${month})?\\s+(?:a|e|até|ate)\\s+(?:o\\s+)?(?:dia\\s+)?${dayWord}\\s+de\\s+${month}(?:\\s+de\\s+${year})?`,
    ),
    (m, { today }) => dayRange(m[2], Number(m[1]), m[4], Number(m[3]), m[5], today),
  ],
  // "March 3-10", "3-10 March"
  [pattern(`\\b${month}\\s+(\\d{1,2})\\s*[-–]\\s*(\\d{1,2})\\b(?:,?\\s+${year})?`), (m, { today }) => dayRange(m[1], Number(m[2]), m[1], Number(m[3]), m[4], today)],
  [pattern(`\\b(\\d{1,2})\\s*[-–]\\s*(\\d{1,2})\\s+(?:de\\s+|of\\s+)?${month}(?:,?\\s+(?:de\\s+)?${year})?`), (m, { today }) => dayRange(m[3], Number(m[1]), m[3], Number(m[2]), m[4], today)],
  [pattern("\\b(?:the\\s+)?day before yesterday\\b|\\banteontem\\b|\\bantes de ontem\\b"), (_m, { today }) => single(addDays(today, -2))],
  [pattern("\\byesterday\\b|\\bontem\\b"), (_m, { today }) => single(addDays(today, -1))],
  // Holidays on a fixed date: the latest one begun by today, or the year's. New Year ("new year's", "o Ano Novo") is 1
  // January in either language, its eve ("New Year's Eve", "a passagem de ano", "a véspera de Ano Novo") 31 December;
  // a wish ("happy new year", "feliz ano novo") or a resolution names no day.
  [
    pattern(
      `\\b(christmas eve|christmas(?: day)?|xmas|new year['’]?s eve|new year['’]?s day|(?<!happy )new years?(?:['’]s)?(?!['’\\p{L}])(?! resolutions?\\b)|v[ée]spera de natal|consoada|(?:dia de )?natal|passagem de ano|noite de ano novo|v[ée]spera de ano novo|(?:dia de )?(?<!(?:feliz|bom|pr[óo]spero) )ano novo|r[ée]veillon)\\b${holidayYear}\\b`,
    ),
    (m, { today }) => {
      const name = m[1]!.toLowerCase();
      // "réveillon" holds "eve" but is New Year's Eve: only the word "eve" is Christmas Eve's.
      const [monthNumber, dayOfMonth] = /\beve\b|v[ée]spera|consoada/.test(name) && !/new year|ano novo/.test(name)
        ? [12, 24]
        : /christmas|xmas|natal/.test(name)
          ? [12, 25]
          : /eve|passagem|r[ée]veillon|noite|v[ée]spera/.test(name)
            ? [12, 31]
            : [1, 1];
      // "o Natal do ano passado", "Christmas in 2024": that year's; "o Natal deste ano" still to come is no day yet.
      const date = pastDay(holidayYearOf(m[2], m[3], parts(today)[0]), monthNumber, dayOfMonth, today);
      return date === null || date > today ? null : single(date);
    },
  ],
  // "on this day last year", "two years ago today", "neste dia do ano passado", "há dois anos, neste dia": the same date
  // years back (before "today", which it holds).
  [
    pattern(
      `\\b(?:on\\s+)?this (?:day|date) last year\\b|\\b(${countAlternation}) years? ago,? today\\b|\\b(?:n|d)?este (?:mesmo )?dia (?:do|no) ano (?:passado|anterior)\\b|\\b(?:há|ha|faz) (${countAlternation}) anos?,? (?:hoje|neste dia)\\b`,
    ),
    (m, { today }) => single(sameDayYearsBack(today, m[1] ?? m[2] ? countOf(m[1] ?? m[2]!) : 1)),
  ],
  [pattern("\\btoday\\b|\\btonight\\b|\\bthis (?:morning|afternoon|evening)\\b|\\bhoje\\b|\\besta (?:manhã|manha|tarde|noite)\\b"), (_m, { today }) => single(today)],
  // "this time last year", "nesta altura do ano passado": the week around that date.
  [
    pattern("\\b(?:(?:at|around|about)\\s+)?this time (?:last year|a year ago)\\b|\\b(?:(?:n|d)?esta|(?:n|d)?essa|por esta|por essa) (?:altura|época|epoca) do ano (?:passado|anterior)\\b"),
    (_m, { today }) => aroundDay(sameDayYearsBack(today, 1)),
  ],
  // "3 days ago", "two weeks ago", "há 3 dias", "faz duas semanas", "3 dias atrás"
  [
    pattern(
      `\\b(${countAlternation})\\s+(days?|weeks?|months?|years?)\\s+ago\\b|\\b(?:há|ha|faz)\\s+(${countAlternation})\\s+(dias?|semanas?|m[eê]s|meses|anos?)\\b|\\b(${countAlternation})\\s+(dias?|semanas?|m[eê]s|meses|anos?)\\s+atr[áa]s\\b`,
    ),
    (m, { today }) => {
      const amount = countOf(m[1] ?? m[3] ?? m[5]!);
      const unit = unitDays(m[2] ?? m[4] ?? m[6]!);
      const [thisYear, thisMonth] = parts(today);
      if (unit === 1) return single(addDays(today, -amount));
      if (unit === 7) {
        const monday = addDays(mondayOf(today), -7 * amount);
        return { from: monday, to: addDays(monday, 6), granularity: "week" };
      }
      if (unit === 30) return { ...monthRange(thisYear, thisMonth - amount), granularity: "month" };
      // "a year ago", "há dois anos": that same date, not the whole calendar year (the day's entry, or the nearest ones, answers).
      return single(sameDayYearsBack(today, amount));
    },
  ],
  // "the last 10 days", "past two weeks", "nos últimos 3 meses"
  [
    pattern(
      `\\b(?:(?:in|over|during)\\s+)?(?:the\\s+)?(?:last|past)\\s+(${countAlternation})\\s+(days?|weeks?|fortnights?|months?|years?)\\b|\\b(?:n?os\\s+|n?as\\s+)?(?:últim[oa]s|ultim[oa]s)\\s+(${countAlternation})\\s+(dias|semanas|quinzenas|meses|anos)\\b`,
    ),
    (m, { today }) => rolling(today, countOf(m[1] ?? m[3]!) * unitDays(m[2] ?? m[4]!)),
  ],
  // "the past few weeks", "nos últimos dias", "últimas semanas"
  [
    pattern(
      "\\b(?:(?:in|over|during)\\s+)?(?:the\\s+)?(?:last|past|recent)\\s+(?:few\\s+|couple of\\s+)?(days|weeks|months|years)\\b|\\b(?:n?os\\s+|n?as\\s+)?(?:últim[oa]s|ultim[oa]s)\\s+(dias|semanas|meses|anos)\\b",
    ),
    (m, { today }) => rolling(today, unitDays(m[1] ?? m[2]!) * (unitDays(m[1] ?? m[2]!) === 1 ? 7 : 3)),
  ],
  [pattern("\\b(?:(?:in|over|during|within|for)\\s+the\\s+(?:last|past)|(?:the\\s+)?past)\\s+(week|fortnight|month|year)\\b|\\b(?:n?[oa]\\s+)?(?:meu\\s+|minha\\s+)?(?:últim[oa]|ultim[oa])\\s+(semana|quinzena|m[eê]s|ano)\\b"), (m, { today }) =>
    rolling(today, unitDays(m[1] ?? m[2]!)),
  ],
  // "over the year", "throughout the month", "ao longo do ano": the stretch of that length up to today, as "the past year".
  [pattern("\\b(?:over|through(?:out)?|across|over\\s+the\\s+course\\s+of)\\s+the\\s+(week|month|year)\\b|\\bao\\s+longo\\s+d[oa]\\s+(semana|m[eê]s|ano)\\b"), (m, { today }) =>
    rolling(today, unitDays(m[1] ?? m[2]!)),
  ],
  // "the last weekend of June", "o primeiro fim de semana de maio", "no segundo fim-de-semana de março de 2023"
  [
    pattern(
      `\\b(?:(?:on\\s+)?the\\s+|n?o\\s+)?(first|second|third|fourth|last|primeiro|segundo|terceiro|quarto|[úu]ltimo)\\s+(?:weekend|fi(?:m|nal)[\\s-]+de[\\s-]+semana)\\s+(?:of|in|de|em)\\s+${month}(?:\\s+(?:of\\s+|de\\s+)?${year})?`,
    ),
    (m, { today }) => weekendOfMonth(m[1]!, monthOf(m[2]!), m[3] === undefined ? undefined : Number(m[3]), today),
  ],
  [pattern("\\b(?:(last|past|previous)\\s+|this\\s+|the\\s+)?weekend\\b|\\b(?:n?(?:o|este|neste)\\s+)?(?:(último|ultimo)\\s+)?fi(?:m|nal) de semana(?:\\s+(passado))?\\b"), (m, { today }) =>
    weekend(today, Boolean(m[1] ?? m[2] ?? m[3])),
  ],
  [pattern(`\\b(?:(last|this|on|past)\\s+)?(${weekdayAlternation.split("|").slice(0, 7).join("|")})\\b`), (m, { today }) => {
    const weekday = weekdayOf(m[2]!);
    return weekday === undefined ? null : single(recentWeekday(today, weekday, m[1]?.toLowerCase() === "last" || m[1]?.toLowerCase() === "past"));
  }],
  [
    pattern(`\\b(?:(n[oa]|nest[ea])\\s+)?(?:(últim[oa]|ultim[oa])\\s+)?(${weekdayAlternation.split("|").slice(7).join("|")})(?:\\s+(passad[oa]))?\\b`),
    (m, { today }) => {
      const name = m[3]!.toLowerCase();
      // "segunda", "quarta", "quinta" are also ordinals and nouns: a weekday only with "-feira", an article or "passada".
      if (!/feira|s[áa]bado|domingo/.test(name) && !m[1] && !m[2] && !m[4]) return null;
      const weekday = weekdayOf(name);
      return weekday === undefined ? null : single(recentWeekday(today, weekday, Boolean(m[2] ?? m[4])));
    },
  ],
  // "the first week of April", "a segunda semana de março", "the last week of May"
  [
    pattern(`\\b(?:the\\s+|a\\s+|na\\s+)?(first|second|third|fourth|last|primeira|segunda|terceira|quarta|[úu]ltima)\\s+(?:week|semana)\\s+(?:of|de)\\s+${month}(?:\\s+(?:of\\s+|de\\s+)?${year})?`),
    (m, { today }) => {
      const monthNumber = monthOf(m[2]!);
      const [thisYear, thisMonth] = parts(today);
      const whole = monthRange(m[3] ? Number(m[3]) : monthNumber <= thisMonth ? thisYear : thisYear - 1, monthNumber);
      const ordinal = ["first", "second", "third", "fourth"].indexOf(m[1]!.toLowerCase());
      const portuguese = ["primeira", "segunda", "terceira", "quarta"].indexOf(m[1]!.toLowerCase());
      const index = ordinal >= 0 ? ordinal : portuguese;
      if (index < 0) return { from: addDays(whole.to, -6), to: whole.to, granularity: "range" };
      const from = addDays(whole.from, index * 7);
      return { from, to: addDays(from, 6), granularity: "range" };
    },
  ],
  // "the week of March 4", "a semana de 4 de março": Monday to Sunday around that day
  [pattern(`\\b(?:the\\s+|a\\s+|na\\s+)?(?:week|semana)\\s+(?:of|de)\\s+(?:${month}\\s+${dayWord}|${dayWord}\\s+(?:de\\s+|of\\s+)?${month})`), (m, { today }) => {
    const date = pastDay(undefined, monthOf(m[1] ?? m[4]!), Number(m[2] ?? m[3]), today);
    if (date === null) return null;
    const monday = mondayOf(date);
    return { from: monday, to: addDays(monday, 6), granularity: "week" };
  }],
  [pattern("\\bthis week\\b|\\b(?:n|d)?esta semana\\b|\\b(?:n|d)?essa semana\\b"), (_m, { today }) => ({ from: mondayOf(today), to: today, granularity: "week" })],
  [pattern("\\b(?:last|previous)\\s+week\\b|\\b(?:n?a\\s+)?semana passada\\b|\\b(?:n?a\\s+)?semana anterior\\b"), (_m, { today }) => {
    const monday = addDays(mondayOf(today), -7);
    return { from: monday, to: addDays(monday, 6), granularity: "week" };
  }],
  [pattern("\\bthis month\\b|\\b(?:n|d)?este m[eê]s\\b|\\b(?:n|d)?esse m[eê]s\\b"), (_m, { today }) => {
    const [thisYear, thisMonth] = parts(today);
    return { from: day(thisYear, thisMonth, 1), to: today, granularity: "month" };
  }],
  [pattern("\\b(?:last|previous)\\s+month\\b|\\b(?:n?o\\s+)?m[eê]s (?:passado|anterior)\\b"), (_m, { today }) => {
    const [thisYear, thisMonth] = parts(today);
    return { ...monthRange(thisYear, thisMonth - 1), granularity: "month" };
  }],
  [pattern("\\bthis year\\b|\\b(?:n|d)?este ano\\b|\\b(?:n|d)?esse ano\\b"), (_m, { today }) => ({ from: day(parts(today)[0], 1, 1), to: today, granularity: "year" })],
  // "compared with the whole year", "em comparação com o ano todo", "durante todo o ano": this year, to today; not "for a
  // whole year" (a length of time) nor "todo o ano passado" (last year's).
  [
    pattern("\\bthe\\s+(?:whole|entire|full)\\s+year\\b(?!\\s+(?:of|before|after|ago|\\d))|\\b(?:n|d)?o\\s+ano\\s+(?:todo|inteiro)\\b(?!\\s+(?:passado|anterior|de\\s+\\d))|\\btodo\\s+o\\s+ano\\b(?!\\s+(?:passado|anterior|seguinte|que\\s+vem|de\\s+\\d|\\d))"),
    (_m, { today }) => ({ from: day(parts(today)[0], 1, 1), to: today, granularity: "year" }),
  ],
  [pattern("\\b(?:last|previous)\\s+year\\b|\\b(?:n?o\\s+)?ano (?:passado|anterior)\\b"), (_m, { today }) => {
    const previous = parts(today)[0] - 1;
    return { from: day(previous, 1, 1), to: day(previous, 12, 31), granularity: "year" };
  }],
  // "this spring", "last summer", "winter 2023", "na primavera passada", "no verão de 2023"
  [
    pattern(
      "\\b(?:(this|last|previous|the)\\s+)?(spring|summer|autumn|fall|winter)(?:\\s+(?:of\\s+)?((?:19|20)\\d{2}))?\\b|\\b(?:n?(?:a|o|esta|este|nesta|neste)\\s+)?(primavera|ver[ãa]o|outono|inverno)(?:\\s+(passad[oa]|anterior|deste ano|de\\s+((?:19|20)\\d{2})|((?:19|20)\\d{2})))?\\b",
    ),
    (m, { today, southern }) => {
      const name = (m[2] ?? m[4]!).toLowerCase().normalize("NFD").replace(/\p{M}+/gu, "");
      const season = seasonNames[name]!;
      const determiner = m[1]?.toLowerCase();
      const explicitYear = m[3] ?? m[6] ?? m[7];
      // "fall" is a verb too: a season only with a determiner or a year.
      if (name === "fall" && determiner === undefined && explicitYear === undefined) return null;
      if (explicitYear !== undefined) {
        const range = seasonRange(season, Number(explicitYear), southern);
        return range.from > today ? null : { from: range.from, to: earlier(range.to, today), granularity: "season" };
      }
      const last = determiner === "last" || determiner === "previous" || /passad|anterior/.test(m[5] ?? "");
      const current = determiner === "this" || /^n?est[ae]\s/i.test(m[0].trim()) || /deste ano/.test(m[5] ?? "");
      const range = recentSeason(season, today, southern, last ? "last" : current ? "this" : "recent");
      return range === null ? null : { ...range, granularity: "season" };
    },
  ],
  [pattern(`\\b${dayWord}\\s+(?:de\\s+|of\\s+)?${month}(?:,?\\s+(?:de\\s+)?${year})?`), (m, { today }) => {
    const date = pastDay(m[3] ? Number(m[3]) : undefined, monthOf(m[2]!), Number(m[1]), today);
    return date === null ? null : single(date);
  }],
  [pattern(`\\b${month}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+${year})?`), (m, { today }) => {
    const date = pastDay(m[3] ? Number(m[3]) : undefined, monthOf(m[1]!), Number(m[2]), today);
    return date === null ? null : single(date);
  }],
  // "on the 3rd", "no dia 3": the latest such day of a month
  [pattern("\\bon the (\\d{1,2})(?:st|nd|rd|th)\\b|\\b(?:n?o\\s+)?dia\\s+(\\d{1,2})\\b"), (m, { today }) => {
    const dayOfMonth = Number(m[1] ?? m[2]);
    const [thisYear, thisMonth, thisDay] = parts(today);
    const monthNumber = dayOfMonth <= thisDay ? thisMonth : thisMonth - 1;
    const range = monthRange(thisYear, monthNumber);
    const [rangeYear, rangeMonth] = parts(range.from);
    return dayOfMonth < 1 || dayOfMonth > lastDayOfMonth(rangeYear, rangeMonth) ? null : single(day(rangeYear, rangeMonth, dayOfMonth));
  }],
  [
    pattern(`(?:\\b(since|desde|in|during|em|durante|of|de|no m[eê]s de|the month of)\\s+)?\\b${month}\\b(?:\\s+(?:de\\s+|of\\s+)?${year})?`),
    (m, { today }, text) => {
      const preposition = m[1]?.toLowerCase();
      const written = m[2]!;
      const name = written.toLowerCase().replace(/\.$/, "");
      const explicitYear = m[3] ? Number(m[3]) : undefined;
      // A capitalised "March" is the month; a capitalised "May" too, unless it opens a question ("May I…").
      const capitalisedName =
        /^\p{Lu}/u.test(written) && (name === "march" || (name === "may" && !/^\s*(i|we|you|he|she|they)\b/i.test(text.slice(m.index + m[0].length))));
      if (ambiguousMonthWords.has(name) && preposition === undefined && explicitYear === undefined && !capitalisedName && !monthAsked(text.slice(0, m.index))) return null;
      const monthNumber = monthOf(name);
      const [thisYear, thisMonth] = parts(today);
      const range = monthRange(explicitYear ?? (monthNumber <= thisMonth ? thisYear : thisYear - 1), monthNumber);
      if (preposition === "since" || preposition === "desde") return { from: range.from, to: today, granularity: "range" };
      return { ...range, granularity: "month" };
    },
  ],
  [pattern(`\\b(since|desde)?\\s*\\b${year}\\b`), (m, { today }) => {
    const named = Number(m[2]);
    if (m[1]) return { from: day(named, 1, 1), to: today, granularity: "range" };
    return { from: day(named, 1, 1), to: day(named, 12, 31), granularity: "year" };
  }],
];

/** Two days named with months and an optional year; the range ends no later than today unless a year says so. */
const dayRange = (
  firstMonth: string | undefined,
  firstDay: number,
  secondMonth: string | undefined,
  secondDay: number,
  yearText: string | undefined,
  today: LocalDate,
): ResolvedRange | null => {
  const endMonth = monthOf(secondMonth ?? firstMonth ?? "");
  const startMonth = monthOf(firstMonth ?? secondMonth ?? "");
  if (startMonth === 0 || endMonth === 0) return null;
  const explicitYear = yearText ? Number(yearText) : undefined;
  const to = pastDay(explicitYear, endMonth, secondDay, today);
  if (to === null) return null;
  const [endYear] = parts(to);
  const from = pastDay(startMonth > endMonth ? endYear - 1 : endYear, startMonth, firstDay, today);
  if (from === null || from > to) return null;
  return { from, to, granularity: "range" };
};
