import { Predicates, zonedInstant, zonedParts } from "@lifeos/core";
import { roughAmountWords } from "../dates/roughAmounts.js";
import type { RuleMatch } from "../rules/matchClause.js";
import type { ClauseContext } from "./ClauseContext.js";

/** Attributes that can be told with how long they have held: where one lives, where one works (and any rule that `holds`). */
const lasting: ReadonlySet<string> = new Set([Predicates.livesIn, Predicates.worksAt]);

/**
 * An amount of time said as how long something has held, or how long ago it began: "há 10 anos", "há seis meses", "for
 * 10 years", "for the past 6 months", "3 years ago" (chrono reads "for N years" as N years ahead, the others as N back),
 * also said roughly ("há mais de 10 anos", "for almost 6 months", "about 3 years ago").
 */
const roughly = `(?:(?:${roughAmountWords.en}|${roughAmountWords.pt})\\s+)?`;
const howLong = new RegExp(
  `^(?:(?:h[áa]|(?:for\\s+)?(?:the\\s+)?(?:past|last)|for)\\s+${roughly}\\S+\\s+(?<unit>anos?|years?|m[êe]s|meses|months?)|${roughly}\\S+\\s+(?<back>anos?|years?|m[êe]s|meses|months?)\\s+(?:ago|atr[áa]s))$`,
  "iu",
);

/**
 * "I've lived in Lisbon for 10 years", "vivo no Porto há dez anos", "trabalho na Acme há 5 anos", "I've worked at Acme
 * for 6 months": how long where one lives or works has held tells since when, to the year ("since 2016", "desde 2021")
 * or the month ("desde junho de 2026"), from its first day, never a day N years back or ahead; a move or a start said
 * as long ago ("I moved to Porto 3 years ago", "comecei a trabalhar na Acme há 5 anos") is kept to its year or month
 * the same way, as when it began. So is knowing someone ("I've known Ana for 10 years" → since 2015).
 */
export const heldSince = (match: RuleMatch, context: ClauseContext): ClauseContext => {
  const date = context.dates[0];
  const said = date === undefined ? undefined : howLong.exec(date.text.trim())?.groups;
  const unit = said?.["unit"] ?? said?.["back"];
  if (date === undefined || unit === undefined || !(lasting.has(match.rule.predicate ?? "") || match.rule.holds === true)) return context;
  const then = zonedParts(date.at, context.timeZone);
  const today = zonedParts(context.sentAt, context.timeZone);
  const byYear = /^(?:anos?|years?)$/iu.test(unit);
  const months = Math.abs(then.year * 12 + then.month - (today.year * 12 + today.month));
  const start = byYear
    ? zonedInstant({ year: today.year - Math.round(months / 12), month: 1, day: 1 }, context.timeZone)
    : zonedInstant({ year: today.year, month: today.month - months, day: 1 }, context.timeZone);
  // "Comecei a trabalhar na Acme há 5 anos", "I moved to Porto 3 years ago" tell when it began ("(2021)"), not since when.
  const held = (match.rule.holds === true || /\.(?:self|other|since)$/u.test(match.rule.id)) && said?.["back"] === undefined;
  const began = !held || /(?:^|\s)(?:comecei|come[çc]ou|entrei|entrou|started)(?:\s|$)/iu.test(context.masked);
  return { ...context, dates: [{ ...date, at: start, precision: byYear ? "year" : "month", since: !began }, ...context.dates.slice(1)] };
};
