import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { PlannedCall } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { doneRows, taskDoneIn } from "../learn/taskDone.js";
import type { ReminderRow } from "./memoryReminders.js";
import { alreadyCompleted, completedIn, remindersIn } from "./memoryReminders.js";
import { memoriesIn } from "./memoryRows.js";

/** What is looked up for "I've renewed my passport": the pending reminders and the open tasks remembered. */
export const doneLookups: ReadonlyArray<PlannedCall> = [
  { name: "list_reminders", arguments: {} },
  { name: "search_memories", arguments: { query: "", type: "task", limit: 20 } },
];

/** The one pending reminder the message says is done, or none (two alike are never guessed between). */
export const reminderDone = (question: Question, results: ReadonlyArray<ToolResultView>): ReminderRow | undefined => {
  const done = taskDoneIn(question.text);
  if (done === null) return undefined;
  const rows = doneRows(done, remindersIn(results), (reminder) => reminder.text);
  return rows.length === 1 ? rows[0] : undefined;
};

/**
 * The reply to something said to be done: the reminder marked completed (by `complete_reminder`, or by the memory job
 * right after the answer), or the open tasks it ends, said as done; plainly none open when nothing matches.
 */
export const composeDone = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const pt = question.language === "pt";
  const done = taskDoneIn(question.text);
  const completion = completedIn(results);
  const completed = completion?.reminder;
  const reminder = completed ?? reminderDone(question, results);
  const tasks = done === null ? [] : doneRows(done, memoriesIn(results).filter((memory) => memory.current && memory.type === "task"), (memory) => memory.content);
  // The reminder, when one is named, stands for its task too (which ends with it); else the tasks.
  const named = reminder === undefined ? tasks.map((task) => task.content) : [reminder.text];
  if (named.length === 0) {
    return pt ? "Anotado. Não tinha nenhuma tarefa nem lembrete em aberto sobre isso." : "Noted. I had no open task or reminder about that.";
  }
  const quoted = [...new Set(named)].map((text) => (pt ? `«${text}»` : `“${text}”`)).join(pt ? " e " : " and ");
  if (completion?.alreadyDone === true) return alreadyCompleted(completion.reminder.text, pt);
  if (completed !== undefined) return pt ? `Muito bem! Marquei ${quoted} como concluído.` : `Well done! I marked ${quoted} as completed.`;
  // Tasks with no reminder end with this message (the memory job closes them as it learns from it): said as done.
  if (reminder === undefined) return pt ? `Muito bem! ${quoted} está feito: saiu das suas tarefas em aberto.` : `Well done! ${quoted} is done: it is off your open tasks.`;
  return pt ? `Muito bem! Vou marcar ${quoted} como concluído.` : `Well done! I'll mark ${quoted} as completed.`;
};
