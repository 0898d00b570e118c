import type { JournalSummaryRepositoryService } from "@lifeos/core";
import { InvalidInput, JournalSummary, NotFound, SummaryKind, SummaryPeriod, decodeInput } from "@lifeos/core";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { Effect, Option, Schema } from "effect";
import type { Database } from "../database/Database.js";
import { query } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { journalSummaries } from "./schema.js";
import { actingUser, decodeArgument, single } from "../database/arguments.js";

const toSummary = decodeRow(JournalSummary, "journalSummary");
const toSummaries = decodeRows(JournalSummary, "journalSummary");

/** `YYYY-MM` for a month, `YYYY` for a year. */
const fitsKind = (kind: string, period: string): boolean => (kind === "month" ? period.length === 7 : period.length === 4);

const Range = Schema.optional(Schema.Struct({ from: Schema.optional(Schema.String), to: Schema.optional(Schema.String) }));

export const makeJournalSummaryRepository = ({ db }: Database): JournalSummaryRepositoryService => {
  const key = (user: string, kind: string, period: string) =>
    and(eq(journalSummaries.userId, user), eq(journalSummaries.kind, kind), eq(journalSummaries.period, period));
  return {
    upsert: (userId, summary) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const value = yield* decodeInput(JournalSummary, summary);
        if (value.userId !== user) return yield* Effect.fail(new InvalidInput({ message: "summary.userId is not the acting user", field: "userId" }));
        if (!fitsKind(value.kind, value.period)) return yield* Effect.fail(new InvalidInput({ message: "The period does not fit the kind", field: "period" }));
        const row = { ...value, userId: user };
        const { userId: _user, kind: _kind, period: _period, ...changes } = row;
        yield* query(
          () =>
            db
              .insert(journalSummaries)
              .values(row)
              .onConflictDoUpdate({ target: [journalSummaries.userId, journalSummaries.kind, journalSummaries.period], set: changes }),
          { entity: "user", id: user },
        );
      }),
    get: (userId, kind, period) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const summaryKind = yield* decodeArgument(SummaryKind, kind);
        const summaryPeriod = yield* decodeArgument(SummaryPeriod, period);
        if (!fitsKind(summaryKind, summaryPeriod)) return yield* Effect.fail(new InvalidInput({ message: "The period does not fit the kind", field: "period" }));
        const rows = yield* query(() => db.select().from(journalSummaries).where(key(user, summaryKind, summaryPeriod)));
        return rows[0] === undefined ? Option.none() : Option.some(yield* toSummary(rows[0]));
      }),
    list: (userId, kind, range) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const summaryKind = yield* decodeArgument(SummaryKind, kind);
        const bounds = yield* decodeInput(Range, range);
        return yield* toSummaries(
          yield* query(() =>
            db
              .select()
              .from(journalSummaries)
              .where(
                and(
                  eq(journalSummaries.userId, user),
                  eq(journalSummaries.kind, summaryKind),
                  bounds?.from !== undefined ? gte(journalSummaries.period, bounds.from) : undefined,
                  bounds?.to !== undefined ? lte(journalSummaries.period, bounds.to) : undefined,
                ),
              )
              .orderBy(asc(journalSummaries.period)),
          ),
        );
      }),
    delete: (userId, kind, period) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const summaryKind = yield* decodeArgument(SummaryKind, kind);
        const summaryPeriod = yield* decodeArgument(SummaryPeriod, period);
        if (!fitsKind(summaryKind, summaryPeriod)) return yield* Effect.fail(new InvalidInput({ message: "The period does not fit the kind", field: "period" }));
        const rows = yield* query(() =>
          db.delete(journalSummaries).where(key(user, summaryKind, summaryPeriod)).returning({ period: journalSummaries.period }),
        );
        yield* single(rows, () => NotFound.of("journalSummary", `${summaryKind}/${summaryPeriod}`));
      }),
  };
};
