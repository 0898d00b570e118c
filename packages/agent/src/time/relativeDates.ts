import type { LocalDate } from "@lifeos/core";
import { addDays, toLocalDate } from "@lifeos/core";
import * as chrono from "chrono-node";
import { parts } from "./calendar.js";
import type { DateRange, ResolvedRange } from "./dateRules.js";
import { dateRules } from "./dateRules.js";
import { ambiguousMonthWords } from "./monthNames.js";
import { dateRangeBefore, sameKindBefore } from "./periodBefore.js";
import { holidayCountryOf } from "./namedHolidays.js";
import { isSouthern } from "./seasons.js";
import { spanRules } from "./spanRules.js";

/** The United States' time zones, where a day in numbers puts the month first. */
const monthFirstZones = /^(?:America\/(?:New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Juneau|Sitka|Yakutat|Nome|Adak|Metlakatla|Detroit|Boise|Menominee|Indiana\/\w+|Kentucky\/\w+|North_Dakota\/\w+)|Pacific\/Honolulu|US\/\w+)$/;
const monthFirst = (timeZone: string): boolean => monthFirstZones.test(timeZone);

/** Every rule, the several-word expressions (`spanRules`) before the plain ones they contain. */
const rules = [...spanRules, ...dateRules];

export type { DateRange } from "./dateRules.js";

interface Candidate {
  readonly range: DateRange;
  readonly priority: number;
}

const overlaps = (a: DateRange, b: DateRange) => a.index < b.index + b.text.length && b.index < a.index + a.text.length;

/**
 * Whether a range read is still to come, or lies within words already read as a time still to come (kept in `ahead`):
 * "4 December 2026" said before that day is no day of the journal, and its "December 2026" or "dia 4" no other.
 */
const aheadOf = (range: DateRange, today: LocalDate, ahead: DateRange[]): boolean => {
  if (ahead.some((later) => overlaps(later, range))) return true;
  if (range.from <= today) return false;
  ahead.push(range);
  return true;
};

/** chrono's reading of what the rules did not recognise, in English and Portuguese; certain months not yet reached are last year's. */
const fromChrono = (text: string, today: LocalDate, ahead: ReadonlyArray<DateRange>): DateRange[] => {
  const [year, month, dayOfMonth] = parts(today);
  const reference = new Date(year, month - 1, dayOfMonth, 12);
  const results = [...chrono.parse(text, reference), ...chrono.pt.parse(text, reference)];
  return results.flatMap((result): DateRange[] => {
    // "3 maiores", "5 mais antigas": chrono reads "3 mai" as the 3rd of May inside a longer word, which names no month.
    if (/^\p{L}/u.test(text.slice(result.index + result.text.length))) return [];
    // chrono reads a bare "march" or "may" as a date; the rules already refused those…
    if (ambiguousMonthWords.has(result.text.toLowerCase().replace(/\.$/, ""))) return [];
    // …and a bare "segunda" or "quinta" (also "second", "fifth", "farm") as a weekday.
    if (/^(segunda|ter[çc]a|quarta|quinta|sexta)$/iu.test(result.text.trim())) return [];
    // "now" and "agora" are the present, and a bare part of the day ("good night", "bom dia") a greeting, not a day to look up.
    if (/^(?:right\s+)?now$|^agora(?: mesmo)?$|^já$|^(?:morning|afternoon|evening|night|manhã|manha|tarde|noite|dia)$/iu.test(result.text.trim())) return [];
    // "my last night shift", "the last night out": "last" belongs to what follows, not a night to look up.
    if (/^last (?:night|evening)$/iu.test(result.text.trim()) && /\b(?:my|the|our|your|his|her|their|a|an)\s+$/iu.test(text.slice(0, result.index))) return [];
    // "on 4 December 2027 at 9 AM": an hour alone is of the day still to come said with it, not of today.
    if (ahead.length > 0 && !["day", "weekday", "month", "year"].some((part) => result.start.isCertain(part as chrono.Component))) return [];
    const toLocal = (components: chrono.ParsedComponents) =>
      `${components.get("year") ?? year}-${String(components.get("month") ?? 1).padStart(2, "0")}-${String(components.get("day") ?? 1).padStart(2, "0")}` as LocalDate;
    let from = toLocal(result.start);
    let to = result.end ? toLocal(result.end) : from;
    if (from > today && !result.start.isCertain("year")) {
      const shift = result.start.isCertain("month") ? -365 : -7;
      from = addDays(from, shift);
      to = addDays(to, shift);
    }
    if (from > today) return [];
    return [{ from, to: to < from ? from : to > today ? today : to, text: result.text, index: result.index, granularity: result.end ? "range" : "day" }];
  });
};

