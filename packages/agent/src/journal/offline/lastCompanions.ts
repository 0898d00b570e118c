import type { Language } from "@lifeos/core";
import { listWords } from "../../models/offline/answerText.js";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { composeSearch, searchShowsNothing } from "./compose/composeSearch.js";
import { text } from "./compose/readData.js";
import { activitySentences, activityWords, companionsIn, peopleNamed, sureRows, withWhomAsked } from "./peopleWith.js";
import { search } from "./planCalls.js";
import type { Reading } from "./reading.js";
import { readQuestion } from "./reading.js";

/** "who was with me?", "and with whom?", "e com quem?", "quem estava comigo?": who was there, of what the last answer told. */
const bareWhoAsked =
  /^(?:and |e )?(?:who (?:was|were) (?:with me|i with|we with|there)|who (?:did i go|went) with(?: me)?|with whom|com quem(?: (?:estava|estive|fui|foi|era))?|quem (?:estava|foi|veio) comigo|quem (?:estava|foi) la)\s*\??$/;

/**
 * Asks who was there the last time: "who was I with the last time I went climbing?", "com quem fui escalar da última
 * vez?", or "who was with me?" right after "when did I last go climbing?". One entry answers, the latest of the
 * activity, not every entry's people counted.
 */
const lastCompanionsAsked = (question: Question): boolean =>
  question.metric === null &&
  peopleNamed(question).length === 0 &&
  ((question.cues.has("lastTime") && question.has(withWhomAsked)) || (question.has(bareWhoAsked) && question.previous?.cues.has("lastTime") === true));

/** The activity's entries, latest first: the activity this question names, or the one the last question asked of. */
export const lastCompanionsRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!lastCompanionsAsked(question)) return null;
  const asked = question.cues.has("lastTime") || question.previous === null ? reading : readQuestion({ ...question.previous, language: question.language, tools: question.tools, capabilities: question.capabilities, previous: null });
  const words = activityWords(asked);
  return words.length === 0 ? null : [search({ ...asked, subject: words }, 0.86, { limit: 20, recencyBoost: true })];
};

export const isLastCompanions = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  results.length === 1 && results[0]!.name === "search_journal" && results[0]!.success && lastCompanionsAsked(question);

const phrases: Readonly<Record<Language, { withThem: (date: string, names: string, told: string) => string; noOne: (date: string, told: string) => string }>> = {
  en: {
    withThem: (date, names, told) => `The last time was on ${date}, with ${names}: “${told}”`,
    noOne: (date, told) => `The last time was on ${date}, and the entry names no one with you: “${told}”`,
  },
  pt: {
    withThem: (date, names, told) => `A última vez foi em ${date}, com ${names}: «${told}»`,
    noOne: (date, told) => `A última vez foi em ${date}, e a entrada não diz com quem estava: «${told}»`,
  },
};

/** The latest entry that tells the activity, and the people its sentences of the activity name. */
export const composeLastCompanions = (question: Question, result: ToolResultView): string => {
  if (searchShowsNothing(result)) return composeSearch(question, result);
  const latestFirst = [...sureRows(result)].sort((a, b) => (text(a["date"]) < text(b["date"]) ? 1 : -1));
  const told = latestFirst.map((row) => ({ date: text(row["date"]), sentences: activitySentences(result, text(row["excerpt"]).replace(/^…|…$/g, "")) }));
  const last = told.find((row) => row.sentences.length > 0);
  if (last === undefined) return composeSearch(question, result);
  const said = last.sentences.join(" ");
  const names = companionsIn(said);
  const p = phrases[question.language];
  return names.length > 0 ? p.withThem(last.date, listWords(names, question.language), said) : p.noOne(last.date, said);
};
