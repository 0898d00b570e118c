import type { EntryAnalyticsRepositoryService } from "@lifeos/core";
import { EntryAnalytics, EntryAnalyticsRepositoryArguments, InvalidInput, NotFound, withDecodedArguments } from "@lifeos/core";
import { and, asc, eq, getTableColumns, gte, inArray, lte, sql } from "drizzle-orm";
import { Effect, Option } from "effect";
import type { Database } from "../database/Database.js";
import { query, transaction } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { entryAnalytics, journalEntries } from "./schema.js";

const toAnalytics = decodeRow(EntryAnalytics, "entryAnalytics");
const toAnalyticsList = decodeRows(EntryAnalytics, "entryAnalytics");

/** Every column but the key, taken from the row that was proposed for insertion. */
const excludedColumns = Object.fromEntries(
  Object.entries(getTableColumns(entryAnalytics))
    .filter(([name]) => name !== "entryId")
    .map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
);

export const makeEntryAnalyticsRepository = ({ db }: Database): EntryAnalyticsRepositoryService =>
  withDecodedArguments(EntryAnalyticsRepositoryArguments, {
    upsert: (user, value) =>
      Effect.gen(function* () {
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
    upsertMany: (user, values) =>
      Effect.gen(function* () {
        if (values.some((value) => value.userId !== user)) {
          return yield* Effect.fail(new InvalidInput({ message: "An analysis belongs to another user", field: "userId" }));
        }
        if (values.length === 0) return;
        // A repeated entry ends with its last analysis.
        const last = [...new Map(values.map((value) => [value.entryId as string, value])).values()];
        yield* transaction(db, (tx) =>
          Effect.gen(function* () {
            const owned = yield* query(() =>
              tx
                .select({ id: journalEntries.id })
                .from(journalEntries)
                .where(and(eq(journalEntries.userId, user), inArray(journalEntries.id, last.map((value) => value.entryId)))),
            );
            const ownedIds = new Set(owned.map((row) => row.id));
            const missing = last.find((value) => !ownedIds.has(value.entryId));
            if (missing !== undefined) return yield* Effect.fail(NotFound.of("journalEntry", missing.entryId));
            yield* query(() =>
              tx
                .insert(entryAnalytics)
                .values(last)
                .onConflictDoUpdate({ target: entryAnalytics.entryId, set: excludedColumns }),
            );
          }),
        );
      }),
    get: (user, id) =>
      Effect.gen(function* () {
        const rows = yield* query(() => db.select().from(entryAnalytics).where(and(eq(entryAnalytics.entryId, id), eq(entryAnalytics.userId, user))));
        return rows[0] === undefined ? Option.none() : Option.some(yield* toAnalytics(rows[0]));
      }),
    listByDateRange: (user, first, last, max = 5000) =>
      Effect.gen(function* () {
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
