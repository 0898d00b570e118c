import type { Parser, ParsingContext } from "chrono-node";
import type { CalendarDay } from "./calendar.js";
import { referenceDay, shiftDays, shiftMonthsToFirst } from "./calendar.js";
import { precisionTag, wordEnd, wordStart } from "./relativeParsers.js";

/** The last day of this (or the next) week, month or year; a week ends on Sunday (weeks start on Monday). */
const lastDayOf = (unit: "week" | "month" | "year", next: boolean, today: CalendarDay): CalendarDay => {
  if (unit === "week") return shiftDays(today, ((7 - today.weekday) % 7) + (next ? 7 : 0));
  if (unit === "month") return shiftDays(shiftMonthsToFirst(today, next ? 2 : 1), -1);
  return shiftDays(shiftMonthsToFirst(today, 13 - today.month + (next ? 12 : 0)), -1);
};

const unitOf = (word: string): "week" | "month" | "year" => (/^(?:week|semana)$/iu.test(word) ? "week" : /^(?:month|m[êe]s)$/iu.test(word) ? "month" : "year");

const periodEndParser = (pattern: string): Parser => ({
  pattern: () => new RegExp(`${wordStart}(?:${pattern})${wordEnd}`, "iu"),
  extract: (context: ParsingContext, match: RegExpMatchArray) => {
    // The language's forms each name their unit (and "next") in a group of their own: "unit", "unit2", "next2".
    const said = Object.entries(match.groups ?? {}).filter(([, value]) => value !== undefined);
    const unit = said.find(([name]) => name.startsWith("unit"))?.[1] ?? "";
    const last = lastDayOf(unitOf(unit), said.some(([name]) => name.startsWith("next")), referenceDay(context));
    return context.createParsingComponents({ year: last.year, month: last.month, day: last.day }).addTag(precisionTag.periodEnd);
  },
});

/**
 * The last day of a week, month or year: "the end of the month", "end of this year", "the end of next week"; "o fim do
 * mês", "o final deste ano", "o fim da próxima semana". Tagged, so a deadline "before" it is due that day, not the one
 * before, and the words are said back. "Fim de semana" is the weekend, not this.
 */
export const periodEndParsers = {
  en: periodEndParser("(?:the\\s+)?end\\s+of\\s+(?:(?:the|this)\\s+|(?<next>next)\\s+)?(?<unit>week|month|year)"),
  pt: periodEndParser("(?:fim|final)\\s+(?:d[oe]s?te\\s+(?<unit>m[êe]s|ano)|d(?:a|esta)\\s+(?<unit2>semana)|do\\s+(?<next>pr[óo]ximo)\\s+(?<unit3>m[êe]s|ano)|da\\s+(?<next2>pr[óo]xima)\\s+(?<unit4>semana)|do\\s+(?<unit5>m[êe]s|ano))"),
};
