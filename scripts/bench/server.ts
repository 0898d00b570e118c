/**
 * `npm run bench:server [-- --streams 200 --rounds 3]`: N concurrent chat
 * streams with the offline model over real HTTP on loopback, against the
 * server in its own process on a fresh SQLite file with the sample journal.
 * Prints p50/p99 time to first event (from the client starting the request
 * to the first complete event line), events per second, the server's
 * memory, and how many runs' final messages are missing from storage.
 *
 * All N requests start at once. The client keeps connections alive, as
 * browsers and HTTP clients do: the warm-up opens 50, so the first round
 * opens N - 50 new ones (Node accepts one new connection per turn of its
 * event loop, so this round is the harder one) and later rounds reuse them;
 * the "new conns" column says which. The load average (before the run and
 * at the start of each round) is printed because the client and server
 * share the machine with whatever else runs on it; the server's CPU time per
 * run (user + system, over the whole round) is steadier than wall times
 * when the machine is busy.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { decodeNdjson } from "@lifeos/core";

const { values } = parseArgs({ options: { streams: { type: "string", default: "200" }, rounds: { type: "string", default: "3" } } });
const streams = Number(values.streams);
const rounds = Number(values.rounds);
const root = resolve(import.meta.dirname, "../..");
const questions = [
  "How has my happiness been over the last 3 months?",
  "What was my last entry?",
  "How have I been doing lately?",
  "Summarise last month",
  "When did I last go to Sintra?",
  "How stressed was I last week?",
];

const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rssMb: field("VmRSS"), peakMb: field("VmHWM") };
};

/** CPU time the process has used so far (user + system), in ms. */
const cpuMsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

const percentile = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface RunResult {
  readonly ttfeMs: number;
  readonly totalMs: number;
  readonly events: number;
  readonly threadId: string;
  readonly messageId: string | null;
  readonly terminal: string;
  /** Whether the request went out on a new connection (not one kept alive from an earlier request). */
  readonly newConnection: boolean;
}

// node:http, not fetch: at 200 concurrent requests fetch alone adds 130-170 ms
// to the time to first event even against a server that answers at once
// (node:http: 35-45 ms), and the client shares the machine with the server.
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

