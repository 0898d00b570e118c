import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { MemorySummary, MemorySummaryRepositoryArguments, newMemorySummaryRecord, NotFound, withDecodedArguments } from "@lifeos/core";
import type { MemorySummaryRepositoryService } from "@lifeos/core";
import { memorySummaries } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, transaction } from "../database/SqliteContext.js";
import { deleteChunksOf } from "../search/chunkRows.js";

const toMemorySummary = decodeRow(MemorySummary);

export const makeMemorySummaryRepository = (context: SqliteContext): MemorySummaryRepositoryService => {
  const { db } = context;
  return withDecodedArguments(MemorySummaryRepositoryArguments, {
    create: (userId, value) =>
      attempt(() => {
        const record = newMemorySummaryRecord(value, { id: value.id ?? context.newId(), userId, now: context.now() });
        return toMemorySummary(db.insert(memorySummaries).values(record).returning().get());
      }),
    list: (userId, limit = 50) =>
      attempt(() =>
        db
          .select()
          .from(memorySummaries)
          .where(eq(memorySummaries.userId, userId))
          .orderBy(desc(memorySummaries.createdAt), desc(memorySummaries.id))
          .limit(limit)
          .all()
          .map(toMemorySummary),
      ),
    getMany: (userId, ids) =>
      attempt(() =>
        ids.length === 0
          ? []
          : db
              .select()
              .from(memorySummaries)
              // `+user_id`: primary-key lookups, not a walk of the user's summaries.
              .where(and(sql`+${memorySummaries.userId} = ${userId}`, inArray(memorySummaries.id, [...new Set(ids)])))
              .all()
              .map(toMemorySummary),
      ),
    delete: (userId, id) =>
      attempt(() =>
        transaction(context, () => {
          const result = db
            .delete(memorySummaries)
            .where(and(eq(memorySummaries.id, id), eq(memorySummaries.userId, userId)))
            .run();
          if (result.changes === 0) throw NotFound.of("memorySummary", id);
          deleteChunksOf(context, userId, "memorySummary", id);
        }),
      ),
  });
};
