import { describe, expect, it } from "vitest";
import type { Chunk, ChunkHit } from "../../search/chunk.js";
import { withoutVector } from "../../search/chunk.js";
import { cosineSimilarity } from "../../search/cosine.js";
import { chunkIndex, indexSource } from "./chunkSources.js";
import { day, newChunk, randomVector, seededRandom } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";

const model = "brute-force-embedder";
const dimensions = 48;

/** The exact top-k by cosine similarity, best first, ties by id. */
const bruteForce = (chunks: ReadonlyArray<Chunk>, query: ReadonlyArray<number>, k: number) =>
  chunks
    .map((chunk) => ({ id: chunk.id as string, score: cosineSimilarity(chunk.embedding!.vector, query) }))
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
    .slice(0, k);

/**
 * Exact adapters: the i-th hit has the brute-force i-th score (within 1e-5,
 * which only lets float32 near-ties swap) and a score equal to its own
 * brute-force cosine. Approximate adapters: recall@k ≥ 0.95 over all queries.
 */
const checkHits = (hits: ReadonlyArray<ChunkHit>, chunks: ReadonlyArray<Chunk>, query: number[], k: number, approximate: boolean) => {
  const expected = bruteForce(chunks, query, k);
  const exact = new Map(chunks.map((chunk) => [chunk.id as string, cosineSimilarity(chunk.embedding!.vector, query)]));
  for (let index = 1; index < hits.length; index++) expect(hits[index]!.score).toBeLessThanOrEqual(hits[index - 1]!.score + 1e-6);
  for (const hit of hits) expect(Math.abs(hit.score - exact.get(hit.chunk.id)!)).toBeLessThan(1e-5);
  if (approximate) return expected.filter((item) => hits.some((hit) => hit.chunk.id === item.id)).length;
  expect(hits).toHaveLength(expected.length);
  hits.forEach((hit, index) => {
    if (hit.chunk.id !== expected[index]!.id) expect(Math.abs(exact.get(hit.chunk.id)! - expected[index]!.score)).toBeLessThan(1e-5);
  });
  return expected.length;
};

export const chunkVectorSearchContract = (harness: StorageHarness): void => {
  describe("ChunkIndex: vector search", () => {
    const { run, fails } = harness;
    const approximate = harness.options.approximateVectorSearch === true;

    it("returns the brute-force top-k over the user's chunks of that model and source", async () => {
      const user = await harness.newUser();
      const stranger = await harness.newUser();
      const random = seededRandom(42);
      const all: Chunk[] = [];
      for (let entry = 0; entry < 12; entry++) {
        const chunks = Array.from({ length: 25 }, (_, ordinal) =>
          newChunk(ordinal, `entrada ${entry} parte ${ordinal}`, { date: day(`2024-03-${String(entry + 1).padStart(2, "0")}`), embedding: { model, vector: randomVector(random, dimensions) } }),
        );
        const sourceId = await indexSource(harness, user, "journal", chunks, `2024-03-${String(entry + 1).padStart(2, "0")}`);
        all.push(...(await run(chunkIndex((index) => index.listBySource(user, "journal", sourceId)))));
      }
      const queries = Array.from({ length: 10 }, () => randomVector(random, dimensions));
      await indexSource(harness, user, "document", queries.map((vector, ordinal) => newChunk(ordinal, "decoy", { embedding: { model, vector } })));
      await indexSource(harness, stranger, "journal", queries.map((vector, ordinal) => newChunk(ordinal, "foreign", { date: day("2024-03-05"), embedding: { model, vector } })), "2024-03-05");
      let found = 0;
      let wanted = 0;
      for (const [queryIndex, query] of queries.entries()) {
        const k = queryIndex % 2 === 0 ? 10 : 25;
        const hits = await run(chunkIndex((index) => index.searchVector(user, { source: "journal", embedding: { model, vector: query }, k })));
        // Each hit is the user's stored chunk, without its vector.
        for (const hit of hits) expect(hit.chunk).toEqual(withoutVector(all.find((chunk) => chunk.id === hit.chunk.id)!));
        found += checkHits(hits, all, query, k, approximate);
        wanted += k;
      }
      if (approximate) expect(found / wanted).toBeGreaterThanOrEqual(0.95);
      const ranged = await run(chunkIndex((index) => index.searchVector(user, { source: "journal", embedding: { model, vector: queries[0]! }, k: 20, from: day("2024-03-03"), to: day("2024-03-04") })));
      const inRange = all.filter((chunk) => chunk.date! >= "2024-03-03" && chunk.date! <= "2024-03-04");
      checkHits(ranged, inRange, queries[0]!, 20, approximate);
      const sourceId = all[0]!.sourceId;
      const bySource = await run(chunkIndex((index) => index.searchVector(user, { source: "journal", embedding: { model, vector: queries[1]! }, k: 5, sourceIds: [sourceId] })));
      checkHits(bySource, all.filter((chunk) => chunk.sourceId === sourceId), queries[1]!, 5, approximate);
      // More ids than either database takes parameters in one statement.
      const many = [...Array.from({ length: 40_000 }, (_, index) => `absent-${index}`), sourceId];
      const byMany = await run(chunkIndex((index) => index.searchVector(user, { source: "journal", embedding: { model, vector: queries[1]! }, k: 5, sourceIds: many })));
      checkHits(byMany, all.filter((chunk) => chunk.sourceId === sourceId), queries[1]!, 5, approximate);
    });

    it("breaks score ties by id and never compares another model's vectors", async () => {
      const user = await harness.newUser();
      const vector = [0.5, -0.25, 1, 0];
      const sourceId = await indexSource(harness, user, "memory", [0, 1, 2].map((ordinal) => newChunk(ordinal, `igual ${ordinal}`, { embedding: { model, vector } })));
      const stored = await run(chunkIndex((index) => index.listBySource(user, "memory", sourceId)));
      const hits = await run(chunkIndex((index) => index.searchVector(user, { source: "memory", embedding: { model, vector: [1, -0.5, 2, 0] }, k: 3 })));
      expect(hits.map((hit) => hit.chunk.id)).toEqual(stored.map((chunk) => chunk.id).sort());
      for (const hit of hits) expect(hit.score).toBeCloseTo(1, 5);
      expect(await run(chunkIndex((index) => index.searchVector(user, { source: "memory", embedding: { model: "another-model", vector }, k: 3 })))).toEqual([]);
      expect(await run(chunkIndex((index) => index.searchVector(user, { source: "document", embedding: { model, vector }, k: 3 })))).toEqual([]);
    });

    it("rejects a malformed query with typed errors", async () => {
      const user = await harness.newUser();
      await indexSource(harness, user, "memory", [newChunk(0, "x", { embedding: { model, vector: [1, 0, 0] } })]);
      const search = (query: object) => chunkIndex((index) => index.searchVector(user, { source: "memory", embedding: { model, vector: [1, 0, 0] }, k: 3, ...query }));
      await fails(search({ embedding: { model, vector: [1, 0] } }), "InvalidInput", "INVALID_INPUT");
      await fails(search({ k: 0 }), "InvalidInput", "INVALID_INPUT");
      await fails(search({ embedding: { model, vector: [] } }), "InvalidInput", "INVALID_INPUT");
      await fails(search({ source: "diary" }), "InvalidInput", "INVALID_INPUT");
      await fails(search({ from: "2024-02-30" }), "InvalidInput", "INVALID_INPUT");
      expect(await run(search({}))).toHaveLength(1);
    });
  });
};
