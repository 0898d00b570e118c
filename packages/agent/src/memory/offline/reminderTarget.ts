import { foldAccents } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { reminderMeantIn, reminderWordsIn } from "../learn/reminderChange.js";
import type { ReminderRow } from "./memoryReminders.js";
import type { ReminderEditAsked } from "./reminderEditAsked.js";
import { movedDue, reminderWhenIn } from "./reminderWhen.js";

/** The reminder a change means: the one, or those it could be (none when nothing matches). */
export type ReminderTarget = { readonly meant: ReminderRow } | { readonly meant: undefined; readonly candidates: ReadonlyArray<ReminderRow> };

const folded = (text: string) => foldAccents(text.toLowerCase());

/** Every reminder `text` could mean, by the words it shares with them (see `reminderMeantIn`). */
const matching = (text: string, reminders: ReadonlyArray<ReminderRow>): ReminderTarget => {
  const meant = reminderMeantIn(text, reminders);
  if (meant !== undefined) return { meant };
  return { meant: undefined, candidates: reminders.filter((reminder) => reminderMeantIn(text, [reminder]) !== undefined) };
};

/** The words that name the reminder changed: all of a cancel read by `reminderChangeIn`, the object of a move, none of "cancel it". */
export const naming = (question: Question, edit: ReminderEditAsked | undefined): string => (edit === undefined ? question.normalized : edit.kind === "move" ? edit.named : "");

/**
 * The pending reminder a change means. Named ("my dentist reminder", "cancel my reminder to call mum"): the one its
 * words name. Not named ("cancel it", "muda para sábado"): the one the last answer named ("I'll remind you: Call mum"),
 * else the one the message before asked for, else the only one pending.
 */
export const reminderToChange = (question: Question, edit: ReminderEditAsked | undefined, reminders: ReadonlyArray<ReminderRow>): ReminderTarget =>
  reminderSpokenOf(question, naming(question, edit), reminders);

/**
 * The pending reminder `named` names, or, when it names none (""), the one the conversation just spoke of: quoted whole
 * by the last answer, else asked for by the message before, else the only one pending.
 */
export const reminderSpokenOf = (question: Question, named: string, reminders: ReadonlyArray<ReminderRow>): ReminderTarget => {
  if (reminderWordsIn(named).length > 0) return matching(named, reminders);
  // The reminders the last answer quotes whole ("I'll remind you: Call mum", a list of them): the one, or which of them.
  const mentioned = reminders.filter((reminder) => folded(question.lastAnswer).includes(folded(reminder.text)));
  if (mentioned.length === 1) return { meant: mentioned[0]! };
  if (mentioned.length > 1) return { meant: undefined, candidates: mentioned };
  const asked = question.previous === null ? undefined : matching(question.previous.normalized, reminders);
  if (asked?.meant !== undefined) return asked;
  if (reminders.length === 1) return { meant: reminders[0]! };
  return { meant: undefined, candidates: reminders };
};

/** The new due time a move asks of the reminder, or null when the words say no day nor time. */
export const newDueOf = (question: Question, edit: ReminderEditAsked, reminder: ReminderRow): Date | null => {
  if (edit.kind !== "move") return null;
  const when = reminderWhenIn(edit.when, question.language, question.now, question.timeZone);
  return when === null ? null : movedDue(reminder.dueAt, when, question.timeZone);
};
