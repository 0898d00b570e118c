import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { Effect } from "effect";
import {
  decodeCursor,
  defaultPageLimit,
  NewReminder,
  NotFound,
  pageFrom,
  Reminder,
  ReminderId,
  ReminderListQuery,
  ReminderPatch,
  UserId,
} from "@lifeos/core";
import type { ReminderRepositoryService } from "@lifeos/core";
import { reminders } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, input, transaction } from "../database/SqliteContext.js";
import { definedFields } from "../database/patch.js";

const toReminder = decodeRow(Reminder);

export const makeReminderRepository = (context: SqliteContext): ReminderRepositoryService => {
  const { db } = context;
  const owned = (userId: string, id: string) => and(eq(reminders.id, id), eq(reminders.userId, userId));
  const getOrFail = (userId: string, id: string) => {
    const row = db.select().from(reminders).where(owned(userId, id)).get();
    if (!row) throw NotFound.of("reminder", id);
    return toReminder(row);
  };
  return {
    create: (rawUserId, raw) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(NewReminder, raw)]), ([userId, value]) =>
        attempt(() => {
          const now = context.now();
          return toReminder(
            db
              .insert(reminders)
              .values({
                id: value.id ?? context.newId(),
                userId,
                text: value.text,
                dueAt: value.dueAt,
                status: "pending",
                sourceThreadId: value.sourceThreadId ?? null,
                createdAt: now,
                updatedAt: now,
                recurrence: value.recurrence ?? null,
                memoryId: value.memoryId ?? null,
              })
              .returning()
              .get(),
          );
        }),
      ),
    get: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(ReminderId, rawId)]), ([userId, id]) =>
        attempt(() => getOrFail(userId, id)),
      ),
    list: (rawUserId, rawQuery) =>
      Effect.gen(function* () {
        const userId = yield* input(UserId, rawUserId);
        const query = yield* input(ReminderListQuery, rawQuery);
        const after = query.cursor === undefined ? undefined : yield* decodeCursor(query.cursor, ["timestamp", "uuid"]);
        const limit = query.limit ?? defaultPageLimit;
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
          return pageFrom(rows, limit, (reminder) => [reminder.dueAt.getTime(), reminder.id]);
        });
      }),
    update: (rawUserId, rawId, rawPatch) =>
      Effect.flatMap(
        Effect.all([input(UserId, rawUserId), input(ReminderId, rawId), input(ReminderPatch, rawPatch)]),
        ([userId, id, patch]) =>
          attempt(() =>
            transaction(context, () => {
              getOrFail(userId, id);
              db.update(reminders)
                .set({ ...definedFields(patch), updatedAt: context.now() })
                .where(owned(userId, id))
                .run();
              return getOrFail(userId, id);
            }),
          ),
      ),
    delete: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(ReminderId, rawId)]), ([userId, id]) =>
        attempt(() => {
          const result = db.delete(reminders).where(owned(userId, id)).run();
          if (result.changes === 0) throw NotFound.of("reminder", id);
        }),
      ),
  };
};