const opening = "(?<![\\p{L}\\p{N}])";
const shifted = (range: DateRange, from: number, to: number): ResolvedRange => ({ from: addDays(range.from, from), to: addDays(range.to, to), granularity: "range" });

/**
 * Words before a day or period that move it, with what they make of it: "since Easter" (from it to today), "the day
 * before Christmas" (the day before), "before Christmas" (the week before), "after Easter" (the week after), "around
 * Christmas" (three days either side), in English and Portuguese. Only "since" moves more than a day.
 */
const movers: ReadonlyArray<readonly [RegExp, (range: DateRange, today: LocalDate) => ResolvedRange]> = [
  // "since last Christmas", "desde a última Páscoa": the last one past is the one a holiday alone already is.
  [new RegExp(`${opening}(?:ever\\s+)?(?:since|desde)\\s+(?:(?:the|o|a|os|as)\\s+)?(?:(?:last|[úu]ltim[oa])\\s+)?$`, "iu"), (range, today) => ({ from: range.from, to: today, granularity: "range" })],
  [new RegExp(`${opening}(?:(?:the\\s+)?day\\s+before\\s+(?:the\\s+)?|(?:n?o\\s+)?dia\\s+antes\\s+d[oa]s?\\s+)$`, "iu"), (range) => ({ ...shifted(range, -1, -1), granularity: "day" })],
  [new RegExp(`${opening}(?:(?:the\\s+)?day\\s+after\\s+(?:the\\s+)?|(?:n?o\\s+)?dia\\s+(?:depois\\s+d[oa]s?|a\\s+seguir\\s+(?:a[oa]?|[àá]s?))\\s+)$`, "iu"), (range) => ({ ...shifted(range, 1, 1), granularity: "day" })],
  [new RegExp(`${opening}(?:(?:(?:the\\s+)?(?:week|days)\\s+)?before\\s+(?:the\\s+)?|(?:(?:n?a\\s+)?semana\\s+|(?:n?os\\s+)?dias\\s+)?antes\\s+d[oa]s?\\s+)$`, "iu"), (range) => shifted(range, -7, -1)],
  [new RegExp(`${opening}(?:(?:(?:the\\s+)?(?:week|days)\\s+)?after\\s+(?:the\\s+)?|(?:(?:n?a\\s+)?semana\\s+|(?:n?os\\s+)?dias\\s+)?(?:depois\\s+d[oa]s?|a\\s+seguir\\s+(?:a[oa]?|[àá]s?)|ap[óo]s\\s+(?:[oa]\\s+)?)\\s*)$`, "iu"), (range) => shifted(range, 1, 7)],
  [new RegExp(`${opening}(?:(?:around|about|near|round)\\s+(?:the\\s+)?|(?:perto|por\\s+volta|[àa]\\s+volta|na\\s+altura)\\s+d[oa]s?\\s+)$`, "iu"), (range) => shifted(range, -3, 3)],
];

/** A day named from today ("yesterday", "ontem", "last Friday", "3 days ago"): "about" before it is the topic's "about", never "around". */
const countedFromToday = /^(?:yesterday|today|tonight|this|last|past|the day before yesterday|\d+\s+days?\s+ago|ontem|hoje|anteontem|h[áa]\s+\d+)/iu;

/** A day or period as the words before it move it (see `movers`); any other range, and one that would start after today, as it is. */
const moved = (range: DateRange, text: string, today: LocalDate): DateRange => {
  const before = text.slice(0, range.index);
  for (const [index, [words, move]] of movers.entries()) {
    const said = words.exec(before);
    // Only "since" (the first) moves a period of more than a day, and never one that already says it ("since March").
    if (said === null || (index > 0 && range.granularity !== "day") || /^(?:since|desde)\b/i.test(range.text)) continue;
    // "what did we talk about yesterday?" asks about yesterday, not the days around it.
    if (/^about\b/i.test(said[0]) && countedFromToday.test(range.text)) continue;
    const to = move(range, today);
    if (to.from > today) return range;
    return { ...to, to: to.to > today ? today : to.to, text: text.slice(said.index, range.index + range.text.length), index: said.index };
  }
  return range;
};

