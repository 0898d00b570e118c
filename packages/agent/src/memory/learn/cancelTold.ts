import type { UserId } from "@lifeos/core";
import { MemoryRepository, ReminderRepository, serviceTopicIn, toLocalDate } from "@lifeos/core";
import { updateReminderNow } from "@lifeos/tools";
import { Effect } from "effect";
import type { VisitCancel } from "../offline/visitCancelled.js";
import { visitToCancel } from "../offline/visitCancelled.js";

/**
 * Ends the appointment a message calls off ("cancel the dentist appointment", "desmarca a consulta do dentista"): the
 * one the reply named (`visitToCancel`) no longer holds, so the agenda stops telling it, and the pending reminders of
 * it are dismissed with it: the one made from it, and one of the same service due by its day. Nothing is stored, and
 * nothing ends when no such appointment is known. Returns the appointment ended, if any.
 */
export const cancelTold = (userId: UserId, cancel: VisitCancel, at: Date, timeZone: string) =>
  Effect.gen(function* () {
    const memories = yield* MemoryRepository;
    const open = [
      ...(yield* memories.list(userId, { type: "appointment", limit: 100 })).items,
      ...(yield* memories.list(userId, { type: "event", limit: 100 })).items,
    ].filter((memory) => memory.validTo === null && memory.occurredAt !== null);
    const rows = open.map((memory) => ({ memory, content: memory.content, date: toLocalDate(memory.occurredAt!, timeZone), type: memory.type, current: true }));
    const meant = visitToCancel(cancel, rows, toLocalDate(at, timeZone));
    if (meant === undefined) return null;
    yield* memories.update(userId, meant.memory.id, { validTo: at });
    const reminders = yield* ReminderRepository;
    const pending = (yield* reminders.list(userId, { status: "pending", limit: 200 })).items;
    const ofIt = pending.filter(
      (reminder) =>
        reminder.memoryId === meant.memory.id ||
        (cancel.topic !== undefined && serviceTopicIn(reminder.text)?.key === cancel.topic && toLocalDate(reminder.dueAt, timeZone) <= meant.date),
    );
    for (const reminder of ofIt) yield* updateReminderNow(userId, reminder.id, { status: "dismissed" }, at);
    return meant.memory;
  });
