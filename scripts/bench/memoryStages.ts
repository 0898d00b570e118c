/**
 * `npm run bench:memory-stages`: where each memory search stage finds the
 * known answer, on SQLite and PostgreSQL side by side.
 *
 *   npm run bench:memory-stages -- [--size 100000] [--queries 100] [--show 5] [--keep /tmp/dir] [--pg postgres://…]
 *
 * Stores `bench:memory`'s generated memories and entities (same corpus, same
 * order) in each adapter, then for every probe question prints the rank of
 * its answer in the keyword search and the vector search `hybridSearch` runs
 * (the same text, vector and depth), in the entity stage's search of the
 * person's name, and in the fused result of `retrieveMemories`. For the first
 * `--show` probes that some adapter misses, each stage's leading candidates
 * are listed side by side. With `--keep <dir>` the stores outlive the run
 * (a SQLite file in that folder, a PostgreSQL database named after the size)
 * and a later run with the same folder reuses them instead of storing again,
 * so a change to an adapter's search can be checked in seconds.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { ChunkHit, Embedder, NewMemory, StorageServices, UserId } from "@lifeos/core";
import {
  analyseQuery,
  ChunkIndex,
  Embedder as EmbedderTag,
  EntityRepository,
  estimateTokens,
  MemoryRepository,
  retrieveMemories,
  searchText,
  toLocalDate,
  UserRepository,
} from "@lifeos/core";
import { OfflineEmbedder } from "@lifeos/agent";
import { PostgresStorage } from "@lifeos/storage-postgres";
import { SqliteStorage } from "@lifeos/storage-sqlite";
import { Effect, Layer, ManagedRuntime } from "effect";
import postgres from "postgres";
import { benchSystem } from "./lib/benchStore.js";
import { generateMemories } from "./memoryCorpus.js";

const { values } = parseArgs({
  options: {
    size: { type: "string", default: "100000" },
    queries: { type: "string", default: "100" },
    show: { type: "string", default: "5" },
    keep: { type: "string" },
    pg: { type: "string" },
  },
});
const size = Number(values.size);
const pgUrl = values.pg ?? process.env.LIFEOS_TEST_DATABASE_URL;
const show = Number(values.show);
const folder = values.keep ?? mkdtempSync(join(tmpdir(), "lifeos-memory-stages-"));
mkdirSync(folder, { recursive: true });

type Services = StorageServices | Embedder;
const extend = (storage: Layer.Layer<StorageServices, unknown>) => Layer.mergeAll(storage, OfflineEmbedder.layer, benchSystem) as Layer.Layer<Services, unknown>;

interface Store {
  readonly name: string;
  readonly runtime: ManagedRuntime.ManagedRuntime<Services, unknown>;
  /** Whether the memories are already stored (a kept store of an earlier run). */
  readonly filled: boolean;
  /** After storing: refreshes the planner's statistics (PostgreSQL) and marks a kept store as filled. */
  readonly stored: () => Promise<void>;
  readonly dispose: () => Promise<void>;
}

/** The marker a kept store's folder holds once the store is filled. */
const marker = (name: string) => join(folder, `${name}.filled`);

const openSqlite = (): Store => {
  const filename = join(folder, `stages-${size}.db`);
  const filled = values.keep !== undefined && existsSync(marker(`stages-${size}`));
  if (!filled) rmSync(filename, { force: true });
  return {
    name: "sqlite",
    runtime: ManagedRuntime.make(extend(SqliteStorage.layer({ filename }).pipe(Layer.provide(benchSystem)))),
    filled,
    stored: async () => {
      if (values.keep !== undefined) writeFileSync(marker(`stages-${size}`), "");
    },
    dispose: async () => {},
  };
};

