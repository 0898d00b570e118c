import type { JournalSummaryRepositoryService } from "@lifeos/core";
import { InvalidInput, JournalSummary, JournalSummaryRepositoryArguments, NotFound, withDecodedArguments } from "@lifeos/core";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { Effect, Option } from "effect";
import type { Database } from "../database/Database.js";
import { query } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { journalSummaries } from "./schema.js";
import { single } from "../database/arguments.js";

const toSummary = decodeRow(JournalSummary, "journalSummary");
const toSummaries = decodeRows(JournalSummary, "journalSummary");

/** `YYYY-MM` for a month, `YYYY` for a year. */
const fitsKind = (kind: string, period: string): boolean => (kind === "month" ? period.length === 7 : period.length === 4);

export const makeJournalSummaryRepository = ({ db }: Database): JournalSummaryRepositoryService => {
  const key = (user: string, kind: string, period: string) =>
    and(eq(journalSummaries.userId, user), eq(journalSummaries.kind, kind), eq(journalSummaries.period, period));
  return withDecodedArguments(JournalSummaryRepositoryArguments, {
    upsert: (user, value) =>
      Effect.gen(function* () {
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
    get: (user, summaryKind, summaryPeriod) =>
      Effect.gen(function* () {
        if (!fitsKind(summaryKind, summaryPeriod)) return yield* Effect.fail(new InvalidInput({ message: "The period does not fit the kind", field: "period" }));
        const rows = yield* query(() => db.select().from(journalSummaries).where(key(user, summaryKind, summaryPeriod)));
        return rows[0] === undefined ? Option.none() : Option.some(yield* toSummary(rows[0]));
      }),
    list: (user, summaryKind, bounds) =>
      Effect.gen(function* () {
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
    delete: (user, summaryKind, summaryPeriod) =>
      Effect.gen(function* () {
        if (!fitsKind(summaryKind, summaryPeriod)) return yield* Effect.fail(new InvalidInput({ message: "The period does not fit the kind", field: "period" }));
        const rows = yield* query(() =>
          db.delete(journalSummaries).where(key(user, summaryKind, summaryPeriod)).returning({ period: journalSummaries.period }),
        );
        yield* single(rows, () => NotFound.of("journalSummary", `${summaryKind}/${summaryPeriod}`));
      }),
  });
};
