import { foldAccents, zonedParts } from "@lifeos/core";
import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { reminderWordsIn } from "../learn/reminderChange.js";
import { reminderChange } from "./memoryTopicAsked.js";
import { formatDate } from "../extraction/dates/formatDate.js";
import { call } from "./memoryCalls.js";
import { memoryPageWords } from "./memoryPageWords.js";
import type { ReminderRow } from "./memoryReminders.js";
import { remindersIn } from "./memoryReminders.js";
import { reminderDue } from "./reminderDue.js";
import type { ReminderEditAsked } from "./reminderEditAsked.js";
import { naming, newDueOf, reminderToChange } from "./reminderTarget.js";

const folded = (text: string) => foldAccents(text.toLowerCase());

/** The `update_reminder` call for the change asked, when one reminder is meant (and, for a move, a new time said). */
export const reminderEditCall = (question: Question, edit: ReminderEditAsked | undefined, results: ReadonlyArray<ToolResultView>): ReadonlyArray<PlannedCall> => {
  const target = reminderToChange(question, edit, remindersIn(results));
  if (target.meant === undefined) return [];
  if (edit === undefined || edit.kind === "cancel") return [call("update_reminder", { reminderId: target.meant.reminderId, cancel: true })];
  const dueAt = newDueOf(question, edit, target.meant);
  return dueAt === null ? [] : [call("update_reminder", { reminderId: target.meant.reminderId, dueAt: dueAt.toISOString() })];
};

const weekdays = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  pt: ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"],
};

