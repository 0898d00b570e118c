import { Effect } from "effect";
import { Conflict } from "../../common/errors.js";
import { ReminderId } from "../../common/ids.js";
import type { Reminder } from "../../memory/reminder.js";
import { NewReminder, ReminderListQuery, ReminderPatch } from "../../memory/reminder.js";
import type { ReminderRepositoryService } from "../../memory/ReminderRepository.js";
import { decodeInput } from "../../common/validation.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser, owned, rowsOf } from "../storage/MemoryStore.js";
import { paginate } from "../storage/paginate.js";

export const makeReminderRepository = (store: MemoryStore): ReminderRepositoryService => {
  const { reminders } = store.tables;
  const find = (userId: unknown, id: unknown) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const reminderId = yield* decodeArgument(ReminderId, id);
      return yield* owned(reminders, user, reminderId, "reminder");
    });
  return {
    create: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(NewReminder, input);
        if (value.id !== undefined && reminders.has(value.id)) {
          return yield* Effect.fail(new Conflict({ message: "A reminder with this id exists" }));
        }
        const now = yield* store.now;
        const reminder: Reminder = {
          id: value.id ?? ((yield* store.nextId) as ReminderId),
          userId: user,
          text: value.text,
          dueAt: value.dueAt,
          status: "pending",
          sourceThreadId: value.sourceThreadId ?? null,
          createdAt: now,
          updatedAt: now,
          recurrence: value.recurrence ?? null,
          memoryId: value.memoryId ?? null,
        };
        reminders.set(reminder.id, copy(reminder));
        return copy(reminder);
      }),
    get: (userId, id) => Effect.map(find(userId, id), copy),
    list: (userId, query) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const value = yield* decodeInput(ReminderListQuery, query);
        const rows = rowsOf(reminders, user).filter(
          (reminder) =>
            (value.status === undefined || reminder.status === value.status) &&
            (value.dueBefore === undefined || reminder.dueAt.getTime() <= value.dueBefore.getTime()),
        );
        const page = yield* paginate(rows, (row) => [row.dueAt.getTime(), row.id], ["asc", "asc"], value);
        return { ...page, items: page.items.map(copy) };
      }),
    update: (userId, id, patch) =>
      Effect.gen(function* () {
        const reminder = yield* find(userId, id);
        const value = yield* decodeInput(ReminderPatch, patch);
        const next: Reminder = {
          ...reminder,
          ...Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)),
          updatedAt: yield* store.now,
        };
        reminders.set(next.id, copy(next));
        return copy(next);
      }),
    delete: (userId, id) => Effect.map(find(userId, id), (reminder) => void reminders.delete(reminder.id)),
  };
};
