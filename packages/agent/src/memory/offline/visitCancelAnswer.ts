import { normalizeText } from "@lifeos/core";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { call, rememberedRows } from "./memoryCalls.js";
import { memoriesIn } from "./memoryRows.js";
import { withoutRepeats } from "./withoutRepeats.js";
import type { VisitCancel, VisitRow } from "./visitCancelled.js";
import { namesNoVisit, visitCancelIn, visitCancelReply, visitsMeant, visitToCancel, visitWhichReply } from "./visitCancelled.js";

/**
 * "Cancel the dentist appointment", "desmarca a consulta do dentista": said back as what learning will do (it ends the
 * appointment, see `cancelTold`), from the appointments in the system prompt, else those a search finds; never noted
 * as a new appointment. Null for a message that calls off no appointment.
 */
export const planVisitCancel = (question: Question): ReadonlyArray<SkillPlan> | null => {
  const cancel = visitCancelIn(question.text, question.now, question.timeZone);
  if (cancel === null) return null;
  const rows = rememberedRows(question);
  const answer = { confidence: 0.99, calls: [], answer: cancelReply(cancel, rows, question.today) };
  // "Cancel my appointment" names none: every appointment ahead is looked up, not only those the prompt holds.
  if (namesNoVisit(cancel) && question.tools.has("search_memories")) {
    return [{ confidence: 0.95, calls: [call("search_memories", { query: "", type: "appointment", from: question.today, limit: 20 })] }, { ...answer, confidence: 0.5 }];
  }
  const meant = visitToCancel(cancel, rows, question.today);
  if (meant !== undefined || !question.tools.has("search_memories")) return [answer];
  return [{ confidence: 0.95, calls: [call("search_memories", { query: [...cancel.words, ...(cancel.topic === undefined ? [] : [cancel.topic])].join(" "), type: "appointment", limit: 8 })] }, { ...answer, confidence: 0.5 }];
};

/** The reply to a cancelling once the appointments were searched; null for a message that calls off none. */
export const composeVisitCancel = (question: Question, results: ReadonlyArray<ToolResultView>): string | null => {
  const cancel = visitCancelIn(question.text, question.now, question.timeZone);
  if (cancel === null) return null;
  return cancelReply(cancel, [...rememberedRows(question), ...memoriesIn(results)], question.today);
};

/** The reply to a cancelling among `rows`: which one is asked when it names none and several are ahead, else the one called off. */
const cancelReply = (cancel: VisitCancel, rows: ReadonlyArray<VisitRow>, today: string): string => {
  const meant = visitToCancel(cancel, rows, today);
  if (meant === undefined && namesNoVisit(cancel)) {
    // The same appointment from the prompt and from the search is one.
    const once = [...new Map(visitsMeant(cancel, rows, today).map((row) => [`${row.date} ${normalizeText(row.content)}`, row])).values()];
    const ahead = withoutRepeats(once, (row) => row.content, (left, right) => left.date === right.date);
    if (ahead.length > 1) return visitWhichReply(cancel, ahead);
    return visitCancelReply(cancel, ahead[0], undefined);
  }
  return visitCancelReply(cancel, meant, onAnotherDay(cancel, meant, rows, today));
};

/** With no such appointment on the days or at the time said, the next one of that kind known, to say so. */
const onAnotherDay = <Row extends VisitRow>(cancel: VisitCancel, meant: Row | undefined, rows: ReadonlyArray<Row>, today: string): Row | undefined => {
  if (meant !== undefined || (cancel.days === undefined && cancel.clock === undefined)) return undefined;
  return visitToCancel({ topic: cancel.topic, words: cancel.words, language: cancel.language }, rows, today);
};
