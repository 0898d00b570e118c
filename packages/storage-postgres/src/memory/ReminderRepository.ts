import type { MemoryEndings, ReminderId, ReminderRepositoryService, UserId } from "@lifeos/core";
import {
  givenFields,
  newReminderRecord,
  NotFound,
  pageLimit,
  Reminder,
  reminderListOrder,
  ReminderRepositoryArguments,
  reminderWriteOutcome,
  withDecodedArguments,
} from "@lifeos/core";
import type { SQL } from "drizzle-orm";
import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import { Effect } from "effect";
import type { Database, Executor } from "../database/Database.js";
import { query, transaction } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { memories, reminders } from "./schema.js";
import { single } from "../database/arguments.js";
import { keysetOf } from "../database/cursor.js";

const toReminder = decodeRow(Reminder, "reminder");
const toReminders = decodeRows(Reminder, "reminder");

const order = keysetOf(reminderListOrder, [reminders.dueAt, reminders.id], "asc");

export const makeReminderRepository = ({ db, now, nextId }: Database): ReminderRepositoryService => {
  const owned = (user: string, id: string) => and(eq(reminders.id, id), eq(reminders.userId, user));
  const find = (user: UserId, reminderId: ReminderId) =>
    Effect.gen(function* () {
      const rows = yield* query(() => db.select().from(reminders).where(owned(user, reminderId)));
      return yield* toReminder(yield* single(rows, () => NotFound.of("reminder", reminderId)));
    });
  /**
   * The reminder's row locked (`FOR UPDATE`) in the transaction `tx`, once `reminderWriteOutcome` lets the write go
   * on; with `asItIs` set to leave it as it is.
   */
  const writable = (tx: Executor, user: UserId, id: ReminderId, unchangedSince: Date | undefined, completing: boolean) =>
    Effect.gen(function* () {
      const rows = yield* query(() => tx.select().from(reminders).where(owned(user, id)).for("update"));
      const reminder = yield* toReminder(yield* single(rows, () => NotFound.of("reminder", id)));
      const outcome = reminderWriteOutcome(reminder, unchangedSince, completing);
      if (outcome !== "write" && outcome !== "asItIs") return yield* Effect.fail(outcome);
      return { row: rows[0], asItIs: outcome === "asItIs" };
    });
  const endMemories = (tx: Executor, user: UserId, endings: MemoryEndings | undefined, at: Date) =>
    endings === undefined || endings.memoryIds.length === 0
      ? Effect.void
      : query(() =>
          tx
            .update(memories)
            .set({ validTo: endings.at, updatedAt: at })
            .where(and(inArray(memories.id, [...endings.memoryIds]), eq(memories.userId, user), isNull(memories.validTo))),
        );
  return withDecodedArguments(ReminderRepositoryArguments, {
    create: (user, value) =>
      Effect.gen(function* () {
        const row = newReminderRecord(value, { id: value.id ?? (yield* nextId), userId: user, now: yield* now });
        const inserted = yield* query(() => db.insert(reminders).values(row).returning(), { entity: "user", id: user });
        return yield* toReminder(inserted[0]);
      }),
    get: find,
    list: (user, value) =>
      Effect.gen(function* () {
        const limit = pageLimit(value.limit);
        const conditions: Array<SQL | undefined> = [eq(reminders.userId, user), yield* order.after(value.cursor)];
        if (value.status !== undefined) conditions.push(eq(reminders.status, value.status));
        if (value.dueBefore !== undefined) conditions.push(lte(reminders.dueAt, value.dueBefore));
        const rows = yield* query(() => db.select().from(reminders).where(and(...conditions)).orderBy(...order.orderBy).limit(limit + 1));
        return order.page(yield* toReminders(rows), limit);
      }),
    update: (user, id, patch, endings, unchangedSince) =>
      Effect.gen(function* () {
        const at = yield* now;
        const changes = { ...givenFields(patch), updatedAt: at };
        const row = yield* transaction(db, (tx) =>
          Effect.gen(function* () {
            yield* writable(tx, user, id, unchangedSince, false);
            const rows = yield* query(() => tx.update(reminders).set(changes).where(owned(user, id)).returning());
            yield* endMemories(tx, user, endings, at);
            return rows[0];
          }),
        );
        return yield* toReminder(row);
      }),
    complete: (user, id, next, endings, unchangedSince) =>
      Effect.gen(function* () {
        const at = yield* now;
        const nextRow = next === null ? null : newReminderRecord(next, { id: next.id ?? (yield* nextId), userId: user, now: at });
        const rows = yield* transaction(db, (tx) =>
          Effect.gen(function* () {
            const { row, asItIs } = yield* writable(tx, user, id, unchangedSince, true);
            if (asItIs) return { done: row, next: null, alreadyDone: true };
            const done = yield* query(() => tx.update(reminders).set({ status: "done", updatedAt: at }).where(owned(user, id)).returning());
            yield* endMemories(tx, user, endings, at);
            const created = nextRow === null ? [] : yield* query(() => tx.insert(reminders).values(nextRow).returning());
            return { done: done[0], next: created[0] ?? null, alreadyDone: false };
          }),
        );
        return { done: yield* toReminder(rows.done), next: rows.next === null ? null : yield* toReminder(rows.next), alreadyDone: rows.alreadyDone };
      }),
    delete: (user, id) =>
      Effect.gen(function* () {
        const at = yield* now;
        yield* transaction(db, (tx) =>
          Effect.gen(function* () {
            const deleted = yield* query(() => tx.delete(reminders).where(owned(user, id)).returning({ memoryId: reminders.memoryId }));
            const { memoryId } = yield* single(deleted, () => NotFound.of("reminder", id));
            if (memoryId === null) return;
            yield* query(() =>
              tx.update(memories).set({ validTo: at, updatedAt: at }).where(and(eq(memories.id, memoryId), eq(memories.userId, user), isNull(memories.validTo))),
            );
          }),
        );
      }),
  });
};
