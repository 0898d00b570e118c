import { listWords, paragraphs, score } from "../../../models/offline/answerText.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import type { Language } from "@lifeos/core";
import { insightsAsked, whyAsked } from "../journalPatterns.js";
import { journalPhrases } from "../journalPhrases.js";
import { topEventsInWords, topicsInWords } from "./analysisWords.js";
import { isObject, numberOrNull, strings, text } from "./readData.js";

const driverPhrases: Readonly<Record<Language, { lifted: (period: string, items: string) => string; weighed: (items: string) => string; none: (period: string) => string }>> = {
  en: {
    lifted: (period, items) => `What lifted ${period}, in your words: ${items}.`,
    weighed: (items) => `What weighed on it: ${items}.`,
    none: (period) => `Your entries of ${period} don't point at anything that lifted or weighed on it.`,
  },
  pt: {
    lifted: (period, items) => `O que animou ${period}, pelo que escreveu: ${items}.`,
    weighed: (items) => `O que pesou: ${items}.`,
    none: (period) => `As entradas de ${period} não apontam nada que o tenha animado ou pesado.`,
  },
};

/** "why?", "what made it so?": what lifted the period and what weighed on it, from the summary's drivers. */
const drivers = (question: Question, period: string, summary: Readonly<Record<string, unknown>>): string => {
  const p = driverPhrases[question.language];
  const lifted = topicsInWords(strings(summary["positiveDrivers"]).slice(0, 4), question.language);
  const weighed = topicsInWords(strings(summary["negativeDrivers"]).slice(0, 4), question.language);
  if (lifted.length === 0 && weighed.length === 0) return p.none(period);
  return [lifted.length > 0 ? p.lifted(period, listWords(lifted, question.language)) : "", weighed.length > 0 ? p.weighed(listWords(weighed, question.language)) : ""].filter((line) => line !== "").join(" ");
};

/**
 * `get_month_summary` / `get_year_summary`: the period, its entry count and
 * average happiness, and its main events (the card holds the narrative and
 * drivers); asked why, what lifted it and what weighed on it instead.
 */
export const composeSummary = (question: Question, result: ToolResultView): string => {
  const p = journalPhrases[question.language];
  const month = text(result.arguments["month"]);
  const year = result.arguments["year"];
  const period = month ? p.month(month) : String(year ?? "");
  const summary = result.data["summary"];
  if (!isObject(summary)) return p.noSummary(period);
  const average = numberOrNull(summary["happinessAverage"]);
  const events = topEventsInWords(strings(summary["topEvents"]).slice(0, 3), question.language);
  return paragraphs(
    p.summaryHead(period, numberOrNull(summary["entryCount"]) ?? 0, average === null ? null : score(average)),
    // "give me insights about my year": its main events and what lifted and weighed on it.
    question.has(insightsAsked) && events.length > 0 ? p.mainEvents(listWords(events, question.language)) : "",
    question.has(whyAsked) || question.cues.has("cause") || question.has(insightsAsked) ? drivers(question, period, summary) : events.length > 0 ? p.mainEvents(listWords(events, question.language)) : "",
  );
};
