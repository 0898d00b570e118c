import type { LocalDate } from "@lifeos/core";
import { addDays, toLocalDate } from "@lifeos/core";
import * as chrono from "chrono-node";

/** A span of calendar days in the user's time zone, both ends inclusive. */
export interface DateRange {
  readonly from: LocalDate;
  readonly to: LocalDate;
  /** The words that named the range, as written (for removing them from a query). */
  readonly text: string;
  readonly granularity: "day" | "week" | "month" | "year" | "range";
}

const months: Record<string, number> = {
  january: 1, jan: 1, janeiro: 1, february: 2, feb: 2, fevereiro: 2, fev: 2, march: 3, mar: 3, março: 3, marco: 3,
  april: 4, apr: 4, abril: 4, abr: 4, may: 5, maio: 5, mai: 5, june: 6, jun: 6, junho: 6, july: 7, jul: 7, julho: 7,
  august: 8, aug: 8, agosto: 8, ago: 8, september: 9, sep: 9, sept: 9, setembro: 9, set: 9, october: 10, oct: 10,
  outubro: 10, out: 10, november: 11, nov: 11, novembro: 11, december: 12, dec: 12, dezembro: 12, dez: 12,
};
/** Month names that are also ordinary words ("may", "march", "set", "out"): a month only with a preposition, a day or a year. */
const ambiguousMonthWords = new Set(["may", "march", "mar", "set", "out", "dez", "jun", "jan", "dec", "sep", "aug", "nov", "oct", "apr", "feb", "jul", "fev", "abr", "mai", "ago"]);
const monthNames = Object.keys(months).sort((a, b) => b.length - a.length).join("|");
const numberWords: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, um: 1, uma: 1, dois: 2, duas: 2, três: 3, tres: 3,
  quatro: 4, cinco: 5, seis: 6, sete: 7, dez: 10,
};
const count = (word: string): number => numberWords[word] ?? Number(word);

