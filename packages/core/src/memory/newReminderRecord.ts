import type { ReminderId } from "../common/ids.js";
import type { NewRecordContext } from "../journal/newJournalEntryRecord.js";
import type { NewReminder, Reminder } from "./reminder.js";

/**
 * The record a new reminder is stored as: the caller's id or `context.id`,
 * status "pending", no thread, recurrence or memory when not given, and
 * `createdAt` = `updatedAt` = `context.now`. Pure: adapters only map it to rows.
 */
export const newReminderRecord = (input: NewReminder, context: NewRecordContext): Reminder => ({
  id: input.id ?? (context.id as ReminderId),
  userId: context.userId,
  text: input.text,
  dueAt: input.dueAt,
  status: "pending",
  sourceThreadId: input.sourceThreadId ?? null,
  createdAt: context.now,
  updatedAt: context.now,
  recurrence: input.recurrence ?? null,
  memoryId: input.memoryId ?? null,
});
