import { and, asc, eq, gte, lte } from "drizzle-orm";
import { Effect, Option } from "effect";
import { EntryAnalytics, EntryId, InvalidInput, LocalDate, NotFound, UserId } from "@lifeos/core";
import type { EntryAnalyticsRepositoryService } from "@lifeos/core";
import { entryAnalytics, journalEntries } from "../schema/index.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, input, Limit, transaction } from "../database/SqliteContext.js";

const toAnalytics = decodeRow(EntryAnalytics);

export const makeEntryAnalyticsRepository = (context: SqliteContext): EntryAnalyticsRepositoryService => {
  const { db } = context;
  return {
    upsert: (rawUserId, raw) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(EntryAnalytics, raw)]), ([userId, analytics]) =>
        attempt(() =>
          transaction(context, () => {
            const entry = db
              .select({ id: journalEntries.id })
              .from(journalEntries)
              .where(and(eq(journalEntries.id, analytics.entryId), eq(journalEntries.userId, userId)))
              .get();
            if (!entry) throw NotFound.of("journalEntry", analytics.entryId);
            if (analytics.userId !== userId)
              throw new InvalidInput({ message: "The analysis belongs to another user", field: "userId" });
            const values = { ...analytics, userId };
            db.insert(entryAnalytics)
              .values(values)
              .onConflictDoUpdate({ target: entryAnalytics.entryId, set: values })
              .run();
          }),
        ),
      ),
    get: (rawUserId, rawEntryId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(EntryId, rawEntryId)]), ([userId, entryId]) =>
        attempt(() => {
          const row = db
            .select()
            .from(entryAnalytics)
            .where(and(eq(entryAnalytics.entryId, entryId), eq(entryAnalytics.userId, userId)))
            .get();
          return row ? Option.some(toAnalytics(row)) : Option.none();
        }),
      ),
    listByDateRange: (rawUserId, rawFrom, rawTo, limit = 5000) =>
      Effect.flatMap(
        Effect.all([input(UserId, rawUserId), input(LocalDate, rawFrom), input(LocalDate, rawTo), input(Limit, limit)]),
        ([userId, from, to, bound]) =>
          attempt(() =>
            db
              .select()
              .from(entryAnalytics)
              .where(and(eq(entryAnalytics.userId, userId), gte(entryAnalytics.date, from), lte(entryAnalytics.date, to)))
              .orderBy(asc(entryAnalytics.date), asc(entryAnalytics.entryId))
              .limit(bound)
              .all()
              .map(toAnalytics),
          ),
      ),
  };
};
