import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { objects, text } from "./compose/readData.js";

/**
 * "more", "show me more", "any others?", "what else?", "e mais?", "mostra mais", "há mais?", "o resto": more of what the
 * last answer listed.
 */
export const moreAsked =
  /^(?:(?:and|e|ok|okay|so|then|entao|pronto|ta|certo) )*(?:(?:show|give|tell|list)(?: me)?(?: some| a few| the)? (?:more|others|rest)|(?:any|some|a few) (?:more|others)|more|others|the rest|what else|anything else|(?:(?:o )?que )?mais|(?:ha|tem|existem) (?:mais|outr[oa]s)|(?:mostra|mostre|da|de|lista|diz)(?:-me| me)? (?:mais|(?:o|os|as) (?:resto|outr[oa]s)|outr[oa]s)|(?:os|as) outr[oa]s|outr[oa]s|o resto|mais algum[ao]?s?|mais alguma coisa)(?: (?:entries|results|ones|days|of them|entradas|resultados|dias))?(?: (?:please|pls|por favor|pf))?(?: \?)?$/;

/** Most entries an answer to "more" reads out; the card lists them all. */
export const shownForMore = 10;

/** The calls of the previous question's plan, each asking for as many entries as the tool gives. */
const widened = (plan: SkillPlan): SkillPlan => ({
  ...plan,
  confidence: plan.confidence * 0.9,
  calls: plan.calls.map((call) =>
    call.name === "search_journal" ? { ...call, arguments: { ...call.arguments, limit: 20 } } : call.name === "get_recent_entries" ? { ...call, arguments: { ...call.arguments, count: 20 } } : call,
  ),
});

/**
 * "more" after a question whose answer listed entries: that question asked again for as many as the tools give (the
 * answer leaves out the days already named). The question before a "more" is the one that listed them.
 */
export const moreRoute = (question: Question, route: (question: Question) => SkillPlan[]): SkillPlan[] | null => {
  if (!question.has(moreAsked) || question.answerDays.length === 0) return null;
  let previous = question.previous;
  while (previous !== null && previous.has(moreAsked)) previous = previous.previous;
  if (previous === null) return null;
  const plans = route({ ...previous, language: question.language, tools: question.tools, capabilities: question.capabilities, previous: null });
  const listing = plans.filter((plan) => plan.calls.some((call) => call.name === "search_journal" || call.name === "get_recent_entries"));
  return listing.length > 0 ? listing.map(widened) : null;
};

/** The rows of a listing result: a search's `results`, the entries' `entries`. */
const rowsKey = (result: ToolResultView): "results" | "entries" | null =>
  result.name === "search_journal" ? "results" : result.name === "get_recent_entries" ? "entries" : null;

/** The results without the days the last answer already named ("more" shows the others). */
export const withoutShown = (question: Question, results: ReadonlyArray<ToolResultView>): ToolResultView[] => {
  const shown = new Set<string>(question.answerDays);
  return results.map((result) => {
    const key = rowsKey(result);
    if (key === null || !result.success) return result;
    const rows = objects(result.data[key]).filter((row) => !shown.has(text(row["date"])));
    return { ...result, data: { ...result.data, [key]: rows } };
  });
};

/** Whether a "more" found no entry the last answer did not name already. */
export const nothingMore = (results: ReadonlyArray<ToolResultView>): boolean =>
  results.every((result) => {
    const key = rowsKey(result);
    return key !== null && result.success && objects(result.data[key]).length === 0;
  });
