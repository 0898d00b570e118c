import { addDays, foldAccents } from "@lifeos/core";
import { paragraphs } from "../../models/offline/answerText.js";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { composeWeekdays } from "./compose/composeWeekdays.js";
import { driverLines } from "./compose/composeState.js";
import { yesNo } from "./journalPatterns.js";
import { journalPhrases } from "./journalPhrases.js";
import { subjectWords } from "./journalQuestion.js";
import { daysIn } from "./periods.js";
import { call, dateBounds, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";

/** Patterns asked of something measured: "what patterns do you see in…", "do you notice any patterns in…", "que padrões vês no…". */
export const patternsOf = /\b(?:patterns?|trends?|padroes|padrao|tendencias?)\b/;

/** The words of asking for patterns, not of what they are in ("notice", "see", "vês", "algum"). */
export const askingWord = /^(?:patterns?|trends?|padroes|padrao|tendencias?|notice|see|spot|find|any|ves|ve|notas|nota|encontras|encontra|algum|alguns|ha|there)$/;

/** The days the series is read over when no period is said: a year, so each weekday has many. */
const seriesDays = 365;
/** The days the state reads what went with better and worse days, when no period is said. */
const stateDays = 90;

/** Whether the question asks for the patterns of one mood measure, and nothing else ("what patterns do you see in my mood?"). */
const moodPatternsAsked = (question: Question, subject: ReadonlyArray<string>): boolean =>
  question.metric !== null && question.has(patternsOf) && subject.every((word) => askingWord.test(foldAccents(word.toLowerCase())));

/**
 * "what patterns do you see in my mood?", "que padrões vês no meu humor?", "do you see any patterns in my stress?": the
 * measure by day of the week over the last year (or the period said), and what went with better and worse days.
 */
export const measurePatternsRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!moodPatternsAsked(question, reading.subject)) return null;
  const range = reading.range ?? { from: addDays(question.today, -(seriesDays - 1)), to: question.today };
  const days = reading.range !== null && reading.range.to === question.today ? Math.min(stateDays, daysIn(reading.range)) : stateDays;
  return [
    plan(0.85, call("get_time_series", { metric: question.metric!, ...dateBounds(range) }), call("get_current_state", { days, language: question.language })),
    plan(0.5, call("get_time_series", { metric: question.metric!, ...dateBounds(range) })),
  ];
};

/** Whether the results are the ones `measurePatternsRoute` planned. */
export const isMeasurePatterns = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  results[0]?.name === "get_time_series" && results.slice(1).every((result) => result.name === "get_current_state") && moodPatternsAsked(question, subjectWords(question));

/**
 * The patterns the data holds: the measure by day of the week (weekends against weekdays, the highest and lowest day),
 * then what went with happier and more stressed days, the one asked of first. A question asked as yes or no ("do you see
 * any patterns…?") is answered with the patterns, not a yes.
 */
export const composeMeasurePatterns = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const [series, state] = results;
  const plain: Question = { ...question, has: (pattern) => pattern !== yesNo && question.has(pattern) };
  const weekdays = series!.success ? composeWeekdays(plain, series!) : "";
  const [helped, weighed] = state?.success === true ? driverLines(question, state) : ["", ""];
  const drivers = question.metric === "stress" ? [weighed, helped] : [helped, weighed];
  const found = drivers.filter((line) => line !== "").join(" ");
  const p = journalPhrases[question.language];
  return paragraphs(p.patternsLead(p.metric(question.metric!)), weekdays, found === "" ? p.noDrivers(question.metric !== "stress") : found);
};
