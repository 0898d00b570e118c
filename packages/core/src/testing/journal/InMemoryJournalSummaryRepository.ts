import { Effect, Option, Schema } from "effect";
import { InvalidInput, NotFound } from "../../common/errors.js";
import type { SummaryKind } from "../../journal/summary.js";
import { JournalSummary, SummaryKind as SummaryKindSchema, SummaryPeriod } from "../../journal/summary.js";
import type { JournalSummaryRepositoryService } from "../../journal/JournalSummaryRepository.js";
import { decodeInput } from "../../common/validation.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser, rowsOf } from "../storage/MemoryStore.js";

const periodFits = (kind: SummaryKind, period: string) => (kind === "month" ? period.length === 7 : period.length === 4);

const Range = Schema.Struct({ from: Schema.optional(SummaryPeriod), to: Schema.optional(SummaryPeriod) });

export const makeJournalSummaryRepository = (store: MemoryStore): JournalSummaryRepositoryService => {
  const { summaries } = store.tables;
  const keyed = (userId: unknown, kind: unknown, period: unknown) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const summaryKind = yield* decodeArgument(SummaryKindSchema, kind);
      const summaryPeriod = yield* decodeArgument(SummaryPeriod, period);
      if (!periodFits(summaryKind, summaryPeriod)) {
        return yield* Effect.fail(new InvalidInput({ message: `Period ${summaryPeriod} is not a ${summaryKind}`, field: "period" }));
      }
      return `${user}/${summaryKind}/${summaryPeriod}`;
    });
  return {
    upsert: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(JournalSummary, input);
        if (value.userId !== user) {
          return yield* Effect.fail(new InvalidInput({ message: "Summary belongs to another user", field: "userId" }));
        }
        summaries.set(yield* keyed(user, value.kind, value.period), copy(value));
      }),
    get: (userId, kind, period) =>
      Effect.map(keyed(userId, kind, period), (key) => Option.map(Option.fromNullishOr(summaries.get(key)), copy)),
    list: (userId, kind, range) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const summaryKind = yield* decodeArgument(SummaryKindSchema, kind);
        const bounds = yield* decodeInput(Range, range ?? {});
        return rowsOf(summaries, user)
          .filter(
            (row) =>
              row.kind === summaryKind &&
              (bounds.from === undefined || row.period >= bounds.from) &&
              (bounds.to === undefined || row.period <= bounds.to),
          )
          .sort((a, b) => (a.period < b.period ? -1 : 1))
          .map(copy);
      }),
    delete: (userId, kind, period) =>
      Effect.gen(function* () {
        const key = yield* keyed(userId, kind, period);
        if (!summaries.delete(key)) return yield* Effect.fail(NotFound.of("journalSummary", `${kind}/${period}`));
      }),
  };
};
