import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { call, rememberedRows } from "./memoryCalls.js";
import { memoriesIn } from "./memoryRows.js";
import { visitCancelIn, visitCancelReply, visitToCancel } from "./visitCancelled.js";

/**
 * "Cancel the dentist appointment", "desmarca a consulta do dentista": said back as what learning will do (it ends the
 * appointment, see `cancelTold`), from the appointments in the system prompt, else those a search finds; never noted
 * as a new appointment. Null for a message that calls off no appointment.
 */
export const planVisitCancel = (question: Question): ReadonlyArray<SkillPlan> | null => {
  const cancel = visitCancelIn(question.text);
  if (cancel === null) return null;
  const meant = visitToCancel(cancel, rememberedRows(question), question.today);
  const answer = { confidence: 0.99, calls: [], answer: visitCancelReply(cancel, meant) };
  if (meant !== undefined || !question.tools.has("search_memories")) return [answer];
  return [{ confidence: 0.95, calls: [call("search_memories", { query: [...cancel.words, ...(cancel.topic === undefined ? [] : [cancel.topic])].join(" "), type: "appointment", limit: 8 })] }, { ...answer, confidence: 0.5 }];
};

/** The reply to a cancelling once the appointments were searched; null for a message that calls off none. */
export const composeVisitCancel = (question: Question, results: ReadonlyArray<ToolResultView>): string | null => {
  const cancel = visitCancelIn(question.text);
  if (cancel === null) return null;
  const meant = visitToCancel(cancel, [...rememberedRows(question), ...memoriesIn(results)], question.today);
  return visitCancelReply(cancel, meant);
};
