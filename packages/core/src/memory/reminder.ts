import { Schema } from "effect";
import { ReminderId, ThreadId, UserId } from "../common/ids.js";
import { RequiredString, StorableText } from "../common/validation.js";

export const ReminderStatus = Schema.Literals(["pending", "done", "dismissed"]);
export type ReminderStatus = typeof ReminderStatus.Type;

export const Reminder = Schema.Struct({
  id: ReminderId,
  userId: UserId,
  text: RequiredString(2000),
  dueAt: Schema.Date,
  status: ReminderStatus,
  sourceThreadId: Schema.NullOr(ThreadId),
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
});
export type Reminder = typeof Reminder.Type;

export const NewReminder = Schema.Struct({
  id: Schema.optional(ReminderId),
  text: RequiredString(2000),
  dueAt: Schema.Date,
  sourceThreadId: Schema.optional(Schema.NullOr(ThreadId)),
});
export type NewReminder = typeof NewReminder.Type;

export const ReminderPatch = Schema.Struct({
  text: Schema.optional(RequiredString(2000)),
  dueAt: Schema.optional(Schema.Date),
  status: Schema.optional(ReminderStatus),
});
export type ReminderPatch = typeof ReminderPatch.Type;

/** Ordered by due time, soonest first. */
export const ReminderListQuery = Schema.Struct({
  status: Schema.optional(ReminderStatus),
  dueBefore: Schema.optional(Schema.Date),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 200 }))),
  cursor: Schema.optional(StorableText),
});
export type ReminderListQuery = typeof ReminderListQuery.Type;
