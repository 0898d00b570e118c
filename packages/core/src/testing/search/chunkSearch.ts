import { Effect } from "effect";
import { InvalidInput } from "../../common/errors.js";
import type { Chunk, ChunkFilter, ChunkHit } from "../../search/chunk.js";
import { DateRangeQuery, KeywordQuery, VectorQuery, withoutVector } from "../../search/chunk.js";
import type { ChunkIndexService } from "../../search/ChunkIndex.js";
import { cosineSimilarity } from "../../search/cosine.js";
import { decodeInput } from "../../common/validation.js";
import { bm25Scores } from "./keywordScore.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, rowsOf } from "../storage/MemoryStore.js";
import { paginate } from "../storage/paginate.js";

/** Chunks of the user that pass the filter; a date bound excludes undated chunks. */
const filtered = (store: MemoryStore, userId: string, filter: ChunkFilter): Chunk[] =>
  rowsOf(store.tables.chunks, userId).filter(
    (chunk) =>
      chunk.source === filter.source &&
      (filter.from === undefined || (chunk.date !== null && chunk.date >= filter.from)) &&
      (filter.to === undefined || (chunk.date !== null && chunk.date <= filter.to)) &&
      (filter.sourceIds === undefined || filter.sourceIds.includes(chunk.sourceId)),
  );

/** Best first, ties by id ascending, at most `k`, each chunk without its vector. */
const topK = (hits: ReadonlyArray<{ readonly chunk: Chunk; readonly score: number }>, k: number): ChunkHit[] =>
  [...hits]
    .sort((a, b) => b.score - a.score || (a.chunk.id < b.chunk.id ? -1 : a.chunk.id > b.chunk.id ? 1 : 0))
    .slice(0, k)
    .map((hit) => ({ chunk: copy(withoutVector(hit.chunk)), score: hit.score }));

export const makeChunkSearch = (
  store: MemoryStore,
): Pick<ChunkIndexService, "searchVector" | "searchKeyword" | "listByDateRange"> => ({
  searchVector: (userId, query) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const value = yield* decodeInput(VectorQuery, query);
      const candidates = filtered(store, user, value).filter((chunk) => chunk.embedding?.model === value.embedding.model);
      if (candidates.some((chunk) => chunk.embedding?.vector.length !== value.embedding.vector.length)) {
        return yield* Effect.fail(new InvalidInput({ message: "Query vector length differs from the index", field: "embedding" }));
      }
      const hits = candidates.map((chunk) => ({
        chunk,
        score: cosineSimilarity(chunk.embedding?.vector ?? [], value.embedding.vector),
      }));
      return topK(hits, value.k);
    }),
  searchKeyword: (userId, query) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const value = yield* decodeInput(KeywordQuery, query);
      const candidates = filtered(store, user, value);
      const scores = bm25Scores(value.query, candidates.map((chunk) => chunk.text));
      const hits = candidates.flatMap((chunk, index) => {
        const score = scores[index] ?? 0;
        return score > 0 ? [{ chunk, score }] : [];
      });
      return topK(hits, value.k);
    }),
  listByDateRange: (userId, query) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const value = yield* decodeInput(DateRangeQuery, query);
      const rows = filtered(store, user, value).filter((chunk) => chunk.date !== null);
      const direction = value.order ?? "asc";
      const page = yield* paginate(rows, (chunk) => [chunk.date, chunk.sourceId, chunk.ordinal], [direction, direction, direction], value);
      return { ...page, items: page.items.map(copy) };
    }),
});
