import type { Reminder } from "@lifeos/core";
import { MemoryRepository } from "@lifeos/core";
import { Effect } from "effect";

/**
 * Ends the memory a reminder came from (the task or need it reminds of, "I need to call my mother") once the reminder
 * is cancelled or done for good: the memory held until `at` and is no longer current. Nothing for a reminder made by
 * hand, one whose memory is gone or already ended, or a repeating one done (its next occurrence still reminds of it).
 */
export const retireReminderMemory = (reminder: Reminder, at: Date) =>
  Effect.gen(function* () {
    if (reminder.memoryId === null) return;
    const memories = yield* MemoryRepository;
    const memory = yield* memories.get(reminder.userId, reminder.memoryId).pipe(Effect.catchTag("NotFound", () => Effect.succeed(null)));
    if (memory === null || memory.validTo !== null) return;
    yield* memories.update(reminder.userId, memory.id, { validTo: at });
  });