/**
 * Every calendar range a text names, in the order it names them ("October
 * vs November", "this spring than last spring", "em março ou em abril"),
 * resolved against `now` in `timeZone`. Recognised in English and
 * Portuguese: days ("yesterday", "ontem", "March 3rd", "3 de março", "no
 * dia 3", "last Friday", "na sexta passada", "3 days ago", "há 3 dias",
 * "2024-03-05"), spans of days ("from March 3 to 10", "de 3 a 10 de
 * março", "last weekend", "the last weekend of June", "o primeiro fim de semana de
 * maio"), weeks ("this week", "last week", "semana
 * passada"), rolling windows ending today ("the last 10 days", "the past
 * month", "o último mês", "nos últimos dias"), calendar months ("last
 * month", "in March", "since March", "março de 2023", "2024-03"),
 * seasons ("this spring", "last summer", "inverno de 2023"; the southern
 * hemisphere's when the time zone lies there) and years ("2023", "last
 * year", "este ano"). A range never ends after today, and a month or day
 * named without a year is the latest one not after today. Where two
 * expressions overlap, the more specific one (earlier in `spanRules`, then `dateRules`) wins.
 */
export const resolveDateRanges = (text: string, now: Date, timeZone: string): DateRange[] => resolveDates(text, now, timeZone).ranges;

/**
 * What `resolveDateRanges` and `resolveDateRange` give for a text, from one
 * reading of it (the rules and chrono run once): a question wants both.
 */
export const resolveDates = (text: string, now: Date, timeZone: string): { readonly ranges: DateRange[]; readonly range: DateRange | null } => {
  const today = toLocalDate(now, timeZone);
  const context = { today, southern: isSouthern(timeZone), monthFirst: monthFirst(timeZone), holidayCountry: holidayCountryOf(timeZone) };
  // In rule order, then text order: the first is the most specific (`resolveDateRange`).
  const candidates: Candidate[] = [];
  const ahead: DateRange[] = [];
  rules.forEach(([pattern, resolve], priority) => {
    for (const match of text.matchAll(pattern)) {
      const resolved = resolve(match, context, text);
      if (resolved === null) continue;
      const leading = match[0].length - match[0].trimStart().length;
      const range: DateRange = { ...resolved, to: resolved.to > today ? today : resolved.to, text: match[0].trim(), index: match.index + leading };
      if (aheadOf(range, today, ahead)) continue;
      candidates.push({ range: moved(range, text, today), priority });
    }
  });
  const chronoRanges = fromChrono(text, today, ahead)
    .filter((found) => !ahead.some((later) => overlaps(later, found)))
    .map((found) => moved(found, text, today));
  const range = candidates[0]?.range ?? chronoRanges[0] ?? null;
  const ordered = [...candidates].sort((a, b) => a.priority - b.priority || b.range.text.length - a.range.text.length || a.range.index - b.range.index);
  const accepted: DateRange[] = [];
  for (const { range } of ordered) if (!accepted.some((other) => overlaps(other, range))) accepted.push(range);
  for (const range of chronoRanges) if (!accepted.some((other) => overlaps(other, range))) accepted.push(range);
  const ranges = beforeTheOneSaid(withYearShared(accepted.sort((a, b) => a.index - b.index), text, today), text);
  const replaced = range === null ? undefined : ranges.find((found) => overlaps(found, range));
  return { ranges, range: range === null ? null : (ranges.find((found) => found.index === range.index) ?? replaced ?? range) };
};

/**
 * A period said as the one before another named earlier in the text: "last month compared to the month before",
 * "was last week better than the previous week?", "março do que o mês anterior", "2023 e o ano anterior", "than
 * the one before" (its unit the other's).
 */
