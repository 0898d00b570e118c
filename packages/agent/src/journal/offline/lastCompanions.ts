import type { Language } from "@lifeos/core";
import { listWords } from "../../models/offline/answerText.js";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { composeSearch, searchShowsNothing } from "./compose/composeSearch.js";
import { text } from "./compose/readData.js";
import { whenWords } from "./journalPatterns.js";
import { searchedSentences, activityWords, companionsIn, peopleNamed, sureRows, withWhomAsked } from "./peopleWith.js";
import { search } from "./planCalls.js";
import type { Reading } from "./reading.js";
import { readQuestion } from "./reading.js";

/** "who was with me?", "and with whom?", "e com quem?", "quem estava comigo?": who was there, of what the last answer told. */
const bareWhoAsked =
  /^(?:and |e )?(?:who (?:was|were) (?:with me|i with|we with|there)|who (?:did i go|went) with(?: me)?|with whom|com quem(?: (?:estava|estive|fui|foi|era))?|quem (?:estava|foi|veio) comigo|quem (?:estava|foi) la)\s*\??$/;

/** A question whose answer dates something done: "when did I last go climbing?", "when did I go to Porto?". */
const datesDoing = (question: Question): boolean => question.cues.has("lastTime") || (question.has(whenWords) && !question.cues.has("count") && question.metric === null);

/** The dated question a follow-up goes back to: the one before it, or the one before an "and before that?". */
const lastTimeBefore = (question: Question): Question | null => {
  let earlier = question.previous;
  for (let back = 0; earlier !== null && back < 3; back++, earlier = earlier.previous) if (datesDoing(earlier)) return earlier;
  return null;
};

/** "who was with me?" right after an answer that dated a last time, or the days something was done. */
const bareWho = (question: Question): boolean => question.has(bareWhoAsked) && question.answerDays.length > 0 && lastTimeBefore(question) !== null;

/**
 * Asks who was there the last time: "who was I with the last time I went climbing?", "com quem fui escalar da última
 * vez?", or "who was with me?" right after "when did I last go climbing?" (or its "and before that?"). One entry
 * answers, the latest of the activity (or of the day the last answer named), not every entry's people counted.
 */
const lastCompanionsAsked = (question: Question): boolean =>
  question.metric === null && peopleNamed(question).length === 0 && ((question.cues.has("lastTime") && question.has(withWhomAsked)) || bareWho(question));

/** The activity's entries, latest first: the activity this question names, or, on the day the last answer named, the one asked of before. */
export const lastCompanionsRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!lastCompanionsAsked(question)) return null;
  if (question.cues.has("lastTime")) {
    const words = activityWords(reading);
    return words.length === 0 ? null : [search({ ...reading, subject: words }, 0.86, { limit: 20, recencyBoost: true })];
  }
  const asked = readQuestion({ ...lastTimeBefore(question)!, language: question.language, tools: question.tools, capabilities: question.capabilities, previous: null });
  const words = activityWords(asked);
  // The latest day the answer named: the last time, or the latest of the days listed.
  const day = [...question.answerDays].sort().at(-1)!;
  return words.length === 0 ? null : [search({ ...asked, subject: words, range: null }, 0.86, { from: day, to: day, limit: 20, recencyBoost: true })];
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
  const told = latestFirst.map((row) => ({ date: text(row["date"]), sentences: searchedSentences(result, text(row["excerpt"]).replace(/^…|…$/g, "")) }));
  const last = told.find((row) => row.sentences.length > 0);
  if (last === undefined) return composeSearch(question, result);
  const said = last.sentences.join(" ");
  const names = companionsIn(said);
  const p = phrases[question.language];
  return names.length > 0 ? p.withThem(last.date, listWords(names, question.language), said) : p.noOne(last.date, said);
};
