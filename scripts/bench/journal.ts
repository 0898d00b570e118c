/**
 * `npm run bench:journal`: journal import throughput and search latency on
 * each storage adapter.
 *
 *   npm run bench:journal -- [--years 10] [--words 300] [--queries 200]
 *                            [--adapters sqlite,postgres] [--pg postgres://…]
 *
 * Writes a synthetic daily journal (one Markdown file a day, ~300 words) to a
 * temp folder and imports it end to end with the offline embedder and the
 * offline (lexicon) analysis: read, save, chunk, embed, index, analyse, and
 * summarise every month and year. Then times `search_journal` over it with
 * topical, date-filtered and never-mentioned queries. PostgreSQL runs when
 * --pg or LIFEOS_TEST_DATABASE_URL is set (a fresh database, dropped after).
 * Target: ≥ 200 entries/s end to end on 2 cores. A benchmark: nothing asserts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { StorageServices, UserId } from "@lifeos/core";
import { addDays, localDate, UserRepository } from "@lifeos/core";
import type { ImportProgress } from "@lifeos/agent";
import { generateSampleJournal, importJournal, JournalPipeline, OfflineEmbedder, SystemClock, UuidV7IdGenerator } from "@lifeos/agent";
import { PostgresStorage } from "@lifeos/storage-postgres";
import { SqliteStorage } from "@lifeos/storage-sqlite";
import type { ToolContext } from "@lifeos/tools";
import { searchJournal } from "@lifeos/tools";
import type { Embedder } from "@lifeos/core";
import type { Effect} from "effect";
import { Layer, ManagedRuntime } from "effect";
import postgres from "postgres";
import { percentile, printTable } from "./lib/stats.js";

const { values } = parseArgs({
  options: {
    years: { type: "string", default: "10" },
    words: { type: "string", default: "300" },
    queries: { type: "string", default: "200" },
    pg: { type: "string" },
    adapters: { type: "string", default: "sqlite,postgres" },
  },
});
const years = Number(values.years);
const pgUrl = values.pg ?? process.env.LIFEOS_TEST_DATABASE_URL;
const adapters = values.adapters.split(",").filter((name) => name !== "postgres" || pgUrl !== undefined);
if (!pgUrl && values.adapters.includes("postgres")) console.log("PostgreSQL skipped: pass --pg <url> or set LIFEOS_TEST_DATABASE_URL.\n");

const end = localDate("2024-12-31");
const start = localDate(`${2024 - years + 1}-01-01`);
const journal = generateSampleJournal({ seed: 7, start, end, wordsPerEntry: Number(values.words), skipChance: 0 });
const folder = mkdtempSync(join(tmpdir(), "lifeos-journal-bench-"));
for (const entry of journal.entries) {
  mkdirSync(join(folder, entry.date.slice(0, 4)), { recursive: true });
  writeFileSync(join(folder, entry.date.slice(0, 4), `${entry.date}.md`), entry.content);
}
const words = journal.entries.reduce((sum, entry) => sum + entry.content.split(/\s+/).length, 0);
console.log(`${journal.entries.length} entries (${start} to ${end}), ${Math.round(words / journal.entries.length)} words each on average\n`);

const system = Layer.mergeAll(SystemClock.layer, UuidV7IdGenerator.layer);

type Services = StorageServices | Embedder | JournalPipeline;

const openStore = async (adapter: string) => {
  const pipeline = (storage: Layer.Layer<StorageServices, unknown>) => {
    const base = Layer.mergeAll(storage, OfflineEmbedder.layer, system);
    return Layer.provideMerge(JournalPipeline.layer(), base) as Layer.Layer<Services, unknown>;
  };
  if (adapter === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "lifeos-bench-db-"));
    const runtime = ManagedRuntime.make(pipeline(SqliteStorage.layer({ filename: join(dir, "bench.db") }).pipe(Layer.provide(system))));
    return { runtime, dispose: async () => { await runtime.dispose(); rmSync(dir, { recursive: true, force: true }); } };
  }
  const name = `lifeos_journal_bench_${Date.now().toString(36)}`;
  const admin = postgres(pgUrl ?? "", { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl ?? "");
  url.pathname = `/${name}`;
  const runtime = ManagedRuntime.make(pipeline(PostgresStorage.layer({ url: url.toString(), max: 4 })));
  return {
    runtime,
    dispose: async () => {
      await runtime.dispose();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
};

const topics = ["climbing", "Sofia", "trip to Japan", "Helios launch deadline", "Biscuit walk", "birthday cake", "cooking with Ana", "Porto", "guitar practice", "hospital"];
const absent = ["skydiving", "chess tournament", "violin lessons", "Antarctica"];
const format = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);
const rows: string[][] = [];

for (const adapter of adapters) {
  const store = await openStore(adapter);
  const run = <A, E>(effect: Effect.Effect<A, E, Services>) => store.runtime.runPromise(effect);
  try {
    const userId = (await run(UserRepository.use((users) => users.create({ name: "Bench", timeZone: "UTC" })))).id as UserId;
    const marks: Partial<Record<ImportProgress["phase"], number>> = {};
    const started = performance.now();
    const report = await run(
      importJournal(userId, folder, {
        onProgress: (progress) => {
          marks[progress.phase] ??= performance.now();
          if (progress.phase === "processing" && progress.done % 500 < 64) process.stderr.write(`\r${adapter}: processed ${progress.done}/${progress.total}`);
        },
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    process.stderr.write(`\r${adapter}: imported ${report.created} entries in ${seconds.toFixed(1)} s\n`);
    const saveSeconds = ((marks.processing ?? performance.now()) - (marks.saving ?? started)) / 1000;

    const context: ToolContext = { userId, threadId: null, timeZone: "UTC", now: new Date(`${end}T20:00:00Z`) };
    const queries = Array.from({ length: Number(values.queries) }, (_, index) => {
      const query = index % 5 === 4 ? absent[index % absent.length]! : topics[index % topics.length]!;
      const ranged = index % 3 === 0 ? { from: addDays(end, -365 * (1 + (index % years))), to: addDays(end, -365 * (index % years)) } : {};
      return { query, ...ranged, recencyBoost: index % 4 === 0 };
    });
    for (const query of queries.slice(0, 5)) await run(searchJournal.run(query, context));
    const samples: number[] = [];
    for (const query of queries) {
      const begin = performance.now();
      await run(searchJournal.run(query, context));
      samples.push(performance.now() - begin);
    }
    rows.push([
      adapter,
      String(report.created),
      seconds.toFixed(1),
      (report.created / seconds).toFixed(0),
      saveSeconds.toFixed(1),
      String(report.processing?.summariesUpdated ?? 0),
      String(report.processing?.failed.length ?? 0),
      format(percentile(samples, 50)),
      format(percentile(samples, 95)),
    ]);
  } finally {
    await store.dispose();
  }
}
rmSync(folder, { recursive: true, force: true });

printTable(
  ["adapter", "entries", "import s", "entries/s", "of which save s", "summaries", "failed", "search p50 ms", "search p95 ms"],
  rows,
);