const oneBeforeInText =
  /(?<![\p{L}\p{N}])(?:the\s+(day|week|month|year)\s+(?:before|prior)|the\s+(?:previous|preceding|prior)\s+(day|week|month|year)|the\s+(?:one|period)\s+before|(?:n?[oa]\s+)?(dia|semana|m[eê]s|ano)\s+(?:anterior|precedente)|(?:(?<=\b(?:que|a|com|e)\s)n?[oa]\s+)anterior)(?![\p{L}\p{N}])/giu;

const unitsSaid: Readonly<Record<string, "day" | "week" | "month" | "year">> = { day: "day", dia: "day", week: "week", semana: "week", month: "month", "mês": "month", mes: "month", year: "year", ano: "year" };

/**
 * The ranges with each one said as "the month before", "o mês anterior", "the one before" after another range read as
 * the period just before that one (not a month back from today, nor today's last month again).
 */
const beforeTheOneSaid = (ranges: ReadonlyArray<DateRange>, text: string): DateRange[] => {
  let read = [...ranges];
  for (const match of text.matchAll(oneBeforeInText)) {
    const said: DateRange = { from: "" as LocalDate, to: "" as LocalDate, granularity: "range", text: match[0], index: match.index };
    const earlier = read.filter((range) => !overlaps(range, said) && range.index + range.text.length <= match.index).at(-1);
    if (earlier === undefined) continue;
    const word = (match[1] ?? match[2] ?? match[3])?.toLowerCase();
    const unit = word === undefined ? null : (unitsSaid[word] ?? null);
    const before = unit === null ? sameKindBefore(earlier) : dateRangeBefore(earlier, unit);
    read = [...read.filter((range) => !overlaps(range, said)), { ...before, text: match[0], index: match.index }].sort((a, b) => a.index - b.index);
  }
  return read;
};

/** "and", "e", "to", "a", "até", "-" or a comma between two months that share the year said after the second. */
const monthJoiner = /^\s*(?:,|and|e|or|ou|to|a|até|ate|-|–)?\s*(?:(?:in|em|de)\s+)?$/iu;

/**
 * "March and April 2024", "março e abril de 2024", "from March to April 2023": a month said without its year takes
 * the year said with the month right after it.
 */
const withYearShared = (ranges: ReadonlyArray<DateRange>, text: string, today: LocalDate): DateRange[] => {
  const shared = [...ranges];
  // "fevereiro, março e abril de 2023": the year passes back along the months.
  const yeared = new Set(shared.flatMap((range, index) => (/\d{4}/u.test(range.text) ? [index] : [])));
  for (let index = shared.length - 2; index >= 0; index--) {
    const [month, next] = [shared[index]!, shared[index + 1]!];
    if (month.granularity !== "month" || next.granularity !== "month" || yeared.has(index) || !yeared.has(index + 1)) continue;
    if (!monthJoiner.test(text.slice(month.index + month.text.length, next.index))) continue;
    const year = Number(next.from.slice(0, 4));
    const number = Number(month.from.slice(5, 7));
    const from = `${String(year).padStart(4, "0")}-${month.from.slice(5, 7)}-01` as LocalDate;
    const last = `${from.slice(0, 8)}${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, "0")}` as LocalDate;
    if (from > today) continue;
    shared[index] = { ...month, from, to: last > today ? today : last };
    yeared.add(index);
  }
  return shared;
};

/**
 * The calendar range a text names (see `resolveDateRanges`): when it names
 * several, the most specific, and of those the first. Null when the text
 * names no date.
 */
export const resolveDateRange = (text: string, now: Date, timeZone: string): DateRange | null => {
  const today = toLocalDate(now, timeZone);
  const context = { today, southern: isSouthern(timeZone), monthFirst: monthFirst(timeZone), holidayCountry: holidayCountryOf(timeZone) };
  const ahead: DateRange[] = [];
  for (const [pattern, resolve] of rules) {
    for (const match of text.matchAll(pattern)) {
      const resolved = resolve(match, context, text);
      if (resolved === null) continue;
      const leading = match[0].length - match[0].trimStart().length;
      const range: DateRange = { ...resolved, to: resolved.to > today ? today : resolved.to, text: match[0].trim(), index: match.index + leading };
      if (aheadOf(range, today, ahead)) continue;
      return moved(range, text, today);
    }
  }
  const found = fromChrono(text, today, ahead).find((range) => !ahead.some((later) => overlaps(later, range)));
  return found === undefined ? null : moved(found, text, today);
};