const pad = (value: number) => String(value).padStart(2, "0");
const day = (year: number, month: number, dayOfMonth: number) => `${year}-${pad(month)}-${pad(dayOfMonth)}` as LocalDate;
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const monthRange = (year: number, month: number) => ({ from: day(year, month, 1), to: day(year, month, lastDayOfMonth(year, month)) });
const parts = (date: LocalDate) => date.split("-").map(Number) as [number, number, number];
/** Monday of the ISO week containing `date`. */
const mondayOf = (date: LocalDate): LocalDate => {
  const [year, month, dayOfMonth] = parts(date);
  const weekday = (new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
};

/** `\b` that also knows accented letters (JavaScript's `\b` is ASCII-only even with the `u` flag). */
const boundary = "(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))";
const words = (pattern: RegExp): RegExp => new RegExp(pattern.source.replaceAll("\\b", boundary), "iu");

type Rule = readonly [RegExp, (match: RegExpExecArray, today: LocalDate) => Omit<DateRange, "text"> | null];

const explicitDay = (year: number | undefined, month: number, dayOfMonth: number, today: LocalDate) => {
  const [thisYear] = parts(today);
  let resolvedYear = year ?? thisYear;
  if (dayOfMonth < 1 || dayOfMonth > lastDayOfMonth(resolvedYear, month)) return null;
  if (year === undefined && day(resolvedYear, month, dayOfMonth) > today) resolvedYear -= 1;
  const date = day(resolvedYear, month, dayOfMonth);
  return { from: date, to: date, granularity: "day" as const };
};

const rawRules: ReadonlyArray<Rule> = [
  [/\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b/u, (m) => {
    const [year, month, dayOfMonth] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > lastDayOfMonth(year, month)) return null;
    const date = day(year, month, dayOfMonth);
    return { from: date, to: date, granularity: "day" };
  }],
  [/\b(since|desde)?\s*\b((?:19|20)\d{2})-(\d{2})\b(?!-)/iu, (m, today) => {
    const [year, month] = [Number(m[2]), Number(m[3])];
    if (month < 1 || month > 12) return null;
    const range = monthRange(year, month);
    if (m[1]) return { from: range.from, to: today, granularity: "range" };
    return { ...range, granularity: "month" };
  }],
  [/\b(?:the\s+)?day before yesterday\b|\banteontem\b/iu, (_m, today) => ({ from: addDays(today, -2), to: addDays(today, -2), granularity: "day" })],
  [/\byesterday\b|\bontem\b/iu, (_m, today) => ({ from: addDays(today, -1), to: addDays(today, -1), granularity: "day" })],
  [/\btoday\b|\bhoje\b/iu, (_m, today) => ({ from: today, to: today, granularity: "day" })],
  [
    /\b(?:(?:in\s+)?the\s+)?(?:last|past)\s+(\d+|one|two|three|four|five|six|seven|ten)\s+(days?|weeks?|months?|years?)\b|\b(?:n?os\s+|n?as\s+)?(?:últim[oa]s|ultim[oa]s)\s+(\d+|dois|duas|três|tres|quatro|cinco|seis|sete|dez)\s+(dias|semanas|meses|anos)\b/iu,
    (m, today) => {
      const amount = count(((m[1] ?? m[3]) as string).toLowerCase());
      const unit = ((m[2] ?? m[4]) as string).toLowerCase();
      const days = /^(day|dia)/.test(unit) ? amount : /^(week|semana)/.test(unit) ? amount * 7 : /^(month|mes)/.test(unit) ? amount * 30 : amount * 365;
      return { from: addDays(today, -(days - 1)), to: today, granularity: "range" };
    },
  ],
  [/\bthis week\b|\b(?:n)?esta semana\b/iu, (_m, today) => ({ from: mondayOf(today), to: today, granularity: "week" })],
  [
    /\b(?:last|past|previous)\s+week\b|\b(?:n?a\s+)?semana passada\b|\b(?:n?a\s+)?(?:última|ultima) semana\b/iu,
    (_m, today) => {
      const monday = addDays(mondayOf(today), -7);
      return { from: monday, to: addDays(monday, 6), granularity: "week" };
    },
  ],
  [/\bthis month\b|\b(?:n)?este m[eê]s\b/iu, (_m, today) => {
    const [year, month] = parts(today);
    return { from: day(year, month, 1), to: today, granularity: "month" };
  }],
  [/\b(?:last|previous)\s+month\b|\b(?:n?o\s+)?m[eê]s passado\b/iu, (_m, today) => {
    const [year, month] = parts(today);
    return { ...(month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1)), granularity: "month" };
  }],
  [/\bthis year\b|\b(?:n)?este ano\b/iu, (_m, today) => ({ from: day(parts(today)[0], 1, 1), to: today, granularity: "year" })],
  [/\b(?:last|previous)\s+year\b|\b(?:n?o\s+)?ano passado\b/iu, (_m, today) => {
    const year = parts(today)[0] - 1;
    return { from: day(year, 1, 1), to: day(year, 12, 31), granularity: "year" };
  }],
  [
    new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|º)?\\s+(?:de\\s+|of\\s+)?(${monthNames})\\b\\.?(?:,?\\s+(?:de\\s+)?(\\d{4}))?`),
    (m, today) => explicitDay(m[3] ? Number(m[3]) : undefined, months[(m[2] as string).toLowerCase()] as number, Number(m[1]), today),
  ],
  [
    new RegExp(`\\b(${monthNames})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`),
    (m, today) => explicitDay(m[3] ? Number(m[3]) : undefined, months[(m[1] as string).toLowerCase()] as number, Number(m[2]), today),
  ],
  [
    new RegExp(`(?:\\b(since|desde|in|during|em|durante|of|de|no m[eê]s de)\\s+)?\\b(${monthNames})\\b\\.?(?:\\s+(?:de\\s+|of\\s+)?(\\d{4}))?`, "iu"),
    (m, today) => {
      const preposition = m[1]?.toLowerCase();
      const name = (m[2] as string).toLowerCase();
      const explicitYear = m[3] ? Number(m[3]) : undefined;
      const ambiguous = ambiguousMonthWords.has(name);
      if (ambiguous && preposition === undefined && explicitYear === undefined) return null;
      const month = months[name] as number;
      const [thisYear, thisMonth] = parts(today);
      const year = explicitYear ?? (month <= thisMonth ? thisYear : thisYear - 1);
      const range = monthRange(year, month);
      if (preposition === "since" || preposition === "desde") return { from: range.from, to: today, granularity: "range" };
      return { from: range.from, to: range.to, granularity: "month" };
    },
  ],
  [/\b(since|desde)?\s*\b((?:19|20)\d{2})\b/iu, (m, today) => {
    const year = Number(m[2]);
    if (m[1]) return { from: day(year, 1, 1), to: today, granularity: "range" };
    return { from: day(year, 1, 1), to: day(year, 12, 31), granularity: "year" };
  }],
];
const rules: ReadonlyArray<Rule> = rawRules.map(([pattern, resolve]) => [words(pattern), resolve] as const);

const fromChrono = (text: string, today: LocalDate): DateRange | null => {
  const [year, month, dayOfMonth] = parts(today);
  const reference = new Date(year, month - 1, dayOfMonth, 12);
  const results = [...chrono.parse(text, reference), ...chrono.pt.parse(text, reference)];
  // chrono reads a bare "march" or "may" as a date; the rules above already refused those.
  const result = results.find((candidate) => !ambiguousMonthWords.has(candidate.text.toLowerCase().replace(/\.$/, "")));
  if (!result) return null;
  const toLocal = (components: chrono.ParsedComponents) =>
    day(components.get("year") ?? year, components.get("month") ?? 1, components.get("day") ?? 1);
  let from = toLocal(result.start);
  if (from > today && !result.start.isCertain("day")) from = addDays(from, -7);
  const to = result.end ? toLocal(result.end) : from;
  return { from, to: to < from ? from : to, text: result.text, granularity: result.end ? "range" : "day" };
};

/**
 * The calendar range a text names, in English or Portuguese ("yesterday",
 * "last week", "this week", "in March", "since March", "March 2024",
 * "last 10 days", "ontem", "semana passada", "em março", "desde março",
 * "2023", "2024-03-05", "2024-03"), resolved against `now` in `timeZone`. Ranges never end after
 * today except when the text names a future date outright. Null when the
 * text names no date.
 */
export const resolveDateRange = (text: string, now: Date, timeZone: string): DateRange | null => {
  const today = toLocalDate(now, timeZone);
  for (const [pattern, resolve] of rules) {
    const match = pattern.exec(text);
    if (!match) continue;
    const range = resolve(match, today);
    if (range) return { ...range, text: match[0].trim() };
  }
  return fromChrono(text, today);
};
