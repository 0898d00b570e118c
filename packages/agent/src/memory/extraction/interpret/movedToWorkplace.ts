import { Predicates } from "@lifeos/core";
import type { RuleMatch } from "../rules/matchClause.js";
import type { ClauseContext } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { restoreNames, withoutArticles } from "./clauseText.js";
import { findKnown } from "./knownEntities.js";

/** The move said as a job's ("I moved jobs to Farfetch", "mudei de emprego para a Farfetch"), as the memory keeps it. */
const asJobMove = (clause: string): string =>
  clause.replace(/(?<![\p{L}])(moved|me mudei|mudei-me|mudei)(?=\s+(?:to|para|pra|pro)(?![\p{L}]))/iu, (verb: string) => (/^moved$/iu.test(verb) ? `${verb} jobs` : `${/^M/u.test(verb) ? "Mudei" : "mudei"} de emprego`));

/**
 * One's own move ("I moved to Farfetch", "mudei-me para a Farfetch") to a workplace, a name known as an organisation from
 * the person's memories or told in the same message ("I work at Farfetch"), told as the change of job it is: the clause
 * said as one ("I moved jobs to Farfetch"), its dates where they were in the words, the place as the employer. Null for a
 * town, or a name nothing says is a workplace: that stays a move of home.
 */
export const movedToWorkplace = (match: RuleMatch, told: ClauseContext, draft: ExtractionDraft): { readonly match: RuleMatch; readonly context: ClauseContext } | null => {
  if (!/\.moved(?:From)?$/u.test(match.rule.id) || match.slots["who"] !== undefined) return null;
  const place = withoutArticles(restoreNames(match.slots["place"] ?? "", told.names).trim().replace(/[.!]+$/, ""));
  if (!/^\p{Lu}/u.test(place)) return null;
  if (findKnown(place, told.known)?.type !== "organization" && draft.entity(place)?.type !== "organization") return null;
  const clause = asJobMove(told.clause);
  const added = clause.length - told.clause.length;
  const at = clause.search(/(?<![\p{L}])(?:jobs|de emprego)(?![\p{L}])/iu);
  return {
    match: { rule: { ...match.rule, predicate: Predicates.worksAt, namedOnly: true }, slots: { ...match.slots, org: match.slots["place"] } },
    context: { ...told, clause, masked: asJobMove(told.masked), dates: told.dates.map((date) => (date.index > at ? { ...date, index: date.index + added } : date)) },
  };
};
