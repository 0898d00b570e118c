import type { Effect, Option } from "effect";
import { Context } from "effect";
import type { StorageError } from "../common/errors.js";
import { EntryId, UserId } from "../common/ids.js";
import { EntryAnalytics } from "./analytics.js";
import { LocalDate } from "../common/time.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { batchOf, OptionalLimit } from "../storage/decodedPort.js";

export interface EntryAnalyticsRepositoryService {
  /**
   * Inserts or replaces the analysis of one entry; `NotFound` if the entry is
   * not this user's, `InvalidInput` if `analytics.userId` is not `userId`.
   */
  readonly upsert: (userId: UserId, analytics: EntryAnalytics) => Effect.Effect<void, StorageError>;
  /**
   * `upsert` for several entries in one transaction, all or nothing: any
   * entry that is not the user's (`NotFound`), an analysis of another user
   * or a bad value (`InvalidInput`), or more than `Limits.batchItemsMax`
   * analyses (`PayloadTooLarge`) fails the call and no analysis changes. A
   * repeated entry ends with its last analysis.
   */
  readonly upsertMany: (userId: UserId, analyses: ReadonlyArray<EntryAnalytics>) => Effect.Effect<void, StorageError>;
  readonly get: (userId: UserId, entryId: EntryId) => Effect.Effect<Option.Option<EntryAnalytics>, StorageError>;
  /** Analyses dated within `[from, to]` (inclusive), by date ascending then entry id, at most `limit` (default 5000). */
  readonly listByDateRange: (
    userId: UserId,
    from: LocalDate,
    to: LocalDate,
    limit?: number,
  ) => Effect.Effect<ReadonlyArray<EntryAnalytics>, StorageError>;
}

export class EntryAnalyticsRepository extends Context.Service<EntryAnalyticsRepository, EntryAnalyticsRepositoryService>()(
  "@lifeos/core/EntryAnalyticsRepository",
) {}

/** How each `EntryAnalyticsRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const EntryAnalyticsRepositoryArguments: PortArguments<EntryAnalyticsRepositoryService> = {
  upsert: [UserId, EntryAnalytics],
  upsertMany: [UserId, batchOf(EntryAnalytics)],
  get: [UserId, EntryId],
  listByDateRange: [UserId, LocalDate, LocalDate, OptionalLimit],
};
