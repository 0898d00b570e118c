import { Effect, Option } from "effect";
import { InvalidInput } from "../../common/errors.js";
import { EntryId } from "../../common/ids.js";
import { EntryAnalytics } from "../../journal/analytics.js";
import type { EntryAnalyticsRepositoryService } from "../../journal/EntryAnalyticsRepository.js";
import { LocalDate } from "../../common/time.js";
import { decodeBatch, decodeInput } from "../../common/validation.js";
import { atomically } from "../storage/atomically.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser, limitOf, owned, rowsOf } from "../storage/MemoryStore.js";
import { sortBy } from "../storage/paginate.js";

export const makeEntryAnalyticsRepository = (store: MemoryStore): EntryAnalyticsRepositoryService => {
  const { analytics, entries } = store.tables;
  const put = (user: string, value: EntryAnalytics) =>
    Effect.gen(function* () {
      if (value.userId !== user) {
        return yield* Effect.fail(new InvalidInput({ message: "Analytics belong to another user", field: "userId" }));
      }
      yield* owned(entries, user, value.entryId, "journalEntry");
      analytics.set(value.entryId, copy(value));
    });
  return {
    upsert: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        yield* put(user, yield* decodeInput(EntryAnalytics, input));
      }),
    upsertMany: (userId, inputs) =>
      atomically(
        store.tables,
        ["analytics"],
        Effect.gen(function* () {
          const user = yield* existingUser(store, userId);
          for (const value of yield* decodeBatch(EntryAnalytics, inputs)) yield* put(user, value);
        }),
      ),
    get: (userId, entryId) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const id = yield* decodeArgument(EntryId, entryId);
        const row = analytics.get(id);
        return row !== undefined && row.userId === user ? Option.some(copy(row)) : Option.none();
      }),
    listByDateRange: (userId, from, to, limit) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const start = yield* decodeArgument(LocalDate, from);
        const end = yield* decodeArgument(LocalDate, to);
        const max = yield* limitOf(limit, 5000);
        const rows = rowsOf(analytics, user).filter((row) => row.date >= start && row.date <= end);
        return sortBy(rows, (row) => [row.date, row.entryId], ["asc", "asc"]).slice(0, max).map(copy);
      }),
  };
};
