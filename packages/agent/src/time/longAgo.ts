import type { LocalDate } from "@lifeos/core";
import { addDays } from "@lifeos/core";
import { day, lastDayOfMonth, parts } from "./calendar.js";
import type { ResolvedRange, Rule } from "./dateRules.js";
import { pattern } from "./dateRules.js";
import { countAlternation, countOf } from "./monthNames.js";

/**
 * The first day of a period that reaches back with no start said ("more than a year ago"): the journal's first day
 * stands for it when the request tells it (`intoJournal`).
 */
export const openStart = "1900-01-01" as LocalDate;

/** A date `months` back from `today`, the day kept where the month has it (31 March less a month is 29 or 28 February). */
const monthsBack = (today: LocalDate, months: number): LocalDate => {
  const [year, month, dayOfMonth] = parts(today);
  const index = year * 12 + (month - 1) - months;
  const [backYear, backMonth] = [Math.floor(index / 12), (index % 12) + 1];
  return day(backYear, backMonth, Math.min(dayOfMonth, lastDayOfMonth(backYear, backMonth)));
};

/** The date `amount` of `unit` back from `today`. */
const backFrom = (today: LocalDate, amount: number, unit: string): LocalDate => {
  const word = unit.toLowerCase();
  if (/^(?:day|dia)/.test(word)) return addDays(today, -amount);
  if (/^(?:week|semana)/.test(word)) return addDays(today, -7 * amount);
  if (/^(?:month|m[eê]s)/.test(word)) return monthsBack(today, amount);
  if (/^(?:decade|d[eé]cada)/.test(word)) return monthsBack(today, 120 * amount);
  return monthsBack(today, 12 * amount);
};

const units = "days?|weeks?|months?|years?|decades?";
const unidades = "dias?|semanas?|m[eê]s|meses|anos?|d[eé]cadas?";

/**
 * "more than a year ago", "over 10 years ago", "over a decade ago", "há mais de um ano", "faz mais de 10 anos" (pt-BR),
 * "mais de dez anos atrás": everything before that date, from the journal's first day. They run before the rules of
 * "10 years ago", which would read that very day.
 */
export const longAgoRules: ReadonlyArray<Rule> = [
  [
    pattern(
      `\\b(?:more\\s+than|over|upwards\\s+of|longer\\s+than)\\s+(${countAlternation})\\s+(${units})\\s+ago\\b|\\b(?:h[áa]|faz|fazem)\\s+mais\\s+de\\s+(${countAlternation})\\s+(${unidades})\\b|\\bmais\\s+de\\s+(${countAlternation})\\s+(${unidades})\\s+atr[áa]s\\b`,
    ),
    (m, { today }): ResolvedRange => {
      const amount = countOf(m[1] ?? m[3] ?? m[5]!);
      return { from: openStart, to: addDays(backFrom(today, amount, m[2] ?? m[4] ?? m[6]!), -1), granularity: "range" };
    },
  ],
];
