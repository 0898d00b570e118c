import type { Reminder, ReminderRecurrence } from "@lifeos/core";
import { ReminderId, ReminderRepository, CompleteReminderOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { listMeta } from "../journal/meta.js";
import { memoriesEndedBy } from "./memoriesEndedBy.js";
import { reminderView } from "./memoryViews.js";
import { requireMemoryOn } from "./requireMemoryOn.js";
import { retryWhenChanged } from "./retryWhenChanged.js";

export const CompleteReminderParameters = Schema.Struct({ reminderId: ReminderId });

/** The next due time of a repeating reminder completed at `at`: one period after the later of its due time and `at`. */
export const nextDue = (dueAt: Date, at: Date, recurrence: ReminderRecurrence): Date => {
  const base = new Date(Math.max(dueAt.getTime(), at.getTime()));
  const next = new Date(base);
  if (recurrence.unit === "day") next.setUTCDate(next.getUTCDate() + recurrence.every);
  else if (recurrence.unit === "week") next.setUTCDate(next.getUTCDate() + 7 * recurrence.every);
  else if (recurrence.unit === "month") next.setUTCMonth(next.getUTCMonth() + recurrence.every);
  else next.setUTCFullYear(next.getUTCFullYear() + recurrence.every);
  return next;
};

/**
 * Marks a reminder done; a repeating one gets its next occurrence as a new pending reminder; one that does not repeat
 * ends the memories it was of (`memoriesEndedBy`) at `at`: all in one write (`ReminderRepository.complete`). A reminder
 * no longer pending (completed twice: a double click, two tabs, a request retried) is returned as it is with `next`
 * null, and no second occurrence is made. The write is decided on the reminder as read; one changed in between
 * (`Conflict`) is read again and decided anew. Shared by the tool, the HTTP route and what is learnt from a message.
 */
export const completeReminderNow = (userId: Reminder["userId"], id: ReminderId, at: Date) =>
  Effect.gen(function* () {
    const reminders = yield* ReminderRepository;
    const reminder = yield* reminders.get(userId, id);
    if (reminder.status !== "pending") return { done: reminder, next: null, alreadyDone: true };
    if (reminder.recurrence === null) {
      const memoryIds = yield* memoriesEndedBy({ ...reminder, status: "done" });
      return yield* reminders.complete(userId, id, null, { memoryIds, at }, reminder.updatedAt);
    }
    const next = {
      text: reminder.text,
      dueAt: nextDue(reminder.dueAt, at, reminder.recurrence),
      recurrence: reminder.recurrence,
      memoryId: reminder.memoryId,
      sourceThreadId: reminder.sourceThreadId,
    };
    return yield* reminders.complete(userId, id, next, undefined, reminder.updatedAt);
  }).pipe(retryWhenChanged);

export type CompleteReminderData = CompleteReminderOutput;

/** `complete_reminder`: marks a reminder done (a repeating one is scheduled again); fails while the person has memory off. */
export const completeReminder = defineTool({
  name: "complete_reminder",
  description: "Mark a reminder as done by reminderId. A repeating reminder gets its next occurrence.",
  parameters: CompleteReminderParameters,
  output: CompleteReminderOutput,
  readOnly: false,
  maxResults: 2,
  run: (params, context) =>
    Effect.gen(function* () {
      yield* requireMemoryOn(context.userId);
      const { done, next, alreadyDone } = yield* completeReminderNow(context.userId, params.reminderId, context.now);
      const data: CompleteReminderData = {
        completed: reminderView(done, context.now, context.timeZone),
        next: next === null ? null : reminderView(next, context.now, context.timeZone),
        alreadyDone,
      };
      return { data, meta: listMeta(1, 1, { reminderId: params.reminderId }) };
    }),
});