/** When a reminder is now due, with its weekday: "Saturday 5 December 2026 at 6 PM", "sábado, 5 de dezembro de 2026 às 18h". */
export const dueWithWeekday = (dueAt: string, language: "en" | "pt", timeZone: string): string => {
  const { year, month, day, hour, minute } = zonedParts(new Date(dueAt), timeZone);
  const weekday = weekdays[language][new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
  const date = formatDate(new Date(dueAt), hour === 0 && minute === 0 ? "day" : "minute", language, timeZone);
  return language === "pt" ? `${weekday}, ${date}` : `${weekday} ${date}`;
};

/**
 * Whether this turn's answer is about the change `composeReminderEdit` reads: a move; a cancel where the tool is
 * offered, or one `reminderChangeIn` does not read ("cancel it"). Without the tool the memory job makes either change
 * after the answer, so it is promised; "cancel the dentist reminder" is promised by `composeReminders`.
 */
export const editedHere = (question: Question, change: "complete" | "cancel" | "move" | undefined): boolean =>
  change === "move" || (change === "cancel" && (question.tools.has("update_reminder") || reminderChange(question) === undefined));

/**
 * The reply to a reminder moved or cancelled: what was done (`update_reminder` ran), or what the memory job will do
 * (the tool not offered), or which one is meant when more than one could be (nothing done), or that none matches, with
 * the pending ones; when the tool failed, that plainly, nothing promised.
 */
export const composeReminderEdit = (question: Question, edit: ReminderEditAsked | undefined, results: ReadonlyArray<ToolResultView>): string => {
  const pt = question.language === "pt";
  const language = pt ? "pt" : "en";
  const quoted = (text: string) => (pt ? `«${text}»` : `“${text}”`);
  const reminders = remindersIn(results);
  const line = (reminder: ReminderRow) => `- ${reminderDue(reminder.dueAt, question.language, question.timeZone, reminder.text)}: ${reminder.text}`;
  const list = reminders.length === 0 ? (pt ? "Não tem lembretes pendentes." : "You have no pending reminders.") : [pt ? "Os seus lembretes:" : "Your reminders:", ...reminders.map(line)].join("\n");
  const done = results.find((result) => result.name === "update_reminder" && result.success)?.data as { readonly updated?: ReminderRow & { readonly status: string } } | undefined;
  if (done?.updated !== undefined) {
    if (done.updated.status === "dismissed") return pt ? `Cancelado: ${done.updated.text}.` : `Cancelled: ${done.updated.text}.`;
    const when = dueWithWeekday(done.updated.dueAt, language, question.timeZone);
    return pt ? `Mudado: ${done.updated.text} — agora ${when}.` : `Moved: ${done.updated.text} — now ${when}.`;
  }
  const moving = edit?.kind === "move";
  if (reminders.length === 0) return list;
  const target = reminderToChange(question, edit, reminders);
  if (target.meant === undefined && target.candidates.length === 0) {
    // "Move my gym reminder" with none about the gym: said plainly, with the words as written.
    const named = reminderWordsIn(naming(question, edit));
    const about = question.text.split(/[^\p{L}\d]+/u).filter((word) => named.includes(folded(word))).join(" ");
    const none = about === "" ? (pt ? "Nenhum dos seus lembretes pendentes corresponde a isso." : "None of your pending reminders matches that.") : pt ? `Não tem nenhum lembrete sobre «${about}».` : `You have no reminder about “${about}”.`;
    return `${none}\n\n${list}`;
  }
  if (target.meant === undefined) {
    const which = moving
      ? pt ? "Qual deles quer mudar? Diga uma palavra do lembrete (por exemplo «muda o lembrete do dentista para segunda»)." : "Which one should I move? Name a word of it (for example \"move the dentist reminder to Monday\")."
      : pt ? "Qual deles quer cancelar? Diga uma palavra do lembrete (por exemplo «cancela o lembrete do dentista»)." : "Which one should I cancel? Name a word of it (for example \"cancel the dentist reminder\").";
    return `${which}\n\n${target.candidates.map(line).join("\n")}`;
  }
  const meant = target.meant;
  const now = reminderDue(meant.dueAt, question.language, question.timeZone, meant.text);
  const newDue = edit === undefined ? null : newDueOf(question, edit, meant);
  if (moving && newDue === null) {
    return pt ? `Para quando quer mudar ${quoted(meant.text)} (${now})? Diga o dia ou a hora.` : `When should ${quoted(meant.text)} (${now}) be moved to? Say the day or the time.`;
  }
  // No `update_reminder` here (a thread with the read-only tools): the memory job makes this change right after the
  // answer, as the answer read it (`editReminderAsked`), so it is said as what will be done.
  if (!question.tools.has("update_reminder")) {
    if (moving) {
      const then = dueWithWeekday(newDue!.toISOString(), language, question.timeZone);
      return pt ? `Combinado: vou mudar o lembrete ${quoted(meant.text)} para ${then}.` : `Done: I'll move the reminder ${quoted(meant.text)} to ${then}.`;
    }
    return pt ? `Combinado: vou cancelar o lembrete ${quoted(meant.text)} (${now}).` : `Done: I'll cancel the reminder ${quoted(meant.text)} (${now}).`;
  }
  const failed = results.find((result) => result.name === "update_reminder" && !result.success);
  const reason = failed?.error == null ? "" : ` (${failed.error})`;
  if (moving) {
    const then = dueWithWeekday(newDue!.toISOString(), language, question.timeZone);
    return pt
      ? `Não consegui mudar ${quoted(meant.text)} para ${then} nesta conversa${reason}: continua para ${now}. Pode alterá-lo na página ${memoryPageWords.pt.page}, em ${memoryPageWords.pt.reminders}.`
      : `I couldn't move ${quoted(meant.text)} to ${then} in this conversation${reason}: it is still due ${now}. You can change it on the ${memoryPageWords.en.page} page, under ${memoryPageWords.en.reminders}.`;
  }
  return pt
    ? `Não consegui cancelar ${quoted(meant.text)} nesta conversa${reason}: continua para ${now}. Pode cancelá-lo na página ${memoryPageWords.pt.page}, em ${memoryPageWords.pt.reminders}.`
    : `I couldn't cancel ${quoted(meant.text)} in this conversation${reason}: it is still due ${now}. You can cancel it on the ${memoryPageWords.en.page} page, under ${memoryPageWords.en.reminders}.`;
};
