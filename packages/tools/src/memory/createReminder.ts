import { MemoryId, MemoryRepository, ReminderRecurrence, ReminderRepository, RequiredString, CreateReminderOutput, zonedInstant } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { listMeta } from "../journal/meta.js";
import { reminderView } from "./memoryViews.js";
import { requireMemoryOn } from "./requireMemoryOn.js";

export const CreateReminderParameters = Schema.Struct({
  text: RequiredString(2000),
  /** ISO instant or date; a date is a reminder for that whole day where the person is (its local midnight). */
  dueAt: Schema.String,
  recurrence: Schema.optional(ReminderRecurrence),
  memoryId: Schema.optional(MemoryId),
  /** False (default): only a draft is returned, to show the user. True once the user said yes. */
  confirmed: Schema.optional(Schema.Boolean),
});

/**
 * The instant a `dueAt` names. A date alone ("2026-07-02") is a reminder for that day in the person's time zone, kept
 * as the day's local midnight, as reminders for a day are kept everywhere (and said by the day alone).
 */
export const dueInstant = (dueAt: string, timeZone: string): Date => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dueAt);
  if (day === null) return new Date(dueAt);
  return zonedInstant({ year: Number(day[1]), month: Number(day[2]), day: Number(day[3]) }, timeZone);
};

export type CreateReminderData = CreateReminderOutput;

/** `create_reminder`: a draft until the user confirms; then a pending reminder, optionally repeating, tied to the memory it came from. Fails while the person has memory off. */
export const createReminder = defineTool({
  name: "create_reminder",
  description:
    "Create a reminder. First call without confirmed to get a draft and ask the user ('Shall I remind you …?'); only after " +
    "they say yes call again with confirmed: true. dueAt is an ISO date-time, or a date alone for a reminder for that whole day; recurrence e.g. {every: 6, unit: 'month'}.",
  parameters: CreateReminderParameters,
  output: CreateReminderOutput,
  readOnly: false,
  maxResults: 1,
  run: (params, context) =>
    Effect.gen(function* () {
      // No draft either while memory is off: a draft would be a promise the confirmation cannot keep.
      yield* requireMemoryOn(context.userId);
      const dueAt = dueInstant(params.dueAt, context.timeZone);
      if (Number.isNaN(dueAt.getTime())) return yield* Effect.fail(new Error(`"dueAt" is not a date: ${params.dueAt}`));
      if (params.confirmed !== true) {
        const data: CreateReminderData = { status: "draft", reminder: { text: params.text, dueAt: dueAt.toISOString(), recurrence: params.recurrence ?? null } };
        return { data, meta: listMeta(0, 0, { confirmed: false }) };
      }
      if (params.memoryId !== undefined) yield* (yield* MemoryRepository).get(context.userId, params.memoryId);
      const reminder = yield* (yield* ReminderRepository).create(context.userId, {
        text: params.text,
        dueAt,
        recurrence: params.recurrence ?? null,
        memoryId: params.memoryId ?? null,
        sourceThreadId: context.threadId,
      });
      const data: CreateReminderData = { status: "created", reminder: reminderView(reminder, context.now, context.timeZone) };
      return { data, meta: listMeta(1, 1, { confirmed: true }) };
    }),
});
