import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { Option } from "effect";
import { EntryAnalytics, EntryAnalyticsRepositoryArguments, InvalidInput, NotFound, withDecodedArguments } from "@lifeos/core";
import type { EntryAnalyticsRepositoryService } from "@lifeos/core";
import { entryAnalytics, journalEntries } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, prepared, transaction } from "../database/SqliteContext.js";
import { preparedQuery } from "../database/preparedQueries.js";

const toAnalytics = decodeRow(EntryAnalytics);

const upsertAnalytics = `INSERT INTO entry_analytics (entry_id, user_id, date, emotions, happiness, valence, arousal, stress, energy,
  events, confidence, method, model, analyzed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (entry_id) DO UPDATE SET user_id = excluded.user_id, date = excluded.date, emotions = excluded.emotions,
  happiness = excluded.happiness, valence = excluded.valence, arousal = excluded.arousal, stress = excluded.stress,
  energy = excluded.energy, events = excluded.events, confidence = excluded.confidence, method = excluded.method,
  model = excluded.model, analyzed_at = excluded.analyzed_at`;

/** A user's analytics of the entries dated `from` to `to`, in date order, at most `bound`: the chat's questions about a period read them. */
const analyticsBetween = (context: SqliteContext) =>
  preparedQuery(context, analyticsBetween, () =>
    context.db
      .select()
      .from(entryAnalytics)
      .where(
        and(
          eq(entryAnalytics.userId, sql.placeholder("userId")),
          gte(entryAnalytics.date, sql.placeholder("from")),
          lte(entryAnalytics.date, sql.placeholder("to")),
        ),
      )
      .orderBy(asc(entryAnalytics.date), asc(entryAnalytics.entryId))
      .limit(sql.placeholder("bound"))
      .prepare(),
  );

export const makeEntryAnalyticsRepository = (context: SqliteContext): EntryAnalyticsRepositoryService => {
  const { db } = context;
  return withDecodedArguments(EntryAnalyticsRepositoryArguments, {
    upsert: (userId, analytics) =>
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
    upsertMany: (userId, analyses) =>
      attempt(() => {
        if (analyses.length === 0) return;
        const owned = prepared(context, "SELECT 1 FROM journal_entries WHERE id = ? AND user_id = ?");
        const upsert = prepared(context, upsertAnalytics);
        transaction(context, () => {
          for (const analytics of analyses) {
            if (analytics.userId !== userId) throw new InvalidInput({ message: "The analysis belongs to another user", field: "userId" });
            if (owned.get(analytics.entryId, userId) === undefined) throw NotFound.of("journalEntry", analytics.entryId);
            upsert.run(
              analytics.entryId, userId, analytics.date, JSON.stringify(analytics.emotions), analytics.happiness, analytics.valence,
              analytics.arousal, analytics.stress, analytics.energy, JSON.stringify(analytics.events), analytics.confidence,
              analytics.method, analytics.model, analytics.analyzedAt.getTime(),
            );
          }
        });
      }),
    get: (userId, entryId) =>
      attempt(() => {
        const row = db
          .select()
          .from(entryAnalytics)
          .where(and(eq(entryAnalytics.entryId, entryId), eq(entryAnalytics.userId, userId)))
          .get();
        return row ? Option.some(toAnalytics(row)) : Option.none();
      }),
    listByDateRange: (userId, from, to, bound = 5000) =>
      attempt(() => analyticsBetween(context).all({ userId, from, to, bound }).map(toAnalytics)),
  });
};