const oneStream = (url: string, content: string): Promise<RunResult> =>
  new Promise((resolveRun, reject) => {
    const started = performance.now();
    const body = JSON.stringify({ content });
    const request = httpRequest(
      `${url}/api/v1/ai/chat/stream`,
      { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (response) => {
        response.setEncoding("utf8");
        // The client stays light: the first newline is timed as chunks
        // arrive, and the events are decoded only after the stream ends.
        let ttfeMs = NaN;
        let text = "";
        response.on("data", (chunk: string) => {
          if (Number.isNaN(ttfeMs) && chunk.includes("\n")) ttfeMs = performance.now() - started;
          text += chunk;
        });
        response.on("error", reject);
        response.on("end", () => {
          if (response.statusCode !== 200) return reject(new Error(`HTTP ${response.statusCode}: ${text}`));
          const totalMs = performance.now() - started;
          const events = decodeNdjson(text);
          const last = events.at(-1);
          resolveRun({
            ttfeMs,
            totalMs,
            events: events.length,
            threadId: events[0]?.threadId ?? "",
            messageId: last?.type === "done" ? last.message.id : null,
            terminal: last?.type ?? "none",
            newConnection: !request.reusedSocket,
          });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });

const isStored = async (url: string, run: RunResult): Promise<boolean> => {
  if (run.messageId === null) return false;
  const page = (await (await fetch(`${url}/api/v1/threads/${run.threadId}/messages?limit=200`)).json()) as { items?: Array<{ id: string }> };
  return (page.items ?? []).some((message) => message.id === run.messageId);
};

const main = async () => {
  const loadBefore = loadavg().map((load) => load.toFixed(2)).join(" ");
  const directory = mkdtempSync(join(tmpdir(), "lifeos-bench-"));
  const server = spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), "--conditions=@lifeos/source", "--import", import.meta.resolve("tsx"), join(root, "apps/server/src/main.ts")], {
    cwd: directory,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LIFEOS_DATABASE_URL: `file:${join(directory, "lifeos.db")}`,
      LIFEOS_SAMPLE_DATA: "true",
      LIFEOS_RATE_LIMIT: "0",
      LIFEOS_LOG: "silent",
      OPENAI_API_KEY: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const url = await new Promise<string>((resolveUrl, reject) => {
      let output = "";
      server.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString("utf8");
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolveUrl(match[1]);
      });
      server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
    });
    for (;;) {
      const status = (await (await fetch(`${url}/api/v1/journal/pipeline`)).json()) as { pending: number; running: boolean };
      if (status.pending === 0 && !status.running) break;
      await new Promise((wait) => setTimeout(wait, 250));
    }
    // Warm-up (JIT, statement caches, lazily loaded modules) is not measured.
    await Promise.all(Array.from({ length: Math.min(streams, 50) }, (_, index) => oneStream(url, questions[index % questions.length]!)));
    const idle = memoryOf(server.pid!);

    const rows: string[][] = [];
    for (let round = 1; round <= rounds; round++) {
      const load = loadavg()[0]!.toFixed(2);
      const cpuBefore = cpuMsOf(server.pid!);
      const started = performance.now();
      const results = await Promise.all(Array.from({ length: streams }, (_, index) => oneStream(url, questions[index % questions.length]!)));
      const wallMs = performance.now() - started;
      const serverCpuMs = cpuMsOf(server.pid!) - cpuBefore;
      const memory = memoryOf(server.pid!);
      const stored = await Promise.all(results.map((run) => isStored(url, run)));
      const ttfe = results.map((run) => run.ttfeMs).sort((a, b) => a - b);
      const total = results.map((run) => run.totalMs).sort((a, b) => a - b);
      const events = results.reduce((sum, run) => sum + run.events, 0);
      const failed = results.filter((run) => run.terminal !== "done").length;
      const fresh = results.filter((run) => run.newConnection).length;
      rows.push([
        String(round),
        load,
        String(streams),
        String(fresh),
        percentile(ttfe, 50).toFixed(1),
        percentile(ttfe, 99).toFixed(1),
        percentile(total, 50).toFixed(0),
        percentile(total, 99).toFixed(0),
        (events / (wallMs / 1000)).toFixed(0),
        (serverCpuMs / streams).toFixed(1),
        memory.rssMb.toFixed(0),
        String(failed),
        String(stored.filter((ok) => !ok).length),
      ]);
    }

    console.log(`\nbench:server — ${streams} concurrent offline chat streams × ${rounds} rounds, SQLite, ${availableParallelism()} cores, Node ${process.version}`);
    console.log(`machine load average before/after: ${loadBefore} / ${loadavg().map((load) => load.toFixed(2)).join(" ")}`);
    console.log(`server memory idle after warm-up: ${idle.rssMb.toFixed(0)} MB RSS; peak during the run: ${memoryOf(server.pid!).peakMb.toFixed(0)} MB\n`);
    const header = ["round", "load", "streams", "new conns", "TTFE p50 ms", "TTFE p99 ms", "total p50 ms", "total p99 ms", "events/s", "server CPU ms/run", "RSS MB", "not done", "missing msgs"];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
    const line = (cells: ReadonlyArray<string>) => `| ${cells.map((cell, column) => cell.padStart(widths[column]!)).join(" | ")} |`;
    console.log(line(header));
    console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
    for (const row of rows) console.log(line(row));
    console.log("\ntarget: p99 TTFE < 100 ms and 0 missing messages at 200 streams on 2 cores");
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolveExit) => server.once("exit", resolveExit));
    rmSync(directory, { recursive: true, force: true });
  }
};

await main();
