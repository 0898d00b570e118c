import type { EntryAnalyticsRepositoryService } from "@lifeos/core";
import { EntryAnalytics, EntryId, InvalidInput, LocalDate, NotFound, decodeInput } from "@lifeos/core";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { Effect, Option } from "effect";
import type { Database } from "../Database.js";
import { query } from "../Database.js";
import { decodeRow, decodeRows } from "../decodeRow.js";
import { entryAnalytics, journalEntries } from "../schema/index.js";
import { actingUser, decodeArgument, limitOf } from "./arguments.js";

const toAnalytics = decodeRow(EntryAnalytics, "entryAnalytics");
const toAnalyticsList = decodeRows(EntryAnalytics, "entryAnalytics");

export const makeEntryAnalyticsRepository = ({ db }: Database): EntryAnalyticsRepositoryService => ({
  upsert: (userId, analytics) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const value = yield* decodeInput(EntryAnalytics, analytics);
      if (value.userId !== user) return yield* Effect.fail(new InvalidInput({ message: "analytics.userId is not the acting user", field: "userId" }));
      const entries = yield* query(() =>
        db.select({ id: journalEntries.id }).from(journalEntries).where(and(eq(journalEntries.id, value.entryId), eq(journalEntries.userId, user))),
      );
      if (entries.length === 0) return yield* Effect.fail(NotFound.of("journalEntry", value.entryId));
      const row = { ...value, userId: user };
      const { entryId: _entryId, ...changes } = row;
      yield* query(() => db.insert(entryAnalytics).values(row).onConflictDoUpdate({ target: entryAnalytics.entryId, set: changes }), {
        entity: "journalEntry",
        id: value.entryId,
      });
    }),
  get: (userId, entryId) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const id = yield* decodeArgument(EntryId, entryId);
      const rows = yield* query(() => db.select().from(entryAnalytics).where(and(eq(entryAnalytics.entryId, id), eq(entryAnalytics.userId, user))));
      return rows[0] === undefined ? Option.none() : Option.some(yield* toAnalytics(rows[0]));
    }),
  listByDateRange: (userId, from, to, limit) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const first = yield* decodeArgument(LocalDate, from);
      const last = yield* decodeArgument(LocalDate, to);
      const max = yield* limitOf(limit, 5000);
      return yield* toAnalyticsList(
        yield* query(() =>
          db
            .select()
            .from(entryAnalytics)
            .where(and(eq(entryAnalytics.userId, user), gte(entryAnalytics.date, first), lte(entryAnalytics.date, last)))
            .orderBy(asc(entryAnalytics.date), asc(entryAnalytics.analyzedAt), asc(entryAnalytics.entryId))
            .limit(max),
        ),
      );
    }),
});
