import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { Effect } from "effect";
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
import type { MemoryEndings, ReminderRepositoryService } from "@lifeos/core";
import { memories, reminders } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, transaction } from "../database/SqliteContext.js";

const toReminder = decodeRow(Reminder);

export const makeReminderRepository = (context: SqliteContext): ReminderRepositoryService => {
  const { db } = context;
  const owned = (userId: string, id: string) => and(eq(reminders.id, id), eq(reminders.userId, userId));
  const getOrFail = (userId: string, id: string) => {
    const row = db.select().from(reminders).where(owned(userId, id)).get();
    if (!row) throw NotFound.of("reminder", id);
    return toReminder(row);
  };
  /** The reminder as it is in the transaction, once `reminderWriteOutcome` lets the write go on; `undefined` to leave it as it is. */
  const writable = (userId: string, id: string, unchangedSince: Date | undefined, completing: boolean) => {
    const reminder = getOrFail(userId, id);
    const outcome = reminderWriteOutcome(reminder, unchangedSince, completing);
    if (outcome === "asItIs") return undefined;
    if (outcome !== "write") throw outcome;
    return reminder;
  };
  const endMemories = (userId: string, endings: MemoryEndings | undefined, now: Date) => {
    if (endings !== undefined && endings.memoryIds.length > 0)
      db.update(memories)
        .set({ validTo: endings.at, updatedAt: now })
        .where(and(inArray(memories.id, [...endings.memoryIds]), eq(memories.userId, userId), isNull(memories.validTo)))
        .run();
  };
  return withDecodedArguments(ReminderRepositoryArguments, {
    create: (userId, value) =>
      attempt(() => {
        const record = newReminderRecord(value, { id: value.id ?? context.newId(), userId, now: context.now() });
        return toReminder(db.insert(reminders).values(record).returning().get());
      }),
    get: (userId, id) => attempt(() => getOrFail(userId, id)),
    list: (userId, query) =>
      Effect.gen(function* () {
        const after = yield* reminderListOrder.after(query.cursor);
        const limit = pageLimit(query.limit);
        return yield* attempt(() => {
          const conditions: Array<SQL> = [eq(reminders.userId, userId)];
          if (query.status !== undefined) conditions.push(eq(reminders.status, query.status));
          if (query.dueBefore !== undefined) conditions.push(lte(reminders.dueAt, query.dueBefore));
          if (after !== undefined) conditions.push(sql`(${reminders.dueAt}, ${reminders.id}) > (${after[0]}, ${after[1]})`);
          const rows = db
            .select()
            .from(reminders)
            .where(and(...conditions))
            .orderBy(asc(reminders.dueAt), asc(reminders.id))
            .limit(limit + 1)
            .all()
            .map(toReminder);
          return reminderListOrder.page(rows, limit);
        });
      }),
    update: (userId, id, patch, endings, unchangedSince) =>
      attempt(() =>
        transaction(context, () => {
          writable(userId, id, unchangedSince, false);
          const now = context.now();
          db.update(reminders)
            .set({ ...givenFields(patch), updatedAt: now })
            .where(owned(userId, id))
            .run();
          endMemories(userId, endings, now);
          return getOrFail(userId, id);
        }),
      ),
    complete: (userId, id, next, endings, unchangedSince) =>
      attempt(() =>
        transaction(context, () => {
          const reminder = writable(userId, id, unchangedSince, true);
          if (reminder === undefined) return { done: getOrFail(userId, id), next: null, alreadyDone: true };
          const now = context.now();
          db.update(reminders).set({ status: "done", updatedAt: now }).where(owned(userId, id)).run();
          endMemories(userId, endings, now);
          const created =
            next === null
              ? null
              : toReminder(db.insert(reminders).values(newReminderRecord(next, { id: next.id ?? context.newId(), userId, now })).returning().get());
          return { done: getOrFail(userId, id), next: created, alreadyDone: false };
        }),
      ),
    delete: (userId, id) =>
      attempt(() =>
        transaction(context, () => {
          const reminder = getOrFail(userId, id);
          db.delete(reminders).where(owned(userId, id)).run();
          if (reminder.memoryId === null) return;
          const at = context.now();
          db.update(memories)
            .set({ validTo: at, updatedAt: at })
            .where(and(eq(memories.id, reminder.memoryId), eq(memories.userId, userId), isNull(memories.validTo)))
            .run();
        }),
      ),
  });
};
