/**
 * Local timing of exact vector search through the ChunkIndex port:
 *   npx tsx --conditions=@lifeos/source packages/storage-sqlite/bench/vectorSearch.ts [chunks] [dimensions] [queries]
 * Prints p50/p95 of a top-10 search after one untimed search (which loads the
 * scope's vector codes). The cross-adapter benchmark is `npm run bench:search`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Effect, Layer } from "effect";
import { ChunkIndex, JournalEntryRepository, UserRepository } from "@lifeos/core";
import type { NewChunk } from "@lifeos/core";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { SqliteStorage } from "../src/index.js";

const [chunkCount, dimensions, queries] = [Number(process.argv[2] ?? 10_000), Number(process.argv[3] ?? 1536), Number(process.argv[4] ?? 50)];
const perEntry = 100;
const randomVector = () => Array.from({ length: dimensions }, () => Math.random() * 2 - 1);
const percentile = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const directory = process.env.BENCH_DIR ?? mkdtempSync(join(tmpdir(), "lifeos-bench-"));
const program = Effect.gen(function* () {
  const index = yield* ChunkIndex;
  const entries = yield* JournalEntryRepository;
  const user = yield* UserRepository.use((users) => users.create({ name: "Bench" }));
  const loadStart = performance.now();
  for (let offset = 0; offset < chunkCount; offset += perEntry) {
    const date = new Date(Date.UTC(2020, 0, 1) + (offset / perEntry) * 86_400_000).toISOString().slice(0, 10);
    const entry = yield* entries.create(user.id, { date: date as never, content: `entry ${offset}`, contentHash: `h${offset}` });
    const batch: Array<NewChunk> = Array.from({ length: Math.min(perEntry, chunkCount - offset) }, (_, ordinal) => ({
      ordinal,
      text: `chunk ${offset + ordinal}`,
      startOffset: 0,
      endOffset: 10,
      tokenCount: 2,
      date: date as never,
      embedding: { model: "bench", vector: randomVector() },
    }));
    yield* index.replace(user.id, "journal", entry.id, batch);
  }
  const loadSeconds = (performance.now() - loadStart) / 1000;
  // One untimed search first: it loads the scope's vector codes.
  yield* index.searchVector(user.id, { source: "journal", embedding: { model: "bench", vector: randomVector() }, k: 10 });
  const timings: Array<number> = [];
  for (let query = 0; query < queries; query++) {
    const vector = randomVector();
    const start = performance.now();
    yield* index.searchVector(user.id, { source: "journal", embedding: { model: "bench", vector }, k: 10 });
    timings.push(performance.now() - start);
  }
  timings.sort((left, right) => left - right);
  console.table([
    {
      chunks: chunkCount,
      dimensions,
      "load (s)": loadSeconds.toFixed(1),
      "p50 (ms)": percentile(timings, 0.5).toFixed(1),
      "p95 (ms)": percentile(timings, 0.95).toFixed(1),
    },
  ]);
});

await Effect.runPromise(
  program.pipe(
    Effect.provide(
      SqliteStorage.layer({ filename: join(directory, "bench.db") }).pipe(
        Layer.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer)),
      ),
    ),
  ),
).finally(() => process.env.BENCH_DIR === undefined && rmSync(directory, { recursive: true, force: true }));
