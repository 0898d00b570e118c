/**
 * `npm run bench:memory`: long-term memory at scale.
 *
 *   npm run bench:memory -- [--sizes 10000,100000] [--queries 100] [--adapters sqlite,postgres] [--pg postgres://…]
 *
 * For each adapter and size, stores that many generated memories for one
 * user (facts, preferences, events, tasks about 500 generated people, in
 * English and Portuguese), indexed as `storeMemory` indexes them (one chunk
 * each, embedded by the offline embedder, in batches), then times
 * `retrieveMemories` (every stage fused: keyword, semantic, entity, recent,
 * importance, summaries) on paraphrased questions whose answer memory is
 * known, and reports p50/p95 and recall@10. Offline extraction throughput
 * (messages/s, `extractOffline` on generated chat messages) closes the table.
 * PostgreSQL runs when --pg or LIFEOS_TEST_DATABASE_URL is set (a fresh
 * database, dropped after). Targets: search p95 ≤ 150 ms at 100k on both
 * adapters; extraction ≥ 200 messages/s. A benchmark: nothing asserts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { Embedder, MemoryId, NewMemory, StorageServices, UserId } from "@lifeos/core";
import { ChunkIndex, Embedder as EmbedderTag, estimateTokens, MemoryRepository, retrieveMemories, toLocalDate, UserRepository } from "@lifeos/core";
import { extractOffline, OfflineEmbedder, sampleMessages, SystemClock, UuidV7IdGenerator } from "@lifeos/agent";
import { PostgresStorage } from "@lifeos/storage-postgres";
import { SqliteStorage } from "@lifeos/storage-sqlite";
import { Effect, Layer, ManagedRuntime } from "effect";
import postgres from "postgres";
import { percentile, printTable } from "./lib/stats.js";

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
const adapters = values.adapters.split(",").filter((name) => name !== "postgres" || pgUrl !== undefined);
if (!pgUrl && values.adapters.includes("postgres")) console.log("PostgreSQL skipped: pass --pg <url> or set LIFEOS_TEST_DATABASE_URL.\n");

type Services = StorageServices | Embedder;
const system = Layer.mergeAll(SystemClock.layer, UuidV7IdGenerator.layer);

const openStore = async (adapter: string) => {
  const withEmbedder = (storage: Layer.Layer<StorageServices, unknown>) => Layer.mergeAll(storage, OfflineEmbedder.layer, system) as Layer.Layer<Services, unknown>;
  if (adapter === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "lifeos-memory-bench-"));
    const runtime = ManagedRuntime.make(withEmbedder(SqliteStorage.layer({ filename: join(dir, "bench.db") }).pipe(Layer.provide(system))));
    return { runtime, dispose: async () => { await runtime.dispose(); rmSync(dir, { recursive: true, force: true }); } };
  }
  const name = `lifeos_memory_bench_${Date.now().toString(36)}`;
  const admin = postgres(pgUrl ?? "", { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl ?? "");
  url.pathname = `/${name}`;
  const runtime = ManagedRuntime.make(withEmbedder(PostgresStorage.layer({ url: url.toString(), max: 4 })));
  return {
    runtime,
    dispose: async () => {
      await runtime.dispose();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
};

// Generated people and what is known about them; each probe memory has a paraphrased question.
const first = ["Ana", "Rui", "Susana", "Pedro", "Marta", "João", "Inês", "Tiago", "Clara", "Miguel", "Sofia", "Bruno", "Carla", "Diogo", "Elisa", "Filipe", "Gabriela", "Hugo", "Joana", "Luís"];
const last = ["Almeida", "Costa", "Sousa", "Pereira", "Ferreira", "Santos", "Oliveira", "Rodrigues", "Martins", "Gomes", "Lopes", "Marques", "Carvalho", "Ribeiro", "Pinto", "Teixeira", "Moreira", "Correia", "Mendes", "Nunes", "Vieira", "Monteiro", "Cardoso", "Rocha", "Neves"];
const people = first.flatMap((given) => last.map((family) => `${given} ${family}`));
const teas = ["chamomile", "green tea", "mint tea", "earl grey", "rooibos", "jasmine tea"];
const cities = ["Porto", "Lisbon", "Coimbra", "Braga", "Faro", "Madrid", "Paris", "Berlin"];
const jobs = ["a nurse", "an engineer", "a teacher", "a lawyer", "a chef", "a pilot", "a designer"];
const visits = ["dentist", "eye doctor", "dermatologist", "physiotherapist", "pediatrician"];

interface Probe {
  readonly memory: NewMemory;
  readonly question: string;
}

const generate = (count: number): { memories: NewMemory[]; probes: Map<number, string> } => {
  const memories: NewMemory[] = [];
  const probes = new Map<number, string>();
  const start = Date.UTC(2020, 0, 1);
  for (let index = 0; index < count; index++) {
    const person = people[index % people.length]!;
    const kind = Math.floor(index / people.length) % 5;
    const variant = Math.floor(index / (people.length * 5));
    let probe: Probe;
    if (kind === 0) {
      const tea = teas[(index + variant) % teas.length]!;
      probe = { memory: { content: `${person} likes ${tea} in the evening (${variant})`, type: "preference", context: "personal", importance: 4, entities: [person] }, question: `what tea does ${person} drink at night` };
    } else if (kind === 1) {
      const city = cities[(index + variant) % cities.length]!;
      probe = { memory: { content: `${person} moved to ${city} (${variant})`, type: "fact", context: "personal", importance: 5, entities: [person] }, question: `where does ${person} live now` };
    } else if (kind === 2) {
      const job = jobs[(index + variant) % jobs.length]!;
      probe = { memory: { content: `${person} works as ${job} (${variant})`, type: "fact", context: "work", importance: 5, entities: [person] }, question: `what is ${person}'s job` };
    } else if (kind === 3) {
      const visit = visits[(index + variant) % visits.length]!;
      probe = { memory: { content: `${person} went to the ${visit} (${variant})`, type: "event", context: "family", importance: 6, entities: [person], occurredAt: new Date(start + index * 3_600_000) }, question: `when did ${person} last see the ${visit}` };
    } else {
      probe = { memory: { content: `${person} precisa renovar o passaporte (${variant})`, type: "task", context: "personal", importance: 7, entities: [person], language: "pt" }, question: `o que ${person} tem de fazer com o passaporte` };
    }
    memories.push(probe.memory);
    if (variant === 0 && probes.size < Number(values.queries) && index % 7 === 0) probes.set(index, probe.question);
  }
  return { memories, probes };
};

const fill = (userId: UserId, memories: ReadonlyArray<NewMemory>) =>
  Effect.gen(function* () {
    const repository = yield* MemoryRepository;
    const index = yield* ChunkIndex;
    const embedder = yield* EmbedderTag;
    const ids: MemoryId[] = [];
    const batch = 500;
    for (let start = 0; start < memories.length; start += batch) {
      const slice = memories.slice(start, start + batch);
      const created = [];
      for (const memory of slice) created.push(yield* repository.create(userId, memory));
      const vectors = yield* embedder.embed(created.map((memory) => memory.content));
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
      ids.push(...created.map((memory) => memory.id));
      if (start % 10_000 === 0) process.stderr.write(`\r  stored ${start + slice.length}/${memories.length}`);
    }
    process.stderr.write("\n");
    return ids;
  });

const format = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);
const rows: string[][] = [];
for (const adapter of adapters) {
  for (const size of sizes) {
    const store = await openStore(adapter);
    const run = <A, E>(effect: Effect.Effect<A, E, Services>) => store.runtime.runPromise(effect);
    try {
      process.stderr.write(`${adapter} ${size}:\n`);
      const userId = (await run(UserRepository.use((users) => users.create({ name: "Bench", timeZone: "UTC" })))).id as UserId;
      const { memories, probes } = generate(size);
      const began = performance.now();
      const ids = await run(fill(userId, memories));
      const fillSeconds = (performance.now() - began) / 1000;
      const now = new Date(Date.UTC(2026, 0, 1));
      const questions = [...probes];
      for (const [, question] of questions.slice(0, 5)) await run(retrieveMemories(userId, { query: question, limit: 10, now, timeZone: "UTC" }));
      const samples: number[] = [];
      let found = 0;
      for (const [position, question] of questions) {
        const start = performance.now();
        const result = await run(retrieveMemories(userId, { query: question, limit: 10, now, timeZone: "UTC" }));
        samples.push(performance.now() - start);
        if (result.hits.some((hit) => hit.memory.id === ids[position])) found += 1;
      }
      rows.push([adapter, String(size), (size / fillSeconds).toFixed(0), format(percentile(samples, 50)), format(percentile(samples, 95)), (found / questions.length).toFixed(2)]);
    } finally {
      await store.dispose();
    }
  }
}

printTable(["adapter", "memories", "stored/s", "search p50 ms", "search p95 ms", "recall@10"], rows);

// Offline extraction throughput.
const messages = sampleMessages(3000, 7);
const sentAt = new Date("2025-03-12T15:00:00Z");
for (const message of messages.slice(0, 200)) extractOffline({ text: message.text, sentAt, timeZone: "Europe/Lisbon" });
const started = performance.now();
for (const message of messages) extractOffline({ text: message.text, sentAt, timeZone: "Europe/Lisbon" });
const rate = messages.length / ((performance.now() - started) / 1000);
console.log("");
printTable(["offline extraction", "messages", "messages/s"], [["extractOffline (en + pt)", String(messages.length), rate.toFixed(0)]]);
