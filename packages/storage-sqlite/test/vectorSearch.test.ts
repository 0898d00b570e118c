import { Effect } from "effect";
import { afterAll, describe, expect, it } from "vitest";
import { ChunkIndex, cosineSimilarity } from "@lifeos/core";
import type { Chunk, NewChunk } from "@lifeos/core";
import { createEntry, createUser, runStorage } from "./runStorage.js";
import { tempDatabase } from "./tempDatabase.js";

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const vectorOf = (next: () => number, dimensions: number) => Array.from({ length: dimensions }, () => next() * 2 - 1);

const bruteForce = (chunks: ReadonlyArray<Chunk>, query: ReadonlyArray<number>, k: number) =>
  chunks
    .map((chunk) => ({ id: chunk.id, score: cosineSimilarity(chunk.embedding!.vector, query) }))
    .sort((left, right) => right.score - left.score || (left.id < right.id ? -1 : 1))
    .slice(0, k);

describe("SqliteStorage vector search", () => {
  const database = tempDatabase();
  afterAll(() => database.remove());

  it("returns exactly the brute-force top-k over random vectors, with filters", async () => {
    const next = random(42);
    const dimensions = 48;
    const { userId, otherUserId, all } = await runStorage(
      database.filename,
      Effect.gen(function* () {
        const index = yield* ChunkIndex;
        const userId = yield* createUser("Ana");
        const otherUserId = yield* createUser("Bruno");
        const all: Array<Chunk> = [];
        for (let day = 1; day <= 30; day++) {
          const date = `2025-03-${String(day).padStart(2, "0")}`;
          for (const owner of [userId, otherUserId]) {
            const entry = yield* createEntry(owner, date, `day ${day}`);
            const batch: Array<NewChunk> = Array.from({ length: 8 }, (_, ordinal) => ({
              ordinal,
              text: `chunk ${ordinal} of ${date}`,
              startOffset: ordinal * 10,
              endOffset: ordinal * 10 + 9,
              tokenCount: 3,
              date: date as never,
              embedding: { model: "test-embedder", vector: vectorOf(next, dimensions) },
            }));
            const stored = yield* index.replace(owner, "journal", entry.id, batch);
            if (owner === userId) all.push(...stored);
          }
        }
        return { userId, otherUserId, all };
      }),
    );
    expect(all).toHaveLength(240);
    for (let trial = 0; trial < 5; trial++) {
      const query = vectorOf(next, dimensions);
      const hits = await runStorage(
        database.filename,
        ChunkIndex.use((index) =>
          index.searchVector(userId, { source: "journal", embedding: { model: "test-embedder", vector: query }, k: 10 }),
        ),
      );
      const expected = bruteForce(all, query, 10);
      expect(hits.map((hit) => hit.chunk.id)).toEqual(expected.map((hit) => hit.id));
      hits.forEach((hit, position) => expect(hit.score).toBeCloseTo(expected[position]!.score, 6));
      expect(hits.every((hit) => hit.chunk.userId === userId)).toBe(true);

      const filtered = await runStorage(
        database.filename,
        ChunkIndex.use((index) =>
          index.searchVector(userId, {
            source: "journal",
            embedding: { model: "test-embedder", vector: query },
            k: 7,
            from: "2025-03-10" as never,
            to: "2025-03-12" as never,
          }),
        ),
      );
      const inRange = all.filter((chunk) => chunk.date! >= "2025-03-10" && chunk.date! <= "2025-03-12");
      expect(filtered.map((hit) => hit.chunk.id)).toEqual(bruteForce(inRange, query, 7).map((hit) => hit.id));

      const sourceIds = [all[0]!.sourceId, all[100]!.sourceId];
      const bySource = await runStorage(
        database.filename,
        ChunkIndex.use((index) =>
          index.searchVector(userId, { source: "journal", embedding: { model: "test-embedder", vector: query }, k: 5, sourceIds }),
        ),
      );
      const ofSources = all.filter((chunk) => sourceIds.includes(chunk.sourceId));
      expect(bySource.map((hit) => hit.chunk.id)).toEqual(bruteForce(ofSources, query, 5).map((hit) => hit.id));
    }
    const otherHits = await runStorage(
      database.filename,
      ChunkIndex.use((index) =>
        index.searchVector(otherUserId, { source: "journal", embedding: { model: "test-embedder", vector: vectorOf(next, dimensions) }, k: 300 }),
      ),
    );
    expect(otherHits).toHaveLength(240);
    expect(otherHits.some((hit) => hit.chunk.userId === userId)).toBe(false);
  });

  it("keeps one index per vector length and never compares models", async () => {
    const result = await runStorage(
      database.filename,
      Effect.gen(function* () {
        const index = yield* ChunkIndex;
        const userId = yield* createUser("Carla");
        const entry = yield* createEntry(userId, "2025-04-01", "small");
        const chunk = (ordinal: number, vector: Array<number>, model = "small-model"): NewChunk => ({
          ordinal,
          text: `texto ${ordinal}`,
          startOffset: 0,
          endOffset: 5,
          tokenCount: 2,
          embedding: { model, vector },
        });
        yield* index.replace(userId, "journal", entry.id, [chunk(0, [1, 0, 0]), chunk(1, [0, 1, 0]), chunk(2, [1, 0, 0])]);
        const ties = yield* index.searchVector(userId, { source: "journal", embedding: { model: "small-model", vector: [1, 0, 0] }, k: 3 });
        const otherModel = yield* index.searchVector(userId, { source: "journal", embedding: { model: "big-model", vector: [1, 0, 0] }, k: 3 });
        const mixed = yield* Effect.flip(
          index.replace(userId, "journal", (yield* createEntry(userId, "2025-04-02", "x")).id, [chunk(0, [1, 2, 3], "big-model")]),
        );
        const wrongLength = yield* Effect.flip(
          index.searchVector(userId, { source: "journal", embedding: { model: "small-model", vector: [1, 0] }, k: 3 }),
        );
        const stats = yield* index.stats(userId, "journal");
        return { ties, otherModel, mixed, wrongLength, stats };
      }),
    );
    expect(result.ties.map((hit) => hit.score)).toEqual([1, 1, 0]);
    expect(result.ties[0]!.chunk.id < result.ties[1]!.chunk.id).toBe(true);
    expect(result.otherModel).toEqual([]);
    expect(result.mixed._tag).toBe("Conflict");
    expect(result.wrongLength._tag).toBe("InvalidInput");
    expect(result.stats).toEqual({ count: 3, embeddingModel: "small-model" });
  });

  it("reads vectors back exactly as given", async () => {
    const vector = [0.1, 1 / 3, -2.5e-12, 123456.789];
    const stored = await runStorage(
      database.filename,
      Effect.gen(function* () {
        const index = yield* ChunkIndex;
        const userId = yield* createUser("Duarte");
        const entry = yield* createEntry(userId, "2025-05-01", "exact");
        yield* index.replace(userId, "journal", entry.id, [
          { ordinal: 0, text: "exact", startOffset: 0, endOffset: 5, tokenCount: 1, embedding: { model: "m", vector } },
        ]);
        return yield* index.listBySource(userId, "journal", entry.id);
      }),
    );
    expect(stored[0]!.embedding).toEqual({ model: "m", vector });
  });
});
