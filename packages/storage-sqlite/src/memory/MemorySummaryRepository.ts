import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { Effect, Schema } from "effect";
import { MemorySummary, MemorySummaryId, NewMemorySummary, NotFound, UserId } from "@lifeos/core";
import type { MemorySummaryRepositoryService } from "@lifeos/core";
import { memorySummaries } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, input, Limit, transaction } from "../database/SqliteContext.js";
import { deleteChunksOf } from "../search/chunkRows.js";

const toMemorySummary = decodeRow(MemorySummary);
const ManyIds = Schema.Array(MemorySummaryId).check(Schema.isMaxLength(1000));

export const makeMemorySummaryRepository = (context: SqliteContext): MemorySummaryRepositoryService => {
  const { db } = context;
  return {
    create: (rawUserId, raw) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(NewMemorySummary, raw)]), ([userId, value]) =>
        attempt(() =>
          toMemorySummary(
            db
              .insert(memorySummaries)
              .values({ ...value, id: value.id ?? context.newId(), userId, createdAt: context.now() })
              .returning()
              .get(),
          ),
        ),
      ),
    list: (rawUserId, limit = 50) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(Limit, limit)]), ([userId, bound]) =>
        attempt(() =>
          db
            .select()
            .from(memorySummaries)
            .where(eq(memorySummaries.userId, userId))
            .orderBy(desc(memorySummaries.createdAt), desc(memorySummaries.id))
            .limit(bound)
            .all()
            .map(toMemorySummary),
        ),
      ),
    getMany: (rawUserId, rawIds) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(ManyIds, rawIds)]), ([userId, ids]) =>
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
      ),
    delete: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(MemorySummaryId, rawId)]), ([userId, id]) =>
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
      ),
  };
};
