import type { LocalDate } from "@lifeos/core";
import { addDays, toLocalDate } from "@lifeos/core";
import * as chrono from "chrono-node";
import { parts } from "./calendar.js";
import type { ResolvedRange } from "./dateRules.js";
import { dateRules } from "./dateRules.js";
import { ambiguousMonthWords } from "./monthNames.js";
import { isSouthern } from "./seasons.js";
import { spanRules } from "./spanRules.js";

/** Every rule, the several-word expressions (`spanRules`) before the plain ones they contain. */
const rules = [...spanRules, ...dateRules];

/** A span of calendar days in the user's time zone, both ends inclusive. */
export interface DateRange extends ResolvedRange {
  /** The words that named the range, as written (for removing them from a query). */
  readonly text: string;
  /** Where those words start in the text. */
  readonly index: number;
}

interface Candidate {
  readonly range: DateRange;
  readonly priority: number;
}

const overlaps = (a: DateRange, b: DateRange) => a.index < b.index + b.text.length && b.index < a.index + a.text.length;

/** chrono's reading of what the rules did not recognise, in English and Portuguese; certain months not yet reached are last year's. */
const fromChrono = (text: string, today: LocalDate): DateRange[] => {
  const [year, month, dayOfMonth] = parts(today);
  const reference = new Date(year, month - 1, dayOfMonth, 12);
  const results = [...chrono.parse(text, reference), ...chrono.pt.parse(text, reference)];
  return results.flatMap((result): DateRange[] => {
    // chrono reads a bare "march" or "may" as a date; the rules already refused those…
    if (ambiguousMonthWords.has(result.text.toLowerCase().replace(/\.$/, ""))) return [];
    // …and a bare "segunda" or "quinta" (also "second", "fifth", "farm") as a weekday.
    if (/^(segunda|ter[çc]a|quarta|quinta|sexta)$/iu.test(result.text.trim())) return [];
    // "now" and "agora" are the present, and a bare part of the day ("good night", "bom dia") a greeting, not a day to look up.
    if (/^(?:right\s+)?now$|^agora(?: mesmo)?$|^já$|^(?:morning|afternoon|evening|night|manhã|manha|tarde|noite|dia)$/iu.test(result.text.trim())) return [];
    // "my last night shift", "the last night out": "last" belongs to what follows, not a night to look up.
    if (/^last (?:night|evening)$/iu.test(result.text.trim()) && /\b(?:my|the|our|your|his|her|their|a|an)\s+$/iu.test(text.slice(0, result.index))) return [];
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

/** "since" or "desde" just before a date's words ("since Easter", "desde o Natal", "ever since last Friday"). */
const sinceBefore = /(?<![\p{L}\p{N}])(?:ever\s+)?(?:since|desde)\s+(?:(?:the|o|a|os|as)\s+)?$/iu;

/** A day or period said after "since"/"desde" as the span from it to today; any other range as it is. */
const since = (range: DateRange, text: string, today: LocalDate): DateRange => {
  const said = sinceBefore.exec(text.slice(0, range.index));
  if (said === null || /^(?:since|desde)\b/i.test(range.text)) return range;
  return { from: range.from, to: today, granularity: "range", text: text.slice(said.index, range.index + range.text.length), index: said.index };
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
  const context = { today, southern: isSouthern(timeZone) };
  // In rule order, then text order: the first is the most specific (`resolveDateRange`).
  const candidates: Candidate[] = [];
  rules.forEach(([pattern, resolve], priority) => {
    for (const match of text.matchAll(pattern)) {
      const resolved = resolve(match, context, text);
      if (resolved === null || resolved.from > today) continue;
      const leading = match[0].length - match[0].trimStart().length;
      const range: DateRange = { ...resolved, to: resolved.to > today ? today : resolved.to, text: match[0].trim(), index: match.index + leading };
      candidates.push({ range: since(range, text, today), priority });
    }
  });
  const chronoRanges = fromChrono(text, today).map((found) => since(found, text, today));
  const range = candidates[0]?.range ?? chronoRanges[0] ?? null;
  const ordered = [...candidates].sort((a, b) => a.priority - b.priority || b.range.text.length - a.range.text.length || a.range.index - b.range.index);
  const accepted: DateRange[] = [];
  for (const { range } of ordered) if (!accepted.some((other) => overlaps(other, range))) accepted.push(range);
  for (const range of chronoRanges) if (!accepted.some((other) => overlaps(other, range))) accepted.push(range);
  return { ranges: accepted.sort((a, b) => a.index - b.index), range };
};

/**
 * The calendar range a text names (see `resolveDateRanges`): when it names
 * several, the most specific, and of those the first. Null when the text
 * names no date.
 */
export const resolveDateRange = (text: string, now: Date, timeZone: string): DateRange | null => {
  const today = toLocalDate(now, timeZone);
  const context = { today, southern: isSouthern(timeZone) };
  for (const [pattern, resolve] of rules) {
    for (const match of text.matchAll(pattern)) {
      const resolved = resolve(match, context, text);
      if (resolved === null || resolved.from > today) continue;
      const leading = match[0].length - match[0].trimStart().length;
      return since({ ...resolved, to: resolved.to > today ? today : resolved.to, text: match[0].trim(), index: match.index + leading }, text, today);
    }
  }
  const found = fromChrono(text, today)[0];
  return found === undefined ? null : since(found, text, today);
};
