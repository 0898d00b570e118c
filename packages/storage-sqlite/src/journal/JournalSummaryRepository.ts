import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { Option } from "effect";
import { InvalidInput, JournalSummary, JournalSummaryRepositoryArguments, NotFound, withDecodedArguments } from "@lifeos/core";
import type { JournalSummaryRepositoryService } from "@lifeos/core";
import { journalSummaries } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow } from "../database/SqliteContext.js";

const toSummary = decodeRow(JournalSummary);

export const makeJournalSummaryRepository = (context: SqliteContext): JournalSummaryRepositoryService => {
  const { db } = context;
  const key = (userId: string, kind: string, period: string) =>
    and(eq(journalSummaries.userId, userId), eq(journalSummaries.kind, kind), eq(journalSummaries.period, period));
  return withDecodedArguments(JournalSummaryRepositoryArguments, {
    upsert: (userId, summary) =>
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
    get: (userId, kind, period) =>
      attempt(() => {
        const row = db.select().from(journalSummaries).where(key(userId, kind, period)).get();
        return row ? Option.some(toSummary(row)) : Option.none();
      }),
    list: (userId, kind, range) =>
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
    delete: (userId, kind, period) =>
      attempt(() => {
        const result = db.delete(journalSummaries).where(key(userId, kind, period)).run();
        if (result.changes === 0) throw NotFound.of("journalSummary", `${kind}:${period}`);
      }),
  });
};
