import type { EntryAnalytics, JournalEntry, LocalDate, StorageError, UserId } from "@lifeos/core";
import { EntryAnalyticsRepository, JournalEntryRepository } from "@lifeos/core";
import { Effect } from "effect";

/** Most entries read for one period (a year of several entries a day fits). */
export const periodEntryLimit = 3000;

/** Every entry dated within `[from, to]`, oldest first, at most `max`, read page by page. */
export const listEntriesInRange = (
  userId: UserId,
  from: LocalDate,
  to: LocalDate,
  max = periodEntryLimit,
): Effect.Effect<JournalEntry[], StorageError, JournalEntryRepository> =>
  Effect.gen(function* () {
    const repository = yield* JournalEntryRepository;
    const entries: JournalEntry[] = [];
    let cursor: string | undefined;
    do {
      const page = yield* repository.list(userId, { from, to, order: "asc", limit: 200, cursor });
      entries.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined && entries.length < max);
    return entries.slice(0, max);
  });

/** A period's entries with their analyses. */
export const loadPeriod = (
  userId: UserId,
  from: LocalDate,
  to: LocalDate,
): Effect.Effect<
  { entries: JournalEntry[]; analytics: ReadonlyArray<EntryAnalytics> },
  StorageError,
  JournalEntryRepository | EntryAnalyticsRepository
> =>
  Effect.gen(function* () {
    const entries = yield* listEntriesInRange(userId, from, to);
    const analytics = yield* (yield* EntryAnalyticsRepository).listByDateRange(userId, from, to, periodEntryLimit);
    return { entries, analytics };
  });
