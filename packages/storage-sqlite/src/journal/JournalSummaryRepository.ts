import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { Effect, Option } from "effect";
import { InvalidInput, JournalSummary, NotFound, SummaryKind, SummaryPeriod, UserId } from "@lifeos/core";
import type { JournalSummaryRepositoryService } from "@lifeos/core";
import { journalSummaries } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, input } from "../database/SqliteContext.js";

const toSummary = decodeRow(JournalSummary);

export const makeJournalSummaryRepository = (context: SqliteContext): JournalSummaryRepositoryService => {
  const { db } = context;
  const key = (userId: string, kind: string, period: string) =>
    and(eq(journalSummaries.userId, userId), eq(journalSummaries.kind, kind), eq(journalSummaries.period, period));
  return {
    upsert: (rawUserId, raw) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(JournalSummary, raw)]), ([userId, summary]) =>
        attempt(() => {
          if (summary.userId !== userId)
            throw new InvalidInput({ message: "The summary belongs to another user", field: "userId" });
          if ((summary.kind === "year") !== /^\d{4}$/.test(summary.period))
            throw new InvalidInput({ message: `The period does not fit a ${summary.kind} summary`, field: "period" });
          const values = { ...summary, userId };
          db.insert(journalSummaries)
            .values(values)
            .onConflictDoUpdate({
              target: [journalSummaries.userId, journalSummaries.kind, journalSummaries.period],
              set: values,
            })
            .run();
        }),
      ),
    get: (rawUserId, rawKind, rawPeriod) =>
      Effect.flatMap(
        Effect.all([input(UserId, rawUserId), input(SummaryKind, rawKind), input(SummaryPeriod, rawPeriod)]),
        ([userId, kind, period]) =>
          attempt(() => {
            const row = db.select().from(journalSummaries).where(key(userId, kind, period)).get();
            return row ? Option.some(toSummary(row)) : Option.none();
          }),
      ),
    list: (rawUserId, rawKind, range) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(SummaryKind, rawKind)]), ([userId, kind]) =>
        attempt(() => {
          const conditions: Array<SQL> = [eq(journalSummaries.userId, userId), eq(journalSummaries.kind, kind)];
          if (range?.from !== undefined) conditions.push(gte(journalSummaries.period, range.from));
          if (range?.to !== undefined) conditions.push(lte(journalSummaries.period, range.to));
          return db
            .select()
            .from(journalSummaries)
            .where(and(...conditions))
            .orderBy(asc(journalSummaries.period))
            .all()
            .map(toSummary);
        }),
      ),
    delete: (rawUserId, rawKind, rawPeriod) =>
      Effect.flatMap(
        Effect.all([input(UserId, rawUserId), input(SummaryKind, rawKind), input(SummaryPeriod, rawPeriod)]),
        ([userId, kind, period]) =>
          attempt(() => {
            const result = db.delete(journalSummaries).where(key(userId, kind, period)).run();
            if (result.changes === 0) throw NotFound.of("journalSummary", `${kind}:${period}`);
          }),
      ),
  };
};
