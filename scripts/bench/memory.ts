/**
 * `npm run bench:memory`: long-term memory at scale.
 *
 *   npm run bench:memory -- [--sizes 10000,100000] [--queries 100] [--adapters sqlite,postgres] [--pg postgres://…]
 *
 * For each adapter and size, stores that many generated memories for one
 * user (ten kinds of fact about thousands of generated people, in English
 * and Portuguese, see `memoryCorpus.ts`), indexed as `storeMemory` indexes them (one chunk
 * each, embedded by the offline embedder, in batches), then times
 * `retrieveMemories` (every stage fused: keyword, semantic, entity, recent,
 * importance, summaries) on paraphrased questions whose one answer memory
 * is known, and reports p50/p95 wall time, p50/p95 CPU time of this
 * process (for SQLite all the work of a search) and recall@10. Offline extraction throughput
 * (messages/s, `extractOffline` on generated chat messages) closes the table.
 * PostgreSQL runs when --pg or LIFEOS_TEST_DATABASE_URL is set (a fresh
 * database, dropped after). Targets: search p95 ≤ 150 ms at 100k on both
 * adapters; extraction ≥ 200 messages/s. A benchmark: nothing asserts.
 */
import { parseArgs } from "node:util";
import type { Embedder, MemoryId, NewMemory, StorageServices, UserId } from "@lifeos/core";
import { ChunkIndex, Embedder as EmbedderTag, estimateTokens, MemoryRepository, retrieveMemories, toLocalDate, UserRepository } from "@lifeos/core";
import { extractOffline, OfflineEmbedder, sampleMessages } from "@lifeos/agent";
import { Effect, Layer } from "effect";
import { benchSystem, chosenAdapters, openBenchStore } from "./lib/benchStore.js";
import { percentile, printTable } from "./lib/stats.js";
import { generateMemories } from "./memoryCorpus.js";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,100000" },
    queries: { type: "string", default: "100" },
    pg: { type: "string" },
    adapters: { type: "string", default: "sqlite,postgres" },
  },
});
const sizes = values.sizes.split(",").map(Number);
const pgUrl = values.pg ?? process.env.LIFEOS_TEST_DATABASE_URL;
const adapters = chosenAdapters(values.adapters, pgUrl);

type Services = StorageServices | Embedder;
const withEmbedder = (storage: Layer.Layer<StorageServices, unknown>) => Layer.mergeAll(storage, OfflineEmbedder.layer, benchSystem) as Layer.Layer<Services, unknown>;

const fill = (userId: UserId, memories: ReadonlyArray<NewMemory>) =>
  Effect.gen(function* () {
    const repository = yield* MemoryRepository;
    const index = yield* ChunkIndex;
    const embedder = yield* EmbedderTag;
    const ids: MemoryId[] = [];
    const times = { insert: 0, embed: 0, index: 0 };
    const batch = 500;
    for (let start = 0; start < memories.length; start += batch) {
      const slice = memories.slice(start, start + batch);
      const created = [];
      let mark = performance.now();
      for (const memory of slice) created.push(yield* repository.create(userId, memory));
      times.insert += performance.now() - mark;
      mark = performance.now();
      const vectors = yield* embedder.embed(created.map((memory) => memory.content));
      times.embed += performance.now() - mark;
      mark = performance.now();
      yield* index.replaceMany(
        userId,
        "memory",
        created.map((memory, position) => ({
          sourceId: memory.id,
          chunks: [
            {
              ordinal: 0,
              text: memory.content,
              startOffset: 0,
              endOffset: memory.content.length,
              date: toLocalDate(memory.occurredAt ?? memory.createdAt, "UTC"),
              tokenCount: estimateTokens(memory.content),
              embedding: { model: embedder.info.model, vector: vectors[position]! },
            },
          ],
        })),
      );
      times.index += performance.now() - mark;
      ids.push(...created.map((memory) => memory.id));
      if (start % 10_000 === 0) process.stderr.write(`\r  stored ${start + slice.length}/${memories.length}`);
    }
    process.stderr.write(`\n  insert ${(times.insert / 1000).toFixed(1)} s, embed ${(times.embed / 1000).toFixed(1)} s, index ${(times.index / 1000).toFixed(1)} s\n`);
    return ids;
  });

const format = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);
const rows: string[][] = [];
for (const adapter of adapters) {
  for (const size of sizes) {
    const store = await openBenchStore(adapter, { prefix: "memory-bench", pgUrl, extend: withEmbedder });
    const run = <A, E>(effect: Effect.Effect<A, E, Services>) => store.runtime.runPromise(effect);
    try {
      process.stderr.write(`${adapter} ${size}:\n`);
      const userId = (await run(UserRepository.use((users) => users.create({ name: "Bench", timeZone: "UTC" })))).id as UserId;
      const { memories, probes } = generateMemories(size, Number(values.queries));
      const began = performance.now();
      const ids = await run(fill(userId, memories));
      const fillSeconds = (performance.now() - began) / 1000;
      const now = new Date(Date.UTC(2026, 0, 1));
      const questions = [...probes];
      for (const [, question] of questions.slice(0, 5)) await run(retrieveMemories(userId, { query: question, limit: 10, now, timeZone: "UTC" }));
      const samples: number[] = [];
      const cpuSamples: number[] = [];
      let found = 0;
      for (const [position, question] of questions) {
        const start = performance.now();
        const cpu = process.cpuUsage();
        const result = await run(retrieveMemories(userId, { query: question, limit: 10, now, timeZone: "UTC" }));
        samples.push(performance.now() - start);
        const used = process.cpuUsage(cpu);
        cpuSamples.push((used.user + used.system) / 1000);
        if (result.hits.some((hit) => hit.memory.id === ids[position])) found += 1;
      }
      rows.push([adapter, String(size), (size / fillSeconds).toFixed(0), format(percentile(samples, 50)), format(percentile(samples, 95)), format(percentile(cpuSamples, 50)), format(percentile(cpuSamples, 95)), (found / questions.length).toFixed(2)]);
      process.stderr.write(`  ${rows[rows.length - 1]!.join("  ")}\n`);
    } finally {
      await store.dispose();
    }
  }
}

printTable(["adapter", "memories", "stored/s", "search p50 ms", "search p95 ms", "cpu p50 ms", "cpu p95 ms", "recall@10"], rows);
console.log("\ncpu: this process's CPU time per search (all of SQLite's work; only the client's share of PostgreSQL's). On a shared, loaded machine\nwall time stretches with the load average, CPU time much less: quote `uptime` with the figures.");

// Offline extraction throughput.
const messages = sampleMessages(3000, 7);
const sentAt = new Date("2025-03-12T15:00:00Z");
for (const message of messages.slice(0, 200)) extractOffline({ text: message.text, sentAt, timeZone: "Europe/Lisbon" });
const started = performance.now();
for (const message of messages) extractOffline({ text: message.text, sentAt, timeZone: "Europe/Lisbon" });
const rate = messages.length / ((performance.now() - started) / 1000);
console.log("");
printTable(["offline extraction", "messages", "messages/s"], [["extractOffline (en + pt)", String(messages.length), rate.toFixed(0)]]);
