import type { UserId } from "@lifeos/core";
import { MemoryRepository, ReminderRepository } from "@lifeos/core";
import { completeReminderNow } from "@lifeos/tools";
import { Effect } from "effect";
import type { TaskDone } from "./taskDone.js";
import { doneRows } from "./taskDone.js";

/**
 * Ends what a message says is done ("I've renewed my passport", "já renovei o passaporte"): the one pending reminder
 * it names best is completed, unless the turn already closed a reminder with its own tool, and every open task memory
 * it names best ends. Returns how many were closed.
 */
export const closeDoneTasks = (userId: UserId, done: TaskDone, at: Date) =>
  Effect.gen(function* () {
    let closed = 0;
    const reminders = yield* ReminderRepository;
    const closedNow = (yield* reminders.list(userId, { status: "done", limit: 200 })).items.some((reminder) => reminder.updatedAt.getTime() >= at.getTime());
    if (!closedNow) {
      const named = doneRows(done, (yield* reminders.list(userId, { status: "pending", limit: 200 })).items, (reminder) => reminder.text);
      if (named.length === 1) {
        yield* completeReminderNow(userId, named[0]!.id, at);
        closed += 1;
      }
    }
    const memories = yield* MemoryRepository;
    const open = (yield* memories.list(userId, { type: "task", limit: 100 })).items.filter((memory) => memory.validTo === null);
    for (const task of doneRows(done, open, (memory) => memory.content)) {
      yield* memories.update(userId, task.id, { validTo: at });
      closed += 1;
    }
    return closed;
  });