const openPostgres = async (url: string): Promise<Store> => {
  const name = `lifeos_memory_stages_${size}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const exists = (await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`).length > 0;
  const filled = values.keep !== undefined && exists && existsSync(marker(name));
  if (!filled) {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${name}`);
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    name: "postgres",
    runtime: ManagedRuntime.make(extend(PostgresStorage.layer({ url: target.toString(), max: 4 }))),
    filled,
    stored: async () => {
      const connection = postgres(target.toString(), { max: 1, onnotice: () => {} });
      await connection.unsafe("ANALYZE");
      await connection.end({ timeout: 5 });
      if (values.keep !== undefined) writeFileSync(marker(name), "");
    },
    dispose: async () => {
      if (values.keep === undefined) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
};

const fill = (memories: ReadonlyArray<NewMemory>, probes: ReadonlyMap<number, string>) =>
  Effect.gen(function* () {
    const userId = (yield* (yield* UserRepository).create({ name: "Bench", timeZone: "UTC" })).id as UserId;
    const repository = yield* MemoryRepository;
    const index = yield* ChunkIndex;
    const embedder = yield* EmbedderTag;
    for (let start = 0; start < memories.length; start += 1000) {
      const created = yield* repository.createMany(userId, memories.slice(start, start + 1000));
      const vectors = yield* embedder.embed(created.map((memory) => memory.content));
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
              embedding: { model: embedder.info.model, vector: vectors[offset]! },
            },
          ],
        })),
      );
      process.stderr.write(`\r  stored ${start + created.length}/${memories.length}`);
    }
    process.stderr.write("\n");
    // The entities of `bench:memory`: every probe's subject, then others, up to 500.
    const names = new Set<string>();
    for (const position of probes.keys()) names.add(memories[position]!.entities![0]!);
    for (let position = 0; position < memories.length && names.size < 500; position += 1) names.add(memories[position]!.entities![0]!);
    for (const name of names) yield* (yield* EntityRepository).create(userId, { name, type: "person" });
  });

interface StageRanks {
  readonly keyword: number;
  readonly vector: number;
  readonly entity: number;
  readonly fused: number;
  readonly lists: Record<"keyword" | "vector" | "entity" | "fused", ReadonlyArray<string>>;
}

const now = new Date(Date.UTC(2026, 0, 1));
const today = toLocalDate(now, "UTC");

/** Where the memory of `answer` (its content) ranks in each stage for `question` (0-based; -1 missing). */
const stagesOf = (userId: UserId, question: string, subject: string, answer: string) =>
  Effect.gen(function* () {
    const index = yield* ChunkIndex;
    const embedder = yield* EmbedderTag;
    const analysis = analyseQuery(question, today);
    const [vector] = yield* embedder.embed([question]);
    // hybridSearch's depth for retrieveMemories' 30 (limit 10 × 3): 180.
    const keyword = yield* index.searchKeyword(userId, { source: "memory", query: searchText(question, analysis), k: 180 });
    const vectorHits = yield* index.searchVector(userId, { source: "memory", embedding: { model: embedder.info.model, vector: vector! }, k: 180 });
    const entity = yield* index.searchKeyword(userId, { source: "memory", query: subject, k: 30 });
    const fused = yield* retrieveMemories(userId, { query: question, limit: 10, now, timeZone: "UTC" });
    const texts = (hits: ReadonlyArray<ChunkHit>) => hits.map((hit) => `${hit.chunk.text} (${hit.score.toFixed(3)})`);
    const rank = (list: ReadonlyArray<ChunkHit>) => list.findIndex((hit) => hit.chunk.text === answer);
    return {
      keyword: rank(keyword),
      vector: rank(vectorHits),
      entity: rank(entity),
      fused: fused.hits.findIndex((hit) => hit.memory.content === answer),
      lists: { keyword: texts(keyword), vector: texts(vectorHits), entity: texts(entity), fused: fused.hits.map((hit) => `${hit.memory.content} [${hit.matchedBy.join(",")}]`) },
    } satisfies StageRanks;
  });

const { memories, probes } = generateMemories(size, Number(values.queries));
const stores: Store[] = [openSqlite()];
if (pgUrl !== undefined) stores.push(await openPostgres(pgUrl));
const results = new Map<string, StageRanks[]>();
for (const store of stores) {
  const run = <A, E>(effect: Effect.Effect<A, E, Services>) => store.runtime.runPromise(effect);
  try {
    if (!store.filled) {
      process.stderr.write(`${store.name}: storing ${size} memories\n`);
      await run(fill(memories, probes));
      await store.stored();
    }
    const user = await run(UserRepository.use((users) => users.list(1))).then((users) => users[0]!.id as UserId);
    const ranks: StageRanks[] = [];
    for (const [position, question] of probes) {
      const memory = memories[position]!;
      ranks.push(await run(stagesOf(user, question, memory.entities![0]!, memory.content)));
    }
    results.set(store.name, ranks);
  } finally {
    await store.runtime.dispose();
    await store.dispose();
  }
}

const found = (ranks: ReadonlyArray<StageRanks>, stage: keyof Omit<StageRanks, "lists">, within: number) => ranks.filter((rank) => rank[stage] >= 0 && rank[stage] < within).length;
console.log(`\n${size} memories, ${probes.size} questions: answers found (keyword and vector within 180, entity within 30, fused within 10)`);
for (const [name, ranks] of results) {
  console.log(
    `  ${name.padEnd(9)} keyword ${found(ranks, "keyword", 180)} (top 10: ${found(ranks, "keyword", 10)})  vector ${found(ranks, "vector", 180)} (top 10: ${found(ranks, "vector", 10)})  entity ${found(ranks, "entity", 30)}  fused@10 ${found(ranks, "fused", 10)}`,
  );
}
const questions = [...probes];
const stages = ["keyword", "vector", "entity", "fused"] as const;
console.log("\nranks that differ between adapters (keyword, vector, entity, fused; -1: missing):");
questions.forEach(([, question], probe) => {
  const rows = [...results].map(([name, ranks]) => `${name} ${stages.map((stage) => ranks[probe]![stage]).join("/")}`);
  if (new Set(rows.map((row) => row.split(" ")[1])).size > 1) console.log(`  ${question}: ${rows.join("  ")}`);
});
let shown = 0;
questions.forEach(([position, question], probe) => {
  const missed = [...results.values()].some((ranks) => ranks[probe]!.fused < 0);
  if (!missed || shown >= show) return;
  shown += 1;
  console.log(`\n"${question}" → ${memories[position]!.content}`);
  for (const stage of stages) {
    console.log(`  ${stage}: ${[...results].map(([name, ranks]) => `${name} rank ${ranks[probe]![stage]}`).join(", ")}`);
    for (let line = 0; line < 5; line += 1) console.log(`    ${[...results.values()].map((ranks) => (ranks[probe]!.lists[stage][line] ?? "").padEnd(60).slice(0, 60)).join(" | ")}`);
  }
});
if (values.keep === undefined) rmSync(folder, { recursive: true, force: true });
