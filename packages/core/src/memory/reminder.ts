import { Schema } from "effect";
import { MemoryId, ReminderId, ThreadId, UserId } from "../common/ids.js";
import { nullWhenMissing } from "./nullWhenMissing.js";
import { RequiredString, StorableText } from "../common/validation.js";

export const ReminderStatus = Schema.Literals(["pending", "done", "dismissed"]);
export type ReminderStatus = typeof ReminderStatus.Type;

/** How a reminder repeats: every `every` `unit`s after it is completed ("every 6 months"). */
export const ReminderRecurrence = Schema.Struct({
  every: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1000 })),
  unit: Schema.Literals(["day", "week", "month", "year"]),
});
export type ReminderRecurrence = typeof ReminderRecurrence.Type;

export const Reminder = Schema.Struct({
  id: ReminderId,
  userId: UserId,
  text: RequiredString(2000),
  dueAt: Schema.Date,
  status: ReminderStatus,
  sourceThreadId: Schema.NullOr(ThreadId),
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  /** Null: it does not repeat. */
  recurrence: nullWhenMissing(ReminderRecurrence),
  /** The memory it came from (the need or task it reminds of); null when made by hand. */
  memoryId: nullWhenMissing(MemoryId),
});
export type Reminder = typeof Reminder.Type;

export const NewReminder = Schema.Struct({
  id: Schema.optional(ReminderId),
  text: RequiredString(2000),
  dueAt: Schema.Date,
  sourceThreadId: Schema.optional(Schema.NullOr(ThreadId)),
  recurrence: Schema.optional(Schema.NullOr(ReminderRecurrence)),
  memoryId: Schema.optional(Schema.NullOr(MemoryId)),
});
export type NewReminder = typeof NewReminder.Type;

export const ReminderPatch = Schema.Struct({
  text: Schema.optional(RequiredString(2000)),
  dueAt: Schema.optional(Schema.Date),
  status: Schema.optional(ReminderStatus),
  recurrence: Schema.optional(Schema.NullOr(ReminderRecurrence)),
});
export type ReminderPatch = typeof ReminderPatch.Type;

/**
 * The memories a change of reminder ends, and when (`ReminderRepository.update`): the task a dismissed or finished
 * reminder was of is no longer current from `at`. Which memories these are is decided above the port.
 */
export const MemoryEndings = Schema.Struct({
  memoryIds: Schema.Array(MemoryId).check(Schema.isMaxLength(100)),
  at: Schema.Date,
});
export type MemoryEndings = typeof MemoryEndings.Type;

/** What `ReminderRepository.complete` returns: the reminder (done, or as it was when no longer pending) and its next occurrence. */
export const ReminderCompletion = Schema.Struct({
  done: Reminder,
  /** The next occurrence created, pending; null for a reminder that does not repeat, or one no longer pending. */
  next: Schema.NullOr(Reminder),
  /** True: it was no longer pending (done, or cancelled, before), and nothing changed. */
  alreadyDone: Schema.Boolean,
});
export type ReminderCompletion = typeof ReminderCompletion.Type;

/** Ordered by due time, soonest first. */
export const ReminderListQuery = Schema.Struct({
  status: Schema.optional(ReminderStatus),
  dueBefore: Schema.optional(Schema.Date),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 200 }))),
  cursor: Schema.optional(StorableText),
});
export type ReminderListQuery = typeof ReminderListQuery.Type;
