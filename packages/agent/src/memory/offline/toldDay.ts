import type { PlannedCall, SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { MemoryRow } from "./memoryRows.js";
import { memoriesIn } from "./memoryRows.js";
import { toldBackIn } from "./toldBack.js";
import { withoutRepeats } from "./withoutRepeats.js";

/**
 * "what did I do today?", "what have I done this week?", "how was my day?", "o que fiz ontem?", "o que é que eu fiz no
 * sábado?", "como foi o meu dia?" (folded text): what the person did in a period, which they may have told in the chat.
 */
const doneAsked =
  /\b(?:what (?:did|have) i (?:do|done|get up to|been up to)|how (?:was|did) my (?:day|weekend|week|evening|morning|night)\b|o que (?:e que )?(?:eu )?(?:fiz|andei a fazer|estive a fazer|tenho feito)|como (?:foi|correu) (?:o )?(?:meu|minha) (?:dia|fim de semana|fim-de-semana|semana|noite|manha|tarde))\b/u;

/** "how was my day?", "como foi o meu dia?": today, though no day is named. */
const myDay = /\b(?:my day|meu dia)\b/u;

/** The period a "what did I do …?" question asks about, up to today; null for any other question, or a period still ahead. */
export const doneInPeriodAsked = (question: Question): { readonly from: string; readonly to: string } | null => {
  if (!question.has(doneAsked)) return null;
  const range = question.range ?? (question.has(myDay) ? { from: question.today, to: question.today } : null);
  if (range === null || range.from > question.today) return null;
  return { from: range.from, to: range.to > question.today ? question.today : range.to };
};

/**
 * The events that happened in the period asked, however long ago they were told (not only the newest memories): read
 * back by the memory skill.
 */
const toldCall = (period: { readonly from: string; readonly to: string }): PlannedCall => ({ name: "search_memories", arguments: { query: "", type: "event", from: period.from, to: period.to, limit: 20 }, skill: "memory" });

/**
 * A journal skill's plans for "what did I do today?" with the memories told of that day asked too, each a little surer
 * than the plan it extends (which stays, for a conversation without memory); the plans as they are for any other question.
 */
export const withToldDay = (question: Question, plans: ReadonlyArray<SkillPlan>): ReadonlyArray<SkillPlan> => {
  const period = doneInPeriodAsked(question);
  if (period === null) return plans;
  return plans.flatMap((plan) => (plan.calls.length === 0 ? [plan] : [{ ...plan, confidence: plan.confidence + 0.001, calls: [...plan.calls, toldCall(period)] }, plan]));
};

/** Whether the results are those of `toldCall`, asked for a "what did I do …?" question. */
const isToldDay = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  doneInPeriodAsked(question) !== null && results.length > 0 && results.every((result) => result.name === "search_memories" && result.arguments["query"] === "");

/** The events told that happened in the period: kept with their day, not still ahead. */
const toldIn = (from: string, to: string, results: ReadonlyArray<ToolResultView>): ReadonlyArray<MemoryRow> => {
  const happened = memoriesIn(results).filter((memory) => memory.current && memory.dated && memory.type === "event" && memory.date >= from && memory.date <= to);
  return [...withoutRepeats(happened, (memory) => memory.content, (left, right) => left.date === right.date)].sort((left, right) => left.date.localeCompare(right.date));
};

/** Nothing told of the period asked: the section is left out, and the journal's answer stands alone. */
export const nothingToldThatDay = (question: Question, results: ReadonlyArray<ToolResultView>): boolean => {
  const period = doneInPeriodAsked(question);
  return period !== null && isToldDay(question, results) && toldIn(period.from, period.to, results).length === 0;
};

/** The day a memory keeps at its end, said in parentheses ("… (2 December 2026)"), left out where the line says its day. */
const keptDay = /\s*\([^()]*\d{4}\)\s*$/u;

/**
 * What the person told in the chat that they did in the period asked, said to them as what they told, not as journal
 * entries: "What you told me you did on 2026-12-02 (in our chats, not in your journal):\n- You went hiking with João in Gerês".
 * Null when the results are not those of a "what did I do …?" question; "" when nothing was told of the period.
 */
export const composeToldDay = (question: Question, results: ReadonlyArray<ToolResultView>): string | null => {
  const period = doneInPeriodAsked(question);
  if (period === null || !isToldDay(question, results)) return null;
  const told = toldIn(period.from, period.to, results);
  if (told.length === 0) return "";
  const pt = question.language === "pt";
  const oneDay = period.from === period.to;
  const when = oneDay ? (pt ? `em ${period.from}` : `on ${period.from}`) : pt ? `de ${period.from} a ${period.to}` : `from ${period.from} to ${period.to}`;
  const said = (memory: MemoryRow) => toldBackIn(memory.content.replace(keptDay, ""), pt ? "pt" : "en", memory.entities);
  const line = (memory: MemoryRow) => (oneDay ? `- ${said(memory)}` : `- ${memory.date}: ${said(memory)}`);
  const heading = pt ? `O que me contou que fez ${when} (nas nossas conversas, não no seu diário):` : `What you told me you did ${when} (in our chats, not in your journal):`;
  return [heading, ...told.map(line)].join("\n");
};
