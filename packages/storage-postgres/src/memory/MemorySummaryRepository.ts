import type { MemorySummaryRepositoryService } from "@lifeos/core";
import { MemorySummary, MemorySummaryId, NewMemorySummary, NotFound, decodeInput } from "@lifeos/core";
import { and, desc, eq } from "drizzle-orm";
import { Effect } from "effect";
import type { Database } from "../database/Database.js";
import { query } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { memorySummaries } from "./schema.js";
import { actingUser, decodeArgument, limitOf, single } from "../database/arguments.js";

const toSummary = decodeRow(MemorySummary, "memorySummary");
const toSummaries = decodeRows(MemorySummary, "memorySummary");

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
  delete: (userId, id) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const summaryId = yield* decodeArgument(MemorySummaryId, id);
      const rows = yield* query(() =>
        db.delete(memorySummaries).where(and(eq(memorySummaries.id, summaryId), eq(memorySummaries.userId, user))).returning({ id: memorySummaries.id }),
      );
      yield* single(rows, () => NotFound.of("memorySummary", summaryId));
    }),
});
