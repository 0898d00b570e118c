import type { LocalDate } from "@lifeos/core";
import { addDays } from "@lifeos/core";
import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { DateRange } from "../../time/relativeDates.js";
import { call, plan } from "./planCalls.js";

/** "and before that?", "e antes disso?", "and the 5 before?", "e as 5 anteriores?": what came before what the last answer named. */
const beforeThatAsked =
  /^(?:(?:and|e|what about|how about) )?(?:(?:the|as|os) )?(?:(\d{1,2}) )?(?:ones? |entries |entradas )?(?:before(?: that| those| then| them)?|earlier(?: ones)?|antes(?: disso| dessa| desse| destas| destes)?|anteriores)(?: \?)?$/;

/** "and the one before?", "the previous one", "e a anterior?", "e a entrada anterior?": one, before what the last answer named. */
const oneBeforeAsked = /^(?:(?:and|e|what about|how about) )?(?:the |a |o )?(?:(?:one|entry|entrada|dia|day) )?(?:before(?: that| it)?|previous(?: one)?|anterior|de antes)(?: \?)?$/;

/** Whether the question asks for what came before the last answer's days. */
export const asksBeforeThat = (question: Question): boolean => (question.has(beforeThatAsked) || question.has(oneBeforeAsked)) && question.previous !== null && question.answerDays.length > 0;

/** Far enough back for any journal when its first day is not told. */
const longAgo = (today: LocalDate): LocalDate => addDays(today, -365 * 30);

/**
 * After "when did I last go to Sintra?": "and before that?" is the last time before the day the answer named; after "my
 * last 5 entries", "and the 5 before?" is the entries before the earliest it listed; after "my last entry", "and the
 * one before?", "e a anterior?" is the one entry before it.
 */
export const beforeThatRoute = (question: Question, route: (question: Question) => SkillPlan[]): SkillPlan[] | null => {
  if (!asksBeforeThat(question)) return null;
  const previous = question.previous!;
  const days = [...question.answerDays].sort();
  if (previous.cues.has("latest")) {
    const said = question.has(oneBeforeAsked) ? 1 : Number(beforeThatAsked.exec(question.normalized)?.[1] ?? 0);
    return [plan(0.8, call("get_recent_entries", { count: said >= 1 && said <= 20 ? said : Math.min(20, Math.max(days.length, 5)), before: addDays(days[0]!, -1) }))];
  }
  if (!previous.cues.has("lastTime")) return null;
  const to = addDays(question.answerDays[0]!, -1);
  const range: DateRange = { from: question.journalSpan?.first ?? longAgo(question.today), to, granularity: "range", text: "", index: -1 };
  const plans = route({ ...previous, language: question.language, tools: question.tools, capabilities: question.capabilities, previous: null, dates: [range], range });
  return plans.length > 0 ? plans.map((candidate) => ({ ...candidate, confidence: candidate.confidence * 0.95 })) : null;
};
