import type { Reminder, UserId } from "@lifeos/core";
import { ReminderRepository } from "@lifeos/core";
import { updateReminderNow } from "@lifeos/tools";
import { Effect } from "effect";
import { analyseQuestion } from "../../models/offline/question/analyseQuestion.js";
import { reminderEditAsked } from "../offline/reminderEditAsked.js";
import { newDueOf, reminderToChange } from "../offline/reminderTarget.js";

/** What of a turn's message a change of a reminder is read from (see `TurnMessage`). */
interface AskedMessage {
  readonly text: string;
  readonly sentAt: Date;
  readonly timeZone: string;
  readonly previousAnswer: string | null;
  readonly previousText: string | null;
}

/** Whether a reminder was changed (not created) since the message was sent: the turn's own tool changed it already. */
export const changedSince = (reminders: ReadonlyArray<Reminder>, sentAt: Date): boolean =>
  reminders.some((reminder) => reminder.updatedAt.getTime() >= sentAt.getTime() && reminder.createdAt.getTime() < sentAt.getTime());

/**
 * The change a message asks of a reminder in words `reminderChangeIn` does not read, made as the answer read it
 * (`reminderEditAsked`, `reminderToChange`): "cancel it" right after a reminder was set or listed, "move it to Sunday",
 * "make it 11am", "muda o lembrete do dentista para segunda". Asking is consent, as for "remind me to …". Nothing when
 * the turn already changed a reminder (the `update_reminder` tool ran), when no one reminder is meant, or a move says
 * no day nor time. Returns the reminder changed, if any.
 */
export const editReminderAsked = (userId: UserId, message: AskedMessage) =>
  Effect.gen(function* () {
    const question = analyseQuestion({
      text: message.text,
      now: message.sentAt,
      timeZone: message.timeZone,
      tools: new Set(),
      capabilities: () => [],
      earlier: message.previousText === null ? [] : [message.previousText],
      answers: message.previousAnswer === null ? [] : [message.previousAnswer],
    });
    const edit = reminderEditAsked(question);
    if (edit === undefined) return null;
    const reminders = yield* ReminderRepository;
    const pending = yield* reminders.list(userId, { status: "pending", limit: 200 });
    for (const status of ["done", "dismissed"] as const) {
      if (changedSince((yield* reminders.list(userId, { status, limit: 200 })).items, message.sentAt)) return null;
    }
    if (changedSince(pending.items, message.sentAt)) return null;
    const rows = pending.items.map((reminder) => ({ reminderId: reminder.id, text: reminder.text, dueAt: reminder.dueAt.toISOString(), overdue: false }));
    const target = reminderToChange(question, edit, rows);
    if (target.meant === undefined) return null;
    const id = pending.items.find((reminder) => reminder.id === target.meant.reminderId)!.id;
    if (edit.kind === "cancel") return (yield* updateReminderNow(userId, id, { status: "dismissed" }, message.sentAt)).updated;
    const dueAt = newDueOf(question, edit, target.meant);
    return dueAt === null ? null : (yield* updateReminderNow(userId, id, { dueAt }, message.sentAt)).updated;
  });
