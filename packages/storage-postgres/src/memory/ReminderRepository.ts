import type { ReminderRepositoryService } from "@lifeos/core";
import { NewReminder, NotFound, Reminder, ReminderId, ReminderListQuery, ReminderPatch, decodeInput } from "@lifeos/core";
import type { SQL } from "drizzle-orm";
import { and, eq, lte } from "drizzle-orm";
import { Effect } from "effect";
import type { Database } from "../database/Database.js";
import { query } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { reminders } from "./schema.js";
import { actingUser, decodeArgument, given, single } from "../database/arguments.js";
import { keyset, pageLimit } from "../database/cursor.js";

const toReminder = decodeRow(Reminder, "reminder");
const toReminders = decodeRows(Reminder, "reminder");

const order = keyset<Reminder>(
  [
    { column: reminders.dueAt, kind: "timestamp", value: (reminder) => reminder.dueAt.getTime() },
    { column: reminders.id, kind: "uuid", value: (reminder) => reminder.id },
  ],
  "asc",
);

export const makeReminderRepository = ({ db, now, nextId }: Database): ReminderRepositoryService => {
  const owned = (user: string, id: string) => and(eq(reminders.id, id), eq(reminders.userId, user));
  const find = (userId: unknown, id: unknown) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const reminderId = yield* decodeArgument(ReminderId, id);
      const rows = yield* query(() => db.select().from(reminders).where(owned(user, reminderId)));
      return yield* toReminder(yield* single(rows, () => NotFound.of("reminder", reminderId)));
    });
  return {
    create: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const value = yield* decodeInput(NewReminder, input);
        const at = yield* now;
        const row = {
          id: value.id ?? (yield* nextId),
          userId: user,
          text: value.text,
          dueAt: value.dueAt,
          status: "pending",
          sourceThreadId: value.sourceThreadId ?? null,
          recurrence: value.recurrence ?? null,
          memoryId: value.memoryId ?? null,
          createdAt: at,
          updatedAt: at,
        };
        const inserted = yield* query(() => db.insert(reminders).values(row).returning(), { entity: "user", id: user });
        return yield* toReminder(inserted[0]);
      }),
    get: find,
    list: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const value = yield* decodeInput(ReminderListQuery, input);
        const limit = pageLimit(value.limit);
        const conditions: Array<SQL | undefined> = [eq(reminders.userId, user), yield* order.after(value.cursor)];
        if (value.status !== undefined) conditions.push(eq(reminders.status, value.status));
        if (value.dueBefore !== undefined) conditions.push(lte(reminders.dueAt, value.dueBefore));
        const rows = yield* query(() => db.select().from(reminders).where(and(...conditions)).orderBy(...order.orderBy).limit(limit + 1));
        return order.page(yield* toReminders(rows), limit);
      }),
    update: (userId, id, patch) =>
      Effect.gen(function* () {
        const reminder = yield* find(userId, id);
        const changes = { ...given(yield* decodeInput(ReminderPatch, patch)), updatedAt: yield* now };
        const rows = yield* query(() => db.update(reminders).set(changes).where(owned(reminder.userId, reminder.id)).returning());
        return yield* toReminder(yield* single(rows, () => NotFound.of("reminder", reminder.id)));
      }),
    delete: (userId, id) =>
      Effect.gen(function* () {
        const reminder = yield* find(userId, id);
        yield* query(() => db.delete(reminders).where(owned(reminder.userId, reminder.id)));
      }),
  };
};
