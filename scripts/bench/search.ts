/**
 * `npm run bench:search`: search latency and recall of each storage adapter
 * through the ChunkIndex port.
 *
 *   npm run bench:search -- [--sizes 10000,100000] [--dims 384,1536] [--queries 100]
 *                           [--pg postgres://…] [--adapters sqlite,postgres] [--ef-search 160] [--keep]
 *                           [--sqlite-vector-cache-mb 0,512] [--reuse lifeos_bench_…] [--warmup 200]
 *
 * --keep leaves the databases in place (and prints where) for profiling;
 * --reuse searches such a kept PostgreSQL database again (one size and
 * vector length, the same as when it was kept) without loading it.
 * --sqlite-vector-cache-mb searches each loaded SQLite file once per listed
 * budget of in-memory vector codes (a new connection each; 0 = sqlite-vec's
 * float32 scan), one row each, to compare them on the same data back to back.
 *
 * For every adapter, size and vector length it inserts that many journal
 * chunks (clustered random unit vectors, English/Portuguese text) into a fresh
 * database (a temp SQLite file; a new PostgreSQL database on the server of
 * --pg or LIFEOS_TEST_DATABASE_URL, dropped afterwards), then prints p50/p95
 * latency of top-10 vector search, keyword search and both fused with core's
 * reciprocalRankFusion, and recall@10 of vector search against brute force.
 * Before timing, --warmup other queries (vector and keyword together) run on
 * the same connections: latencies are those of a running server, not of
 * connections that have yet to touch the index (a PostgreSQL backend's first
 * walks through shared memory pages it has not mapped yet take two to three
 * times as long). The brute-force pass runs after the timings: it streams
 * every vector through the CPU caches and would leave each next search cold.
 * Targets at 100k × 1536: p95 ≤ 50 ms on SQLite, ≤ 10 ms on PostgreSQL, with
 * recall@10 ≥ 0.95. At that size run PostgreSQL as a production server
 * of that size runs: shared_buffers holding the index and the vectors, backed
 * by huge pages (`PG_SHARED_BUFFERS=3GB PG_HUGE_PAGES=1 scripts/ci/postgres.sh
 * start`; with 4 kB pages the HNSW scan's visits all over the index miss the
 * TLB, about 1.5 ms more per search here). A benchmark, not a test: nothing
 * here asserts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { ChunkHit, NewChunk, StorageServices, UserId } from "@lifeos/core";
import { ChunkIndex, Clock, IdGenerator, JournalEntryRepository, UserRepository, localDate, makeUuidV7, reciprocalRankFusion } from "@lifeos/core";
import { PostgresStorage } from "@lifeos/storage-postgres";
import { SqliteStorage } from "@lifeos/storage-sqlite";
import type { Effect } from "effect";
import { Layer, ManagedRuntime, Effect as Effects } from "effect";
import postgres from "postgres";
import { clusteredVectors, journalText, keywordQuery, seeded } from "./lib/data.js";
import { bruteForceTopK, percentile, printTable } from "./lib/stats.js";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,100000" },
    dims: { type: "string", default: "384,1536" },
    queries: { type: "string", default: "100" },
    pg: { type: "string" },
    adapters: { type: "string", default: "sqlite,postgres" },
    "ef-search": { type: "string" },
    keep: { type: "boolean", default: false },
    reuse: { type: "string" },
    warmup: { type: "string", default: "200" },
    "sqlite-vector-cache-mb": { type: "string" },
  },
});
const sizes = values.sizes.split(",").map(Number);
const dimensions = values.dims.split(",").map(Number);
const queryCount = Number(values.queries);
const pgUrl = values.pg ?? process.env.LIFEOS_TEST_DATABASE_URL;
const adapters = values.adapters.split(",").filter((name) => name !== "postgres" || pgUrl !== undefined);
if (!pgUrl && values.adapters.includes("postgres")) console.log("PostgreSQL skipped: pass --pg <url> or set LIFEOS_TEST_DATABASE_URL.\n");

const chunksPerEntry = 50;
const model = "bench-embedder";
const k = 10;

const ports = Layer.mergeAll(
  Layer.succeed(Clock, { now: Effects.sync(() => new Date()) }),
  Layer.succeed(IdGenerator, { next: Effects.sync(makeUuidV7) }),
);

interface Store {
  readonly runtime: ManagedRuntime.ManagedRuntime<StorageServices, unknown>;
  readonly dispose: () => Promise<void>;
  /** SQLite only: another connection to the same file with this vector code budget. */
  readonly reopen?: (vectorCacheBytes: number) => ManagedRuntime.ManagedRuntime<StorageServices, unknown>;
}

