import type { Effect, Option } from "effect";
import { Context, Schema } from "effect";
import type { StorageError } from "../common/errors.js";
import { UserId } from "../common/ids.js";
import { JournalSummary, SummaryKind, SummaryPeriod } from "./summary.js";
import type { PortArguments } from "../storage/decodedPort.js";

export interface JournalSummaryRepositoryService {
  /**
   * Inserts or replaces the summary of `(kind, period)`. A period that does
   * not fit the kind (`YYYY-MM` for a month, `YYYY` for a year) and a
   * `summary.userId` other than `userId` fail with `InvalidInput`.
   */
  readonly upsert: (userId: UserId, summary: JournalSummary) => Effect.Effect<void, StorageError>;
  readonly get: (userId: UserId, kind: SummaryKind, period: string) => Effect.Effect<Option.Option<JournalSummary>, StorageError>;
  /** Summaries of one kind, period ascending, optionally within `[from, to]` periods (inclusive). */
  readonly list: (
    userId: UserId,
    kind: SummaryKind,
    range?: { from?: string; to?: string },
  ) => Effect.Effect<ReadonlyArray<JournalSummary>, StorageError>;
  /** `NotFound` when there is no such summary. */
  readonly delete: (userId: UserId, kind: SummaryKind, period: string) => Effect.Effect<void, StorageError>;
}

export class JournalSummaryRepository extends Context.Service<JournalSummaryRepository, JournalSummaryRepositoryService>()(
  "@lifeos/core/JournalSummaryRepository",
) {}

/** How each `JournalSummaryRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const JournalSummaryRepositoryArguments: PortArguments<JournalSummaryRepositoryService> = {
  upsert: [UserId, JournalSummary],
  get: [UserId, SummaryKind, SummaryPeriod],
  list: [UserId, SummaryKind, Schema.UndefinedOr(Schema.Struct({ from: Schema.optional(Schema.String), to: Schema.optional(Schema.String) }))],
  delete: [UserId, SummaryKind, SummaryPeriod],
};
