/**
 * `npm run bench:memory`: long-term memory at scale.
 *
 *   npm run bench:memory -- [--sizes 10000,100000] [--queries 100] [--adapters sqlite,postgres] [--pg postgres://…]
 *
 * For each adapter and size, stores that many generated memories for one
 * user (ten kinds of fact about thousands of generated people, in English
 * and Portuguese, see `memoryCorpus.ts`), indexed as `storeMemory` indexes
 * them (one chunk each with its offline embedding), 1000 at a time through
 * `createMany` and `replaceMany` (the corpus is embedded once per run, and
 * that rate printed on its own), and 500 of the people as entities (every
 * question's subject among them, see `addEntities`); then times `retrieveMemories` (every stage
 * fused: keyword, semantic, entity, recent, importance, summaries) on
 * paraphrased questions whose one answer memory is known, and reports
 * p50/p95 wall time, p50/p95 CPU time (this process, plus PostgreSQL's
 * backends when the server is local) and recall@10, with the 1-minute load
 * average during the searches. Offline extraction throughput
 * (messages/s, `extractOffline` on generated chat messages) closes the table.
 * PostgreSQL runs when --pg or LIFEOS_TEST_DATABASE_URL is set (a fresh
 * database, dropped after). Targets: search p95 ≤ 150 ms at 100k on both
 * adapters; extraction ≥ 200 messages/s. A benchmark: nothing asserts.
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import type { Embedder, MemoryId, NewMemory, StorageServices, UserId } from "@lifeos/core";
import { ChunkIndex, Embedder as EmbedderTag, EntityRepository, estimateTokens, MemoryRepository, retrieveMemories, toLocalDate, UserRepository } from "@lifeos/core";
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

/** Rows and chunks per write: the repository's and the index's batch limit. */
const batch = 1000;

/**
 * The offline embedder's vectors of the largest corpus, made once per run and shared by every
 * size and adapter (a smaller size's corpus is a prefix of a larger one's), with the time it took.
 */
const embedCorpus = async (memories: ReadonlyArray<NewMemory>) => {
  process.stderr.write(`embedding ${memories.length} memories (offline embedder, once per run)\n`);
  const began = performance.now();
  const { vectors, dims } = await Effect.runPromise(
    Effect.gen(function* () {
      const embedder = yield* EmbedderTag;
      const dims = embedder.info.dimensions;
      const vectors = new Float32Array(memories.length * dims);
      for (let start = 0; start < memories.length; start += batch) {
        const made = yield* embedder.embed(memories.slice(start, start + batch).map((memory) => memory.content));
        made.forEach((vector, offset) => vectors.set(vector, (start + offset) * dims));
      }
      return { vectors, dims };
    }).pipe(Effect.provide(OfflineEmbedder.layer)),
  );
  return { count: memories.length, dims, vectors, seconds: (performance.now() - began) / 1000 };
};
type Embedded = Awaited<ReturnType<typeof embedCorpus>>;

/**
 * Stores the memories as `storeMemory` would (the repository's rows, one chunk each with its
 * vector), a batch at a time through `createMany` and `replaceMany`. Returns the ids in corpus
 * order and the seconds spent writing rows and chunks.
 */
const fill = (userId: UserId, memories: ReadonlyArray<NewMemory>, vectors: Embedded) =>
  Effect.gen(function* () {
    const repository = yield* MemoryRepository;
    const index = yield* ChunkIndex;
    const model = (yield* EmbedderTag).info.model;
    const ids: MemoryId[] = [];
    const seconds = { rows: 0, chunks: 0 };
    for (let start = 0; start < memories.length; start += batch) {
      let mark = performance.now();
      const created = yield* repository.createMany(userId, memories.slice(start, start + batch));
      seconds.rows += (performance.now() - mark) / 1000;
      mark = performance.now();
      yield* index.replaceMany(
        userId,
        "memory",
        created.map((memory, offset) => ({
          sourceId: memory.id,
          chunks: [
            {
              ordinal: 0,
              text: memory.content,
              startOffset: 0,
              endOffset: memory.content.length,
              date: toLocalDate(memory.occurredAt ?? memory.createdAt, "UTC"),
              tokenCount: estimateTokens(memory.content),
              embedding: { model, vector: Array.from(vectors.vectors.subarray((start + offset) * vectors.dims, (start + offset + 1) * vectors.dims)) },
            },
          ],
        })),
      );
      seconds.chunks += (performance.now() - mark) / 1000;
      ids.push(...created.map((memory) => memory.id));
      if ((start / batch) % 10 === 0) process.stderr.write(`\r  stored ${start + created.length}/${memories.length}`);
    }
    process.stderr.write(`\r  stored ${memories.length}: rows ${seconds.rows.toFixed(1)} s, chunks ${seconds.chunks.toFixed(1)} s\n`);
    return { ids, seconds: seconds.rows + seconds.chunks };
  });

/** Entities the entity stage reads per search (`EntityRepository.list(userId, 500)` in `retrieveMemories`). */
const entityCount = 500;