/** Search variants per loaded store: the store's own connection, or one per listed SQLite code budget. */
const cacheBudgets = values["sqlite-vector-cache-mb"]?.split(",").map((megabytes) => Number(megabytes) * 1024 * 1024);

const openStore = async (adapter: string): Promise<Store> => {
  if (adapter === "sqlite") {
    const folder = mkdtempSync(join(tmpdir(), "lifeos-bench-"));
    const runtime = ManagedRuntime.make(SqliteStorage.layer({ filename: join(folder, "bench.db") }).pipe(Layer.provide(ports)));
    return {
      runtime,
      reopen: (vectorCacheBytes) =>
        ManagedRuntime.make(SqliteStorage.layer({ filename: join(folder, "bench.db"), vectorCacheBytes }).pipe(Layer.provide(ports))),
      dispose: async () => {
        await runtime.dispose();
        if (values.keep) console.log(`kept ${folder}/bench.db`);
        else rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const name = values.reuse ?? `lifeos_bench_${Date.now().toString(36)}`;
  const admin = postgres(pgUrl ?? "", { max: 1, onnotice: () => {} });
  if (values.reuse === undefined) await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl ?? "");
  url.pathname = `/${name}`;
  const efSearch = values["ef-search"] === undefined ? {} : { efSearch: Number(values["ef-search"]) };
  const runtime = ManagedRuntime.make(PostgresStorage.layer({ url: url.toString(), max: 4, ...efSearch }).pipe(Layer.provide(ports)));
  return {
    runtime,
    dispose: async () => {
      await runtime.dispose();
      if (values.keep || values.reuse !== undefined) console.log(`kept ${url.toString()}`);
      else await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
};

/** A kept database's user and its chunk ids in the order they were loaded (by date, then ordinal). */
const reusedDatabase = async () => {
  const url = new URL(pgUrl ?? "");
  url.pathname = `/${values.reuse}`;
  const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    const rows = await client<Array<{ id: string; user_id: string }>>`SELECT id, user_id FROM chunks ORDER BY date, ordinal`;
    return { user: rows[0]!.user_id as UserId, ids: rows.map((row) => row.id) };
  } finally {
    await client.end({ timeout: 5 });
  }
};

const time = async <A>(run: () => Promise<A>): Promise<{ value: A; ms: number }> => {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
};

const format = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);

const rows: string[][] = [];

for (const adapter of adapters) {
  for (const size of sizes) {
    for (const dims of dimensions) {
      const random = seeded(size + dims);
      const nextVector = clusteredVectors(random, dims, 50);
      const store = await openStore(adapter);
      const run = <A, E>(effect: Effect.Effect<A, E, StorageServices>) => store.runtime.runPromise(effect);
      try {
        const reused = values.reuse === undefined ? undefined : await reusedDatabase();
        const user = reused?.user ?? (await run(UserRepository.use((users) => users.create({ name: "Bench" })))).id;
        // Every loaded vector, in load order, for the brute-force recall pass: one array rather
        // than an object per chunk in the heap of the process being timed.
        const vectors = new Float32Array(size * dims);
        let loaded = 0;
        const keep = (vector: Float32Array) => vectors.set(vector, loaded++ * dims);
        const ids: string[] = [];
        const loadStart = performance.now();
        for (let first = 0; first < size; first += chunksPerEntry) {
          const day = localDate(new Date(Date.UTC(2020, 0, 1) + Math.floor(first / chunksPerEntry) * 86_400_000).toISOString().slice(0, 10));
          // Reusing: the same random draws, so the same vectors, without writing them.
          const entry = reused ? undefined : await run(JournalEntryRepository.use((entries) => entries.create(user, { date: day, content: `Entry ${first}`, contentHash: `${first}` })));
          const batch: NewChunk[] = [];
          const batchVectors: Float32Array[] = [];
          for (let ordinal = 0; ordinal < Math.min(chunksPerEntry, size - first); ordinal++) {
            const vector = nextVector();
            const text = journalText(random, 40 + Math.floor(random() * 60));
            batchVectors.push(vector);
            if (entry !== undefined) batch.push({ ordinal, text, startOffset: 0, endOffset: text.length, tokenCount: 60, date: day, embedding: { model, vector: Array.from(vector) } });
          }
          if (entry === undefined) batchVectors.forEach(keep);
          else {
            const created = await run(ChunkIndex.use((index) => index.replace(user, "journal", entry.id, batch)));
            created.forEach((chunk, position) => {
              ids.push(chunk.id);
              keep(batchVectors[position]!);
            });
          }
          if ((first / chunksPerEntry) % 200 === 0) process.stderr.write(`\r${adapter} ${size}×${dims}: ${first}/${size} chunks`);
        }
        if (reused) ids.push(...reused.ids);
        const loadSeconds = (performance.now() - loadStart) / 1000;
        process.stderr.write(`\r${adapter} ${size}×${dims}: loaded in ${loadSeconds.toFixed(0)} s; searching…\n`);

        // Each query's vector also as the number array an embedder returns, made before the timings.
        const query = () => {
          const vector = nextVector();
          return { vector, embedding: Array.from(vector), text: keywordQuery(random) };
        };
        const queries = Array.from({ length: queryCount }, query);
        const warmUps = Array.from({ length: Number(values.warmup) }, query);
        const variants = store.reopen && cacheBudgets ? cacheBudgets : [undefined];
        for (const budget of variants) {
          const searcher = budget === undefined || !store.reopen ? store.runtime : store.reopen(budget);
          const run = <A, E>(effect: Effect.Effect<A, E, StorageServices>) => searcher.runPromise(effect);
          const vectorSearch = (vector: ReadonlyArray<number>) =>
            run(ChunkIndex.use((index) => index.searchVector(user, { source: "journal", k, embedding: { model, vector } })));
          const keywordSearch = (text: string) => run(ChunkIndex.use((index) => index.searchKeyword(user, { source: "journal", k, query: text })));
          for (const query of warmUps) {
            await Promise.all([vectorSearch(query.embedding), keywordSearch(query.text)]);
          }
          const vectorMs: number[] = [];
          const keywordMs: number[] = [];
          const fusedMs: number[] = [];
          const found: Array<ReadonlyArray<ChunkHit>> = [];
          for (const query of queries) {
            const vector = await time(() => vectorSearch(query.embedding));
            const keyword = await time(() => keywordSearch(query.text));
            const fused = await time(async () => {
              const [byVector, byKeyword] = await Promise.all([vectorSearch(query.embedding), keywordSearch(query.text)]);
              return reciprocalRankFusion<ChunkHit>([byVector, byKeyword], (hit) => hit.chunk.id).slice(0, k);
            });
            vectorMs.push(vector.ms);
            keywordMs.push(keyword.ms);
            fusedMs.push(fused.ms);
            found.push(vector.value);
          }
          // Recall after the timings: brute force over every vector allocates enough to set off collections mid-search.
          let recallSum = 0;
          for (const [index, query] of queries.entries()) {
            const exact = new Set(bruteForceTopK(query.vector, vectors, dims, ids, k));
            recallSum += found[index]!.filter((hit) => exact.has(hit.chunk.id)).length / k;
          }
          rows.push([
            budget === undefined ? adapter : `${adapter} (codes ${budget / 1024 / 1024} MB)`,
            String(size),
            String(dims),
            format(percentile(vectorMs, 50)),
            format(percentile(vectorMs, 95)),
            format(percentile(keywordMs, 50)),
            format(percentile(keywordMs, 95)),
            format(percentile(fusedMs, 50)),
            format(percentile(fusedMs, 95)),
            (recallSum / queries.length).toFixed(3),
            loadSeconds.toFixed(0),
          ]);
          if (searcher !== store.runtime) await searcher.dispose();
        }
      } finally {
        await store.dispose();
      }
    }
  }
}

console.log(`\ntop-${k} search through the ChunkIndex port, ${queryCount} queries per row (latency in ms)\n`);
printTable(
  ["adapter", "chunks", "dims", "vector p50", "vector p95", "keyword p50", "keyword p95", "fused p50", "fused p95", "recall@10", "load s"],
  rows,
);
