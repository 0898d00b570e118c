import { ReminderRepository, ReminderStatus, ListRemindersOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { listMeta } from "../journal/meta.js";
import { reminderView } from "./memoryViews.js";

export const ListRemindersParameters = Schema.Struct({
  status: Schema.optional(ReminderStatus),
  /** Only those due by now (overdue included). */
  dueOnly: Schema.optional(Schema.Boolean),
});

export type ListRemindersData = ListRemindersOutput;

/** `list_reminders`: the user's reminders, soonest due first (pending by default). */
export const listReminders = defineTool({
  name: "list_reminders",
  description: "The user's reminders, soonest due first: text, due time, status, overdue, recurrence. status defaults to pending; dueOnly lists only those due now.",
  parameters: ListRemindersParameters,
  output: ListRemindersOutput,
  readOnly: true,
  maxResults: 20,
  run: (params, context) =>
    Effect.gen(function* () {
      const page = yield* (yield* ReminderRepository).list(context.userId, {
        status: params.status ?? "pending",
        limit: 20,
        ...(params.dueOnly === true ? { dueBefore: context.now } : {}),
      });
      const data: ListRemindersData = { reminders: page.items.map((reminder) => reminderView(reminder, context.now, context.timeZone)) };
      return { data, meta: listMeta(data.reminders.length, data.reminders.length + (page.nextCursor === null ? 0 : 1), { status: params.status, dueOnly: params.dueOnly }) };
    }),
});