/**
 * The people the memories name, as entities: every probe's subject first (so each question takes
 * the entity stage's extra keyword search, its costlier path), then others of the corpus, up to the
 * 500 the entity stage reads per search.
 */
const addEntities = (userId: UserId, memories: ReadonlyArray<NewMemory>, probes: ReadonlyMap<number, string>) =>
  Effect.gen(function* () {
    const entities = yield* EntityRepository;
    const names = new Set<string>();
    for (const position of probes.keys()) names.add(memories[position]!.entities![0]!);
    for (let index = 0; index < memories.length && names.size < entityCount; index += 1) names.add(memories[index]!.entities![0]!);
    for (const name of names) yield* entities.create(userId, { name, type: "person" });
    return names.size;
  });

const format = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);
const load = () => loadavg()[0]!.toFixed(1);
const rows: string[][] = [];
const embedded = adapters.length === 0 ? undefined : await embedCorpus(generateMemories(Math.max(...sizes), 0).memories);
for (const adapter of adapters) {
  for (const size of sizes) {
    const store = await openBenchStore(adapter, { prefix: "memory-bench", pgUrl, extend: withEmbedder });
    const run = <A, E>(effect: Effect.Effect<A, E, Services>) => store.runtime.runPromise(effect);
    try {
      const { memories, probes } = generateMemories(size, Number(values.queries));
      process.stderr.write(`${adapter} ${size} (load ${load()}):\n`);
      const userId = (await run(UserRepository.use((users) => users.create({ name: "Bench", timeZone: "UTC" })))).id as UserId;
      const { ids, seconds } = await run(fill(userId, memories, embedded!));
      await run(addEntities(userId, memories, probes));
      await store.analyze();
      const now = new Date(Date.UTC(2026, 0, 1));
      const questions = [...probes];
      for (const [, question] of questions.slice(0, 5)) await run(retrieveMemories(userId, { query: question, limit: 10, now, timeZone: "UTC" }));
      const samples: number[] = [];
      const cpuSamples: number[] = [];
      const loads: number[] = [];
      let found = 0;
      const foundBy = new Map<string, number>();
      for (const [position, question] of questions) {
        const serverBefore = await store.serverCpuMs();
        const cpu = process.cpuUsage();
        const start = performance.now();
        const result = await run(retrieveMemories(userId, { query: question, limit: 10, now, timeZone: "UTC" }));
        samples.push(performance.now() - start);
        const used = process.cpuUsage(cpu);
        const serverAfter = await store.serverCpuMs();
        cpuSamples.push((used.user + used.system) / 1000 + (serverBefore === undefined || serverAfter === undefined ? 0 : serverAfter - serverBefore));
        loads.push(loadavg()[0]!);
        const answer = result.hits.find((hit) => hit.memory.id === ids[position]);
        if (answer !== undefined) found += 1;
        for (const stage of answer?.matchedBy ?? []) foundBy.set(stage, (foundBy.get(stage) ?? 0) + 1);
      }
      rows.push([
        adapter,
        String(size),
        (size / seconds).toFixed(0),
        format(percentile(samples, 50)),
        format(percentile(samples, 95)),
        format(percentile(cpuSamples, 50)),
        format(percentile(cpuSamples, 95)),
        (found / questions.length).toFixed(2),
        `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
      ]);
      process.stderr.write(`  ${rows[rows.length - 1]!.join("  ")}\n  answers in the top 10 found by: ${[...foundBy].map(([stage, count]) => `${stage} ${count}`).join(", ")}\n`);
    } finally {
      await store.dispose();
    }
  }
}

printTable(["adapter", "memories", "stored/s", "search p50 ms", "search p95 ms", "cpu p50 ms", "cpu p95 ms", "recall@10", "load (1 min)"], rows);
if (embedded !== undefined) console.log(`\nembedding (offline embedder, once per run, shared by every size and adapter): ${(embedded.count / embedded.seconds).toFixed(0)} memories/s`);
console.log(
  "stored/s: memory rows (createMany) and their embedded chunks (replaceMany), 1000 a batch, embedding excluded.\n" +
    "cpu: CPU time per search of this process plus, for PostgreSQL on this machine, of its server backends (from /proc).\n" +
    "On a shared machine wall time stretches with the load average (1-minute load during the searches), CPU time much less.",
);

// Offline extraction throughput.
const messages = sampleMessages(3000, 7);
const sentAt = new Date("2025-03-12T15:00:00Z");
for (const message of messages.slice(0, 200)) extractOffline({ text: message.text, sentAt, timeZone: "Europe/Lisbon" });
const started = performance.now();
for (const message of messages) extractOffline({ text: message.text, sentAt, timeZone: "Europe/Lisbon" });
const rate = messages.length / ((performance.now() - started) / 1000);
console.log("");
printTable(["offline extraction", "messages", "messages/s"], [["extractOffline (en + pt)", String(messages.length), rate.toFixed(0)]]);
