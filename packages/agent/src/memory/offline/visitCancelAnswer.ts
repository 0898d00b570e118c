import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { call, rememberedRows } from "./memoryCalls.js";
import { memoriesIn } from "./memoryRows.js";
import type { VisitCancel, VisitRow } from "./visitCancelled.js";
import { visitCancelIn, visitCancelReply, visitToCancel } from "./visitCancelled.js";

/**
 * "Cancel the dentist appointment", "desmarca a consulta do dentista": said back as what learning will do (it ends the
 * appointment, see `cancelTold`), from the appointments in the system prompt, else those a search finds; never noted
 * as a new appointment. Null for a message that calls off no appointment.
 */
export const planVisitCancel = (question: Question): ReadonlyArray<SkillPlan> | null => {
  const cancel = visitCancelIn(question.text, question.now, question.timeZone);
  if (cancel === null) return null;
  const rows = rememberedRows(question);
  const meant = visitToCancel(cancel, rows, question.today);
  const answer = { confidence: 0.99, calls: [], answer: visitCancelReply(cancel, meant, onAnotherDay(cancel, meant, rows, question.today)) };
  if (meant !== undefined || !question.tools.has("search_memories")) return [answer];
  return [{ confidence: 0.95, calls: [call("search_memories", { query: [...cancel.words, ...(cancel.topic === undefined ? [] : [cancel.topic])].join(" "), type: "appointment", limit: 8 })] }, { ...answer, confidence: 0.5 }];
};

/** The reply to a cancelling once the appointments were searched; null for a message that calls off none. */
export const composeVisitCancel = (question: Question, results: ReadonlyArray<ToolResultView>): string | null => {
  const cancel = visitCancelIn(question.text, question.now, question.timeZone);
  if (cancel === null) return null;
  const rows = [...rememberedRows(question), ...memoriesIn(results)];
  const meant = visitToCancel(cancel, rows, question.today);
  return visitCancelReply(cancel, meant, onAnotherDay(cancel, meant, rows, question.today));
};

/** With no such appointment on the days or at the time said, the next one of that kind known, to say so. */
const onAnotherDay = <Row extends VisitRow>(cancel: VisitCancel, meant: Row | undefined, rows: ReadonlyArray<Row>, today: string): Row | undefined => {
  if (meant !== undefined || (cancel.days === undefined && cancel.clock === undefined)) return undefined;
  return visitToCancel({ topic: cancel.topic, words: cancel.words, language: cancel.language }, rows, today);
};
