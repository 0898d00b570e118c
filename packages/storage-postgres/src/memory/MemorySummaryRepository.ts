import type { MemorySummaryRepositoryService } from "@lifeos/core";
import { MemorySummary, MemorySummaryId, NewMemorySummary, NotFound, decodeInput } from "@lifeos/core";
import { and, desc, eq, inArray } from "drizzle-orm";
import { Effect, Schema } from "effect";
import type { Database } from "../database/Database.js";
import { query, transaction } from "../database/Database.js";
import { chunks } from "../search/schema.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { memorySummaries } from "./schema.js";
import { actingUser, decodeArgument, limitOf, single } from "../database/arguments.js";

const toSummary = decodeRow(MemorySummary, "memorySummary");
const toSummaries = decodeRows(MemorySummary, "memorySummary");
const ManyIds = Schema.Array(MemorySummaryId).check(Schema.isMaxLength(1000));

export const makeMemorySummaryRepository = ({ db, now, nextId }: Database): MemorySummaryRepositoryService => ({
  create: (userId, input) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const value = yield* decodeInput(NewMemorySummary, input);
      const row = { ...value, id: value.id ?? (yield* nextId), userId: user, createdAt: yield* now };
      const inserted = yield* query(() => db.insert(memorySummaries).values(row).returning(), { entity: "user", id: user });
      return yield* toSummary(inserted[0]);
    }),
  list: (userId, limit) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const max = yield* limitOf(limit, 50);
      return yield* toSummaries(
        yield* query(() =>
          db.select().from(memorySummaries).where(eq(memorySummaries.userId, user)).orderBy(desc(memorySummaries.createdAt), desc(memorySummaries.id)).limit(max),
        ),
      );
    }),
  getMany: (userId, input) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const ids = [...new Set(yield* decodeInput(ManyIds, input))];
      if (ids.length === 0) return [];
      return yield* toSummaries(yield* query(() => db.select().from(memorySummaries).where(and(eq(memorySummaries.userId, user), inArray(memorySummaries.id, ids)))));
    }),
  delete: (userId, id) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const summaryId = yield* decodeArgument(MemorySummaryId, id);
      yield* transaction(db, (tx) =>
        Effect.gen(function* () {
          const rows = yield* query(() =>
            tx.delete(memorySummaries).where(and(eq(memorySummaries.id, summaryId), eq(memorySummaries.userId, user))).returning({ id: memorySummaries.id }),
          );
          yield* single(rows, () => NotFound.of("memorySummary", summaryId));
          yield* query(() => tx.delete(chunks).where(and(eq(chunks.userId, user), eq(chunks.source, "memorySummary"), eq(chunks.sourceId, summaryId))));
        }),
      );
    }),
});
