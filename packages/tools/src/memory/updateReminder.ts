import type { Reminder, ReminderPatch } from "@lifeos/core";
import { ReminderId, ReminderRepository, RequiredString, UpdateReminderOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { listMeta } from "../journal/meta.js";
import { dueInstant } from "./createReminder.js";
import { reminderView } from "./memoryViews.js";
import { requireMemoryOn } from "./requireMemoryOn.js";
import { memoriesEndedBy } from "./memoriesEndedBy.js";
import { retryWhenChanged } from "./retryWhenChanged.js";

export const UpdateReminderParameters = Schema.Struct({
  reminderId: ReminderId,
  /** The new due time: an ISO date-time, or a date alone for a reminder for that whole day. */
  dueAt: Schema.optional(Schema.String),
  /** The new words of the reminder. */
  text: Schema.optional(RequiredString(2000)),
  /** True: the reminder is cancelled (dismissed), and the task it came from is no longer current. */
  cancel: Schema.optional(Schema.Boolean),
});

/**
 * Changes a reminder (`patch`: its words, due time, status, recurrence) and returns it before and after. One taken out
 * of pending (dismissed, or done by hand) ends the memories it was of (`memoriesEndedBy`) at `at`, in the same write:
 * the task it reminded of is no longer current. The write is decided on the reminder as read (`previous`, and the
 * memories its words name); one changed in between (`Conflict`) is read again and decided anew, so neither a change
 * made meanwhile is lost from `previous` nor memories named by words it no longer has are ended. `NotFound` for
 * another user's or an unknown reminder, and nothing changes. Shared by the tool, the HTTP route and what is learnt
 * from a message.
 */
export const updateReminderNow = (userId: Reminder["userId"], id: ReminderId, patch: ReminderPatch, at: Date) =>
  Effect.gen(function* () {
    const reminders = yield* ReminderRepository;
    const previous = yield* reminders.get(userId, id);
    const ends = patch.status !== undefined && patch.status !== "pending";
    const memoryIds = ends ? yield* memoriesEndedBy({ ...previous, ...patch }) : [];
    const updated = yield* reminders.update(userId, id, patch, { memoryIds, at }, previous.updatedAt);
    return { previous, updated };
  }).pipe(retryWhenChanged);

export type UpdateReminderData = UpdateReminderOutput;

/** `update_reminder`: moves, renames or cancels a reminder; fails while the person has memory off, or when asked no change. */
export const updateReminder = defineTool({
  name: "update_reminder",
  description:
    "Change a reminder by reminderId: move it (dueAt: an ISO date-time, or a date alone for that whole day), rename it (text), " +
    "or cancel it (cancel: true). Keep the time of day when only the day changes, and the day when only the time changes.",
  parameters: UpdateReminderParameters,
  output: UpdateReminderOutput,
  readOnly: false,
  maxResults: 1,
  run: (params, context) =>
    Effect.gen(function* () {
      yield* requireMemoryOn(context.userId);
      const dueAt = params.dueAt === undefined ? undefined : dueInstant(params.dueAt, context.timeZone);
      if (dueAt !== undefined && Number.isNaN(dueAt.getTime())) return yield* Effect.fail(new Error(`"dueAt" is not a date: ${params.dueAt}`));
      const patch: ReminderPatch = {
        ...(params.text === undefined ? {} : { text: params.text }),
        ...(dueAt === undefined ? {} : { dueAt }),
        ...(params.cancel === true ? { status: "dismissed" as const } : {}),
      };
      if (Object.keys(patch).length === 0) return yield* Effect.fail(new Error("Nothing to change: give dueAt, text, or cancel: true."));
      const { previous, updated } = yield* updateReminderNow(context.userId, params.reminderId, patch, context.now);
      const data: UpdateReminderData = { updated: reminderView(updated, context.now, context.timeZone), previous: reminderView(previous, context.now, context.timeZone) };
      return { data, meta: listMeta(1, 1, { reminderId: params.reminderId }) };
    }),
});
