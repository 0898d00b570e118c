import { Effect, Schema } from "effect";
import { Conflict } from "../../common/errors.js";
import { MemorySummaryId } from "../../common/ids.js";
import type { MemorySummary } from "../../memory/memorySummary.js";
import { NewMemorySummary } from "../../memory/memorySummary.js";
import type { MemorySummaryRepositoryService } from "../../memory/MemorySummaryRepository.js";
import { decodeInput } from "../../common/validation.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser, limitOf, owned, rowsOf } from "../storage/MemoryStore.js";
import { sortBy } from "../storage/paginate.js";
import { deleteChunksOf } from "../storage/cascade.js";

const ManyIds = Schema.Array(MemorySummaryId).check(Schema.isMaxLength(1000));

export const makeMemorySummaryRepository = (store: MemoryStore): MemorySummaryRepositoryService => {
  const { memorySummaries } = store.tables;
  return {
    create: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(NewMemorySummary, input);
        if (value.id !== undefined && memorySummaries.has(value.id)) {
          return yield* Effect.fail(new Conflict({ message: "A memory summary with this id exists" }));
        }
        const summary: MemorySummary = {
          ...value,
          id: value.id ?? ((yield* store.nextId) as MemorySummaryId),
          userId: user,
          createdAt: yield* store.now,
        };
        memorySummaries.set(summary.id, copy(summary));
        return copy(summary);
      }),
    list: (userId, limit) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const max = yield* limitOf(limit, 50);
        return sortBy(rowsOf(memorySummaries, user), (row) => [row.createdAt.getTime(), row.id], ["desc", "desc"])
          .slice(0, max)
          .map(copy);
      }),
    getMany: (userId, ids) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const wanted = yield* decodeInput(ManyIds, ids);
        return [...new Set(wanted)].flatMap((id) => {
          const summary = memorySummaries.get(id);
          return summary !== undefined && summary.userId === user ? [copy(summary)] : [];
        });
      }),
    delete: (userId, id) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const summaryId = yield* decodeArgument(MemorySummaryId, id);
        yield* owned(memorySummaries, user, summaryId, "memorySummary");
        memorySummaries.delete(summaryId);
        deleteChunksOf(store.tables, user, "memorySummary", summaryId);
      }),
  };
};
