/**
 * `npm run bench:portfolio`: holdings and full performance (ALL) of a large
 * portfolio on each storage adapter.
 *
 *   npm run bench:portfolio -- [--years 10] [--assets 50] [--activities 20000]
 *                              [--runs 10] [--adapters sqlite,postgres] [--pg postgres://…]
 *
 * Writes daily (weekday) quotes for `assets` assets over `years` years, EUR/USD
 * rates, and `activities` activities over two accounts in two currencies, then
 * times `get_holdings` and `get_performance` (period ALL): cold (the
 * portfolio read from the database, the tools' cache cleared), warm (the same
 * question again within the tools' 30 s cache), the reads alone (with the
 * latest quotes, as holdings read it, and with every quote, as performance
 * does), and the calculations alone on a copy of the loaded portfolio (no
 * cache at all).
 * PostgreSQL runs when --pg or LIFEOS_TEST_DATABASE_URL is set (a fresh
 * database, vacuumed and analysed after the load as autovacuum would, dropped
 * after). Each adapter is measured in a process of its own, as a server runs
 * one: measured one after the other in one process, the second inherited the
 * first's heap and compiled code, and its calculation alone took about 40%
 * longer. Target: ≤ 300 ms as the p95 of a cold request. A benchmark: nothing
 * asserts.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { NewActivity, StorageServices, UserId } from "@lifeos/core";
import { computeHoldings, computePerformance, MarketDataRepository, PortfolioRepository, shiftDays, UserRepository } from "@lifeos/core";
import { SystemClock, UuidV7IdGenerator } from "@lifeos/agent";
import { PostgresStorage } from "@lifeos/storage-postgres";
import { SqliteStorage } from "@lifeos/storage-sqlite";
import type { ToolContext } from "@lifeos/tools";
import { getHoldings, getPerformance, invalidatePortfolio, loadPortfolio } from "@lifeos/tools";
import type { Effect } from "effect";
import { Layer, ManagedRuntime } from "effect";
import postgres from "postgres";
import { percentile, printTable } from "./lib/stats.js";

const { values } = parseArgs({
  options: {
    years: { type: "string", default: "10" },
    assets: { type: "string", default: "50" },
    activities: { type: "string", default: "20000" },
    runs: { type: "string", default: "10" },
    pg: { type: "string" },
    adapters: { type: "string", default: "sqlite,postgres" },
    // Internal: set on the process that measures one adapter; it prints its rows as one JSON line.
    child: { type: "boolean", default: false },
  },
});
const years = Number(values.years);
const assetCount = Number(values.assets);
const activityCount = Number(values.activities);
const runs = Number(values.runs);
const pgUrl = values.pg ?? process.env.LIFEOS_TEST_DATABASE_URL;
const adapters = values.adapters.split(",").filter((name) => name !== "postgres" || pgUrl !== undefined);
if (!pgUrl && values.adapters.includes("postgres")) console.log("PostgreSQL skipped: pass --pg <url> or set LIFEOS_TEST_DATABASE_URL.\n");

const end = "2024-12-31";
const start = `${2024 - years + 1}-01-01`;
const system = Layer.mergeAll(SystemClock.layer, UuidV7IdGenerator.layer);

let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const days: string[] = [];
for (let day = start; day <= end; day = shiftDays(day, 1)) if (![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) days.push(day);

const openStore = async (adapter: string) => {
  if (adapter === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "lifeos-bench-db-"));
    const runtime = ManagedRuntime.make(SqliteStorage.layer({ filename: join(dir, "bench.db") }).pipe(Layer.provide(system)) as Layer.Layer<StorageServices, unknown>);
    return { runtime, settle: async () => {}, dispose: async () => { await runtime.dispose(); rmSync(dir, { recursive: true, force: true }); } };
  }
  const name = `lifeos_portfolio_bench_${Date.now().toString(36)}`;
  const admin = postgres(pgUrl ?? "", { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl ?? "");
  url.pathname = `/${name}`;
  const runtime = ManagedRuntime.make(PostgresStorage.layer({ url: url.toString(), max: 4 }).pipe(Layer.provide(system)) as Layer.Layer<StorageServices, unknown>);
  return {
    runtime,
    // What autovacuum does within a minute of a bulk load: table statistics for the planner, and the
    // visibility map that lets the price history come from an index-only scan.
    settle: async () => {
      const database = postgres(url.toString(), { max: 1, onnotice: () => {} });
      await database.unsafe("VACUUM ANALYZE");
      await database.end({ timeout: 5 });
    },
    dispose: async () => {
      await runtime.dispose();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
};

const format = (ms: number) => ms.toFixed(ms < 10 ? 2 : 0);
const rows: string[][] = [];
const verdicts: string[] = [];
console.log(`${assetCount} assets × ${days.length} quote days (${start} to ${end}), ${activityCount} activities\n`);

if (!values.child) {
  // One process per adapter, same arguments; each answers with its rows and verdicts.
  for (const adapter of adapters) {
    const args = [...process.execArgv, ...process.argv.slice(1).filter((arg, index, all) => arg !== "--adapters" && all[index - 1] !== "--adapters"), "--adapters", adapter, "--child"];
    const child = spawnSync(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8", maxBuffer: 1 << 24 });
    const answer = child.stdout.split("\n").find((line) => line.startsWith("{"));
    if (child.status !== 0 || answer === undefined) throw new Error(`bench:portfolio for ${adapter} exited with ${child.status}`);
    const measured = JSON.parse(answer) as { rows: string[][]; verdicts: string[] };
    rows.push(...measured.rows);
    verdicts.push(...measured.verdicts);
  }
}

for (const adapter of values.child ? adapters : []) {
  const store = await openStore(adapter);
  const run = <A, E>(effect: Effect.Effect<A, E, StorageServices>) => store.runtime.runPromise(effect);
  try {
    const userId = (await run(UserRepository.use((users) => users.create({ name: "Bench", timeZone: "UTC" })))).id as UserId;
    const loadStarted = performance.now();
    const [eur, usd] = [
      await run(PortfolioRepository.use((repository) => repository.createAccount(userId, { name: "EUR broker", type: "SECURITIES", currency: "EUR" }))),
      await run(PortfolioRepository.use((repository) => repository.createAccount(userId, { name: "USD broker", type: "SECURITIES", currency: "USD" }))),
    ];
    const assets = await run(
      PortfolioRepository.use((repository) =>
        repository.upsertAssets(userId, Array.from({ length: assetCount }, (_, index) => ({ symbol: `A${index}`, currency: index % 3 === 0 ? "USD" : "EUR", assetClass: "EQUITY" as const, sector: "S", region: "R" }))),
      ),
    );
    const prices = assets.map(() => 20 + random() * 200);
    const quotes = [];
    for (const day of days)
      for (let index = 0; index < assets.length; index++) {
        prices[index] = Math.max(prices[index]! * (1 + (random() - 0.499) * 0.03), 1);
        quotes.push({ assetId: assets[index]!.id, date: day, close: prices[index]!.toFixed(2) });
      }
    for (let offset = 0; offset < quotes.length; offset += 50_000) await run(MarketDataRepository.use((market) => market.upsertQuotes(userId, quotes.slice(offset, offset + 50_000))));
    await run(MarketDataRepository.use((market) => market.upsertFxRates(userId, days.map((date) => ({ base: "EUR", quote: "USD", date, rate: (1.05 + random() * 0.2).toFixed(4) })))));
    const activities: NewActivity[] = [];
    for (let index = 0; index < activityCount; index++) {
      const asset = assets[index % assets.length]!;
      const account = asset.currency === "USD" ? usd : eur;
      const date = days[Math.floor((index / activityCount) * days.length)]!;
      const kind = index % 10;
      activities.push(
        kind < 6 ? { accountId: account.id, assetId: asset.id, type: "BUY", date, quantity: String(1 + (index % 7)), unitPrice: (20 + random() * 200).toFixed(2), fee: "1", currency: asset.currency }
        : kind < 8 ? { accountId: account.id, assetId: asset.id, type: "SELL", date, quantity: "1", unitPrice: (20 + random() * 200).toFixed(2), fee: "1", currency: asset.currency }
        : kind < 9 ? { accountId: account.id, assetId: asset.id, type: "DIVIDEND", date, amount: (0.5 + random() * 20).toFixed(2), currency: asset.currency }
        : { accountId: account.id, type: "DEPOSIT", date, amount: "1000", currency: account.currency },
      );
    }
    for (let offset = 0; offset < activities.length; offset += 10_000) await run(PortfolioRepository.use((repository) => repository.addActivities(userId, activities.slice(offset, offset + 10_000))));
    await store.settle();
    process.stderr.write(`${adapter}: loaded ${quotes.length} quotes and ${activities.length} activities in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s\n`);

    const context: ToolContext = { userId, threadId: null, timeZone: "UTC", now: new Date(`${end}T20:00:00Z`) };
    // Wall time, and this process's CPU time (the whole work on SQLite; PostgreSQL's own work is not in it), which a busy machine inflates less.
    const time = async (cold: boolean, work: () => Promise<unknown>) => {
      const samples: number[] = [];
      const cpu: number[] = [];
      for (let index = 0; index < runs + 1; index++) {
        if (cold) await run(invalidatePortfolio(userId));
        const begin = performance.now();
        const cpuBegin = process.cpuUsage();
        await work();
        const used = process.cpuUsage(cpuBegin);
        if (index > 0) {
          samples.push(performance.now() - begin);
          cpu.push((used.user + used.system) / 1000);
        }
      }
      return { samples, cpu };
    };
    const readLatest = await time(true, () => run(loadPortfolio(userId, end)));
    const read = await time(true, () => run(loadPortfolio(userId)));
    const holdingsCold = await time(true, () => run(getHoldings.run({}, context)));
    const holdingsWarm = await time(false, () => run(getHoldings.run({}, context)));
    const performanceCold = await time(true, () => run(getPerformance.run({ period: "ALL" }, context)));
    const performanceWarm = await time(false, () => run(getPerformance.run({ period: "ALL" }, context)));
    // The calculation alone: a copy of the loaded portfolio defeats every cache of the one loaded.
    await run(invalidatePortfolio(userId));
    const latest = await run(loadPortfolio(userId, end));
    const loaded = await run(loadPortfolio(userId));
    const holdingsCalculation = await time(false, async () => computeHoldings({ ...latest }, end, { byAccount: false }));
    const performanceCalculation = await time(false, async () => computePerformance({ ...loaded }, end));
    const both = await time(true, () => Promise.all([run(getHoldings.run({}, context)), run(getPerformance.run({ period: "ALL" }, context))]));
    for (const [name, samples] of [
      ["read portfolio, latest quotes", readLatest],
      ["read portfolio, every quote", read],
      ["holdings calculation alone", holdingsCalculation],
      ["performance calculation alone", performanceCalculation],
      ["holdings cold", holdingsCold],
      ["holdings warm", holdingsWarm],
      ["performance ALL cold", performanceCold],
      ["performance ALL warm", performanceWarm],
      ["holdings + performance cold", both],
    ] as const)
      rows.push([adapter, name, format(percentile(samples.samples, 50)), format(percentile(samples.samples, 95)), format(percentile(samples.cpu, 50))]);
    for (const [name, samples] of [["holdings", holdingsCold], ["performance ALL", performanceCold]] as const) {
      const p95 = percentile(samples.samples, 95);
      verdicts.push(`${adapter} ${name}, cold p95: ${format(p95)} ms (${p95 <= 300 ? "within" : "over"} the target)`);
    }
  } finally {
    await store.dispose();
  }
}

if (values.child) console.log(JSON.stringify({ rows, verdicts }));
else {
  printTable(["adapter", "measure", "p50 ms", "p95 ms", "p50 CPU ms"], rows);
  console.log(`\nLoad average while measuring: ${loadavg().map((value) => value.toFixed(2)).join(", ")} on ${availableParallelism()} cores.`);
  console.log("\nTarget: holdings and full performance for ALL ≤ 300 ms, as the p95 of a cold request (nothing cached from an earlier one).");
  for (const verdict of verdicts) console.log(`  ${verdict}`);
}
