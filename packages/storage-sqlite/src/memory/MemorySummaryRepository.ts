import { and, desc, eq } from "drizzle-orm";
import { Effect } from "effect";
import { MemorySummary, MemorySummaryId, NewMemorySummary, NotFound, UserId } from "@lifeos/core";
import type { MemorySummaryRepositoryService } from "@lifeos/core";
import { memorySummaries } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, input, Limit } from "../database/SqliteContext.js";

const toMemorySummary = decodeRow(MemorySummary);

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
    delete: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(MemorySummaryId, rawId)]), ([userId, id]) =>
        attempt(() => {
          const result = db
            .delete(memorySummaries)
            .where(and(eq(memorySummaries.id, id), eq(memorySummaries.userId, userId)))
            .run();
          if (result.changes === 0) throw NotFound.of("memorySummary", id);
        }),
      ),
  };
};
