import type { Chunk, ChunkHit, NewChunk, StorageServices, UserId } from "@lifeos/core";
import { ChunkIndex, JournalEntryRepository, UserRepository, cosineSimilarity, localDate, withoutVector } from "@lifeos/core";
import type { Layer } from "effect";
import { ManagedRuntime } from "effect";
import type { Effect } from "effect";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { PostgresOptions } from "../src/index.js";
import { PostgresStorage } from "../src/index.js";
import { scratchDatabase } from "./scratchDatabase.js";

const serverUrl = inject("postgresUrl");

const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648 - 0.5;
};

type Runtime = ManagedRuntime.ManagedRuntime<StorageServices, unknown>;

describe.skipIf(serverUrl === null)("PostgreSQL vector search", () => {
  let url = "";
  let drop: () => Promise<void> = async () => {};
  let admin: postgres.Sql;
  const runtimes: Runtime[] = [];
  const open = (options: Omit<PostgresOptions, "url"> = {}) => {
    const runtime = ManagedRuntime.make(PostgresStorage.layer({ url, max: 2, ...options }) as Layer.Layer<StorageServices, unknown>);
    runtimes.push(runtime);
    return <A, E>(effect: Effect.Effect<A, E, StorageServices>) => runtime.runPromise(effect);
  };

  beforeAll(async () => {
    ({ url, drop } = await scratchDatabase(serverUrl ?? ""));
    admin = postgres(url, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    for (const runtime of runtimes) await runtime.dispose();
    await admin?.end({ timeout: 5 });
    await drop();
  });

  const chunksOf = (count: number, dims: number, model: string, random: () => number): NewChunk[] =>
    Array.from({ length: count }, (_, ordinal) => ({
      ordinal,
      text: `parte ${ordinal}`,
      startOffset: 0,
      endOffset: 7,
      tokenCount: 2,
      date: localDate("2024-05-01"),
      embedding: { model, vector: Array.from({ length: dims }, random) },
    }));

  /**
   * The hits are the brute-force top k of `stored`, without their vectors, and
   * each score is within the port's 1e-5 of float64 (pgvector sums in float32).
   */
  const expectBruteForceTopK = (hits: ReadonlyArray<ChunkHit>, stored: ReadonlyArray<Chunk>, query: ReadonlyArray<number>, k: number) => {
    const expected = stored
      .map((chunk) => ({ chunk, score: cosineSimilarity(chunk.embedding!.vector, query) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, k);
    expect(hits.map((hit) => hit.chunk)).toEqual(expected.map((hit) => withoutVector(hit.chunk)));
    hits.forEach((hit, position) => expect(Math.abs(hit.score - expected[position]!.score)).toBeLessThan(1e-5));
  };

  /** Two pools on one database, as two server processes would have. */
  const twoPools = async (options: Omit<PostgresOptions, "url">) => {
    const writer = open();
    const reader = open(options);
    const user = (await writer(UserRepository.use((users) => users.create({ name: "Ana" })))).id;
    const entry = await writer(JournalEntryRepository.use((entries) => entries.create(user, { date: localDate("2024-05-01"), content: "x", contentHash: `${Math.random()}` })));
    const index = (chunks: ReadonlyArray<NewChunk>) => writer(ChunkIndex.use((chunkIndex) => chunkIndex.replace(user, "journal", entry.id, chunks)));
    const search = (model: string, vector: ReadonlyArray<number>) =>
      reader(ChunkIndex.use((chunkIndex) => chunkIndex.searchVector(user as UserId, { source: "journal", k: 5, embedding: { model, vector } })));
    const failure = (model: string, vector: ReadonlyArray<number>) => search(model, vector).then(() => "succeeded", (error: { _tag?: string }) => error._tag);
    return { index, search, failure };
  };

  for (const [path, options] of [
    ["the HNSW index", { exactSearchLimit: 0 }],
    ["an exact scan", {}],
  ] as const) {
    it(`through ${path}, follows a change of the user's index model made through another pool`, async () => {
      const random = seeded(11);
      const { index, search, failure } = await twoPools(options);
      const first = chunksOf(30, 100, "model-a", random);
      await index(first);
      const query = first[3]!.embedding!.vector;
      expect((await search("model-a", query))[0]?.chunk.text).toBe("parte 3");
      expect(await search("model-b", Array.from({ length: 256 }, random))).toEqual([]);

      const second = chunksOf(30, 256, "model-b", random);
      await index(second);
      expect(await search("model-a", query)).toEqual([]);
      const hits = await search("model-b", second[7]!.embedding!.vector);
      expect(hits[0]?.chunk.text).toBe("parte 7");
      expect(hits[0]?.chunk.embeddingModel).toBe("model-b");
      expect(await failure("model-b", query)).toBe("InvalidInput");

      await index([]);
      expect(await search("model-b", second[7]!.embedding!.vector)).toEqual([]);
      expect(await failure("model-b", query)).toBe("succeeded");
    });
  }

  it("answers through the HNSW index, with the stored rows and exact scores", async () => {
    const random = seeded(5);
    const runtime = ManagedRuntime.make(PostgresStorage.layer({ url, max: 2, exactSearchLimit: 0 }) as Layer.Layer<StorageServices, unknown>);
    const run = <A, E>(effect: Effect.Effect<A, E, StorageServices>) => runtime.runPromise(effect);
    const user = (await run(UserRepository.use((users) => users.create({ name: "Rui" })))).id;
    const entry = await run(JournalEntryRepository.use((entries) => entries.create(user, { date: localDate("2024-05-02"), content: "y", contentHash: "y" })));
    const stored = await run(ChunkIndex.use((chunkIndex) => chunkIndex.replace(user, "journal", entry.id, chunksOf(60, 384, "model-c", random))));
    await admin`ANALYZE chunks`;
    const scans = async () =>
      Number((await admin`SELECT idx_scan FROM pg_stat_user_indexes WHERE indexrelname = 'chunks_embedding_384_idx'`)[0]?.idx_scan ?? 0);
    const before = await scans();
    const query = Array.from({ length: 384 }, random);
    const hits = await run(ChunkIndex.use((chunkIndex) => chunkIndex.searchVector(user, { source: "journal", k: 10, embedding: { model: "model-c", vector: query } })));
    expectBruteForceTopK(hits, stored, query, 10);
    // A session reports its index statistics when it ends (or some seconds after it goes idle).
    await runtime.dispose();
    let after = before;
    for (let attempt = 0; attempt < 100 && after === before; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await scans();
    }
    expect(after).toBeGreaterThan(before);
  });

  it("scores the candidates of a halfvec index by their full float32 vectors", async () => {
    const random = seeded(11);
    const run = open({ exactSearchLimit: 0 });
    const user = (await run(UserRepository.use((users) => users.create({ name: "Rita" })))).id;
    const entry = await run(JournalEntryRepository.use((entries) => entries.create(user, { date: localDate("2024-05-03"), content: "z", contentHash: "z" })));
    // Values near 1e-6 are halfvec subnormals, rounded by a few percent: a
    // score taken from the halfvec distance would be off by about 1e-4.
    const tiny = () => random() * 2e-6;
    const stored = await run(ChunkIndex.use((chunkIndex) => chunkIndex.replace(user, "journal", entry.id, chunksOf(40, 3072, "model-d", tiny))));
    const query = Array.from({ length: 3072 }, random);
    const hits = await run(ChunkIndex.use((chunkIndex) => chunkIndex.searchVector(user, { source: "journal", k: 8, embedding: { model: "model-d", vector: query } })));
    expectBruteForceTopK(hits, stored, query, 8);
  });
});
