import type { MemorySummaryRepositoryService } from "@lifeos/core";
import { MemorySummary, MemorySummaryRepositoryArguments, newMemorySummaryRecord, NotFound, withDecodedArguments } from "@lifeos/core";
import { and, desc, eq, inArray } from "drizzle-orm";
import { Effect } from "effect";
import type { Database } from "../database/Database.js";
import { query, transaction } from "../database/Database.js";
import { chunks } from "../search/schema.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { memorySummaries } from "./schema.js";
import { single } from "../database/arguments.js";

const toSummary = decodeRow(MemorySummary, "memorySummary");
const toSummaries = decodeRows(MemorySummary, "memorySummary");

export const makeMemorySummaryRepository = ({ db, now, nextId }: Database): MemorySummaryRepositoryService =>
  withDecodedArguments(MemorySummaryRepositoryArguments, {
    create: (user, value) =>
      Effect.gen(function* () {
        const row = newMemorySummaryRecord(value, { id: value.id ?? (yield* nextId), userId: user, now: yield* now });
        const inserted = yield* query(() => db.insert(memorySummaries).values(row).returning(), { entity: "user", id: user });
        return yield* toSummary(inserted[0]);
      }),
    list: (user, limit = 50) =>
      Effect.flatMap(
        query(() =>
          db.select().from(memorySummaries).where(eq(memorySummaries.userId, user)).orderBy(desc(memorySummaries.createdAt), desc(memorySummaries.id)).limit(limit),
        ),
        toSummaries,
      ),
    getMany: (user, summaryIds) =>
      Effect.gen(function* () {
        const ids = [...new Set(summaryIds)];
        if (ids.length === 0) return [];
        return yield* toSummaries(yield* query(() => db.select().from(memorySummaries).where(and(eq(memorySummaries.userId, user), inArray(memorySummaries.id, ids)))));
      }),
    delete: (user, summaryId) =>
      transaction(db, (tx) =>
        Effect.gen(function* () {
          const rows = yield* query(() =>
            tx.delete(memorySummaries).where(and(eq(memorySummaries.id, summaryId), eq(memorySummaries.userId, user))).returning({ id: memorySummaries.id }),
          );
          yield* single(rows, () => NotFound.of("memorySummary", summaryId));
          yield* query(() => tx.delete(chunks).where(and(eq(chunks.userId, user), eq(chunks.source, "memorySummary"), eq(chunks.sourceId, summaryId))));
        }),
      ),
  });
