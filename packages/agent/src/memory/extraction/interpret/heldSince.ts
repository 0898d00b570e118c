import { Predicates, zonedInstant, zonedParts } from "@lifeos/core";
import type { RuleMatch } from "../rules/matchClause.js";
import type { ClauseContext } from "./ClauseContext.js";

/** Attributes that can be told with how long they have held: where one lives, where one works. */
const lasting: ReadonlySet<string> = new Set([Predicates.livesIn, Predicates.worksAt]);

/**
 * An amount of time said as how long something has held: "há 10 anos", "há seis meses", "for 10 years", "for the past
 * 6 months" (chrono reads "for N years" as N years ahead, "há" and "past" as N back).
 */
const howLong = /^(?:h[áa]|(?:for\s+)?(?:the\s+)?(?:past|last)|for)\s+(?:\S+)\s+(?<unit>anos?|years?|m[êe]s|meses|months?)$/iu;

/**
 * "I've lived in Lisbon for 10 years", "vivo no Porto há dez anos", "trabalho na Acme há 5 anos", "I've worked at Acme
 * for 6 months": how long where one lives or works has held tells since when, to the year ("since 2016", "desde 2021")
 * or the month ("desde junho de 2026"), from its first day, never a day N years back or ahead. A move or a start ("I
 * moved to Porto", "comecei a trabalhar") keeps the day it names.
 */
export const heldSince = (match: RuleMatch, context: ClauseContext): ClauseContext => {
  const date = context.dates[0];
  const unit = date === undefined ? undefined : howLong.exec(date.text.trim())?.groups?.["unit"];
  const present = /\.(?:self|other|since)$/u.test(match.rule.id);
  if (date === undefined || unit === undefined || !present || !lasting.has(match.rule.predicate ?? "")) return context;
  const said = zonedParts(date.at, context.timeZone);
  const today = zonedParts(context.sentAt, context.timeZone);
  const byYear = /^(?:anos?|years?)$/iu.test(unit);
  const months = Math.abs(said.year * 12 + said.month - (today.year * 12 + today.month));
  const start = byYear
    ? zonedInstant({ year: today.year - Math.round(months / 12), month: 1, day: 1 }, context.timeZone)
    : zonedInstant({ year: today.year, month: today.month - months, day: 1 }, context.timeZone);
  return { ...context, dates: [{ ...date, at: start, precision: byYear ? "year" : "month", since: true }, ...context.dates.slice(1)] };
};
