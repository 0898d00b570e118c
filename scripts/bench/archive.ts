/**
 * `npm run bench:archive`: how long the user's archive takes to export and to
 * import on each storage adapter, over real HTTP against the server in this
 * process.
 *
 *   npm run bench:archive -- [--entries 3650] [--threads 200] [--messages 20]
 *                            [--adapters sqlite,postgres] [--pg postgres://…]
 *
 * Seeds one user with a daily journal of `--entries` entries (~120 words)
 * and `--threads` conversations of `--messages` messages each, straight
 * through the repositories; then times `GET /export` and `POST /import` of
 * that archive into a second, empty user (the import answers before the
 * imported entries are processed again, which then runs in the background).
 * PostgreSQL runs when --pg or LIFEOS_TEST_DATABASE_URL is set (a fresh
 * database, dropped after). A benchmark: nothing asserts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { contentHash, generateSampleJournal } from "@lifeos/agent";
import { JournalEntryRepository, Limits, localDate, type UserId } from "@lifeos/core";
import { Effect } from "effect";
import postgres from "postgres";
import { createToken, createUser } from "../../apps/server/src/auth/userAdmin.js";
import { importThread, type ArchivedThread } from "../../apps/server/src/chat/chatArchive.js";
import { loadConfig } from "../../apps/server/src/config.js";
import { baseEnvironment } from "../../apps/server/src/environment.js";
import { startServer } from "../../apps/server/src/startServer.js";
import { printTable } from "./lib/stats.js";

const { values } = parseArgs({
  options: {
    entries: { type: "string", default: "3650" },
    threads: { type: "string", default: "200" },
    messages: { type: "string", default: "20" },
    pg: { type: "string" },
    adapters: { type: "string", default: "sqlite,postgres" },
  },
});
const entryCount = Number(values.entries);
const threadCount = Number(values.threads);
const messageCount = Number(values.messages);
const pgUrl = values.pg ?? process.env.LIFEOS_TEST_DATABASE_URL;
const adapters = values.adapters.split(",").filter((name) => name !== "postgres" || pgUrl !== undefined);
if (!pgUrl && values.adapters.includes("postgres")) console.log("PostgreSQL skipped: pass --pg <url> or set LIFEOS_TEST_DATABASE_URL.\n");

const journal = generateSampleJournal({ seed: 11, start: localDate("2015-01-01"), end: localDate("2035-12-31"), wordsPerEntry: 120, skipChance: 0 }).entries.slice(0, entryCount);
const sentence = "We talked about the week, what went well and what to try next time, in a few sentences. ";
const threads: ArchivedThread[] = Array.from({ length: threadCount }, (_, thread) => {
  const start = Date.UTC(2024, 0, 1) + thread * 86_400_000;
  return {
    id: `thread-${thread}`,
    title: `Conversation ${thread + 1}`,
    titleSource: "auto",
    pinned: false,
    tags: [],
    config: { model: "offline", tools: [] },
    createdAt: new Date(start),
    updatedAt: new Date(start + messageCount * 60_000),
    messages: Array.from({ length: messageCount }, (_, message) => ({
      id: `message-${thread}-${message}`,
      runId: null,
      role: message % 2 === 0 ? ("user" as const) : ("assistant" as const),
      content: { schemaVersion: 1 as const, parts: [{ type: "text" as const, text: sentence.repeat(message % 2 === 0 ? 1 : 6) }] },
      status: "complete" as const,
      usage: null,
      createdAt: new Date(start + message * 60_000),
    })),
    runs: [],
  };
});

const database = async (adapter: string, directory: string): Promise<{ url: string; drop: () => Promise<void> }> => {
  if (adapter === "sqlite") return { url: `file:${join(directory, "lifeos.db")}`, drop: async () => {} };
  const name = `lifeos_archive_bench_${Date.now().toString(36)}`;
  const admin = postgres(pgUrl ?? "", { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl ?? "");
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
};

const seconds = (start: number) => (performance.now() - start) / 1000;
const rows: string[][] = [];
for (const adapter of adapters) {
  const directory = mkdtempSync(join(tmpdir(), "lifeos-archive-bench-"));
  const db = await database(adapter, directory);
  const config = loadConfig({ LIFEOS_DATABASE_URL: db.url, PORT: "0", LIFEOS_MODE: "hosted", LIFEOS_SAMPLE_DATA: "false", LIFEOS_LOG: "silent", LIFEOS_MAX_IMPORT_BYTES: "500000000" }, directory);
  const server = await startServer(config, baseEnvironment(config.database));
  try {
    const user = async (name: string) => {
      const created = await server.context.run(createUser({ name }));
      return { id: created.id, token: (await server.context.run(createToken(created.id, "bench"))).secret };
    };
    const [ana, bea] = [await user("Ana"), await user("Bea")];
    const seedStart = performance.now();
    await server.context.run(
      Effect.gen(function* () {
        const entries = yield* JournalEntryRepository;
        for (let start = 0; start < journal.length; start += Limits.batchItemsMax) {
          const batch = journal.slice(start, start + Limits.batchItemsMax);
          yield* entries.createMany(ana.id as UserId, batch.map((entry) => ({ date: entry.date, content: entry.content, contentHash: contentHash(entry.content) })));
        }
        for (const thread of threads) yield* importThread(ana.id as UserId, thread, new Map());
      }),
    );
    console.log(`${adapter}: seeded ${journal.length} entries and ${threads.length} threads in ${seconds(seedStart).toFixed(1)} s`);

    const exportStart = performance.now();
    const exported = new Uint8Array(await (await fetch(`${server.url}/api/v1/export`, { headers: { authorization: `Bearer ${ana.token}` } })).arrayBuffer());
    const exportSeconds = seconds(exportStart);

    const form = new FormData();
    form.append("archive", new Blob([exported]), "lifeos-export.zip");
    const importStart = performance.now();
    const response = await fetch(`${server.url}/api/v1/import`, { method: "POST", headers: { authorization: `Bearer ${bea.token}` }, body: form });
    const importSeconds = seconds(importStart);
    if (response.status !== 201) throw new Error(`import answered ${response.status}: ${await response.text()}`);
    const records = journal.length + threads.length * (1 + messageCount);
    rows.push([
      adapter,
      String(journal.length),
      String(threads.length),
      String(threads.length * messageCount),
      (exported.byteLength / 1e6).toFixed(1),
      exportSeconds.toFixed(2),
      importSeconds.toFixed(2),
      Math.round(records / importSeconds).toString(),
    ]);
  } finally {
    await server.close();
    await db.drop();
    rmSync(directory, { recursive: true, force: true });
  }
}
console.log();
printTable(["adapter", "entries", "threads", "messages", "zip MB", "export s", "import s", "records/s imported"], rows);
