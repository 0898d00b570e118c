import { foldAccents } from "@lifeos/core";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { reminderMeantIn, reminderWordsIn } from "../learn/reminderChange.js";
import { resultOf } from "./memoryRows.js";
import { reminderDue } from "./reminderDue.js";

export interface ReminderRow {
  readonly reminderId: string;
  readonly text: string;
  readonly dueAt: string;
  readonly overdue: boolean;
}

export const remindersIn = (results: ReadonlyArray<ToolResultView>): ReadonlyArray<ReminderRow> =>
  resultOf(results, "list_reminders").flatMap((result) => (result.data["reminders"] as ReadonlyArray<ReminderRow> | undefined) ?? []);

/**
 * The reminder `complete_reminder` marked done, with whether it was done already (completed twice: another tab, a
 * request retried); undefined when it did not run.
 */
export const completedIn = (results: ReadonlyArray<ToolResultView>): { readonly reminder: ReminderRow; readonly alreadyDone: boolean } | undefined => {
  const data = resultOf(results, "complete_reminder")[0]?.data;
  const reminder = data?.["completed"] as ReminderRow | undefined;
  return reminder === undefined ? undefined : { reminder, alreadyDone: data?.["alreadyDone"] === true };
};

/** The reply to a reminder completed before: said as it is, nothing done twice. */
export const alreadyCompleted = (text: string, pt: boolean): string =>
  pt ? `«${text}» já estava marcado como concluído: não mudei nada.` : `“${text}” was already marked as completed: nothing changed.`;

/** The pending reminder a message means (see `reminderMeantIn`). */
export const reminderMeant = (question: Question, reminders: ReadonlyArray<ReminderRow>): ReminderRow | undefined => reminderMeantIn(question.normalized, reminders);

/**
 * The reminders, and a change asked of one: done when `complete_reminder` ran; otherwise the one meant, which the
 * memory job cancels or completes right after the answer (asking is consent, as for "remind me to …"), or the list
 * and how to name the one meant when the message does not tell which.
 */
export const composeReminders = (question: Question, change: "complete" | "cancel" | undefined, results: ReadonlyArray<ToolResultView>): string => {
  const pt = question.language === "pt";
  const reminders = remindersIn(results);
  const line = (reminder: ReminderRow) => `- ${reminderDue(reminder.dueAt, question.language, question.timeZone, reminder.text)}: ${reminder.text}${reminder.overdue ? (pt ? " (atrasado)" : " (overdue)") : ""}`;
  const completion = completedIn(results);
  if (completion?.alreadyDone === true) return alreadyCompleted(completion.reminder.text, pt);
  if (completion !== undefined) return pt ? `Feito: marquei «${completion.reminder.text}» como concluído.` : `Done: I marked “${completion.reminder.text}” as completed.`;
  // The tool was offered and called for the one meant, and failed (the engine says why): no promise, the list only.
  const toolFailed = change === "complete" && !question.memoryOff && question.tools.has("complete_reminder") && reminderMeant(question, reminders) !== undefined;
  const list = reminders.length === 0 ? (pt ? "Não tem lembretes pendentes." : "You have no pending reminders.") : [pt ? "Os seus lembretes:" : "Your reminders:", ...reminders.map(line)].join("\n");
  if (change === undefined || reminders.length === 0 || toolFailed) return list;
  const meant = reminderMeant(question, reminders);
  // "Cancel the dentist reminder" with no reminder of the dentist among two or more: said plainly, not asked which.
  const named = reminderWordsIn(question.text);
  const namedAsSaid = question.text.split(/[^\p{L}\d]+/u).filter((word) => named.includes(foldAccents(word.toLowerCase())));
  if (meant === undefined && named.length > 0 && reminders.every((reminder) => reminderMeant(question, [reminder]) === undefined)) {
    const about = namedAsSaid.join(" ");
    return `${pt ? `Não tem nenhum lembrete sobre «${about}».` : `You have no reminder about “${about}”.`}\n\n${list}`;
  }
  if (meant === undefined) {
    const which = change === "cancel"
      ? pt ? "Qual deles quer cancelar? Diga uma palavra do lembrete (por exemplo «cancela o lembrete do dentista»)." : "Which one should I cancel? Name a word of it (for example \"cancel the dentist reminder\")."
      : pt ? "Qual deles quer marcar como feito? Diga uma palavra do lembrete (por exemplo «marca o do dentista como feito»)." : "Which one is done? Name a word of it (for example \"mark the dentist one done\").";
    return `${which}\n\n${list}`;
  }
  const when = reminderDue(meant.dueAt, question.language, question.timeZone, meant.text);
  if (change === "cancel") return pt ? `Combinado: vou cancelar o lembrete «${meant.text}» (${when}).` : `Done: I'll cancel the reminder “${meant.text}” (${when}).`;
  return pt ? `Combinado: vou marcar «${meant.text}» (${when}) como concluído.` : `Done: I'll mark “${meant.text}” (${when}) as completed.`;
};
