/**
 * `npm run bench:server [-- --streams 200 --rounds 3 --warmups 2]`: N
 * concurrent chat streams with the offline model over real HTTP on loopback,
 * against the built server (what `npm start` runs) in its own process on a
 * fresh SQLite file with the sample journal. Prints p50/p99 time to first
 * event (from the client starting the request, connect or write, to the
 * first complete event line), events per second, the server's memory, and
 * how many runs' final messages are missing from storage.
 *
 * All N requests of a round start at once. Each round has two parts: a
 * storm, N clients that each open a new connection at the same instant, and
 * then the same N streams again on those connections kept alive, as browsers
 * and HTTP clients keep them; the "conns" column says which. The warm-up
 * rounds (JIT, statement caches, lazily loaded modules, heap sizes) are
 * printed but left out of the pooled lines: the first storm a freshly started
 * server meets is the slowest. The pooled lines put every measured storm
 * together, and every kept-alive part: one round's p99 is only its
 * second-slowest stream.
 *
 * The same rounds run first against a bare node:http server that answers at
 * once (bareStreamServer.mjs): its rows are what the machine, its kernel and
 * the client take with no server work. The load average is printed because
 * the client and server share the machine with whatever else runs on it; the
 * server's CPU time per run (user + system, over the whole round) is steadier
 * than wall times when the machine is busy.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { decodeNdjson } from "@lifeos/core";
import { StreamingClient } from "./streamingClient.js";
import { serverNodeFlags } from "./lib/serverFlags.js";

const { values } = parseArgs({
  options: { streams: { type: "string", default: "200" }, rounds: { type: "string", default: "3" }, warmups: { type: "string", default: "2" } },
});
const streams = Number(values.streams);
const rounds = Number(values.rounds);
const warmups = Number(values.warmups);
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

const oneStream = async (client: StreamingClient, content: string, bare: boolean): Promise<RunResult> => {
  const response = await client.post("/api/v1/ai/chat/stream", JSON.stringify({ content }));
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${response.body}`);
  // The bare server's lines are not protocol events; the real ones are decoded (and so checked).
  const events = bare ? response.body.split("\n").filter(Boolean).map((line) => JSON.parse(line) as { type: string }) : decodeNdjson(response.body);
  const last = events.at(-1);
  return {
    ttfeMs: response.firstLineMs,
    totalMs: response.totalMs,
    events: events.length,
    threadId: bare ? "" : ((events[0] as { threadId?: string } | undefined)?.threadId ?? ""),
    messageId: !bare && last?.type === "done" ? (last as { message: { id: string } }).message.id : null,
    terminal: last?.type ?? "none",
    newConnection: response.newConnection,
  };
};

const isStored = async (url: string, run: RunResult): Promise<boolean> => {
  if (run.messageId === null) return false;
  const page = (await (await fetch(`${url}/api/v1/threads/${run.threadId}/messages?limit=200`)).json()) as { items?: Array<{ id: string }> };
  return (page.items ?? []).some((message) => message.id === run.messageId);
};

/** Starts a server process and resolves with its URL once it prints it. */
const startProcess = async (args: ReadonlyArray<string>, cwd: string, env: NodeJS.ProcessEnv) => {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise<string>((resolveUrl, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolveUrl(match[1]);
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  const stop = async () => {
    child.kill("SIGTERM");
    await new Promise((resolveExit) => child.once("exit", resolveExit));
  };
  return { pid: child.pid!, url, stop };
};

type Started = Awaited<ReturnType<typeof startProcess>>;

const pause = (ms: number) => new Promise((settle) => setTimeout(settle, ms));

/** Starts all N streams of one round at once on `client` and returns its table row and times to first event. */
const runRound = async (server: Started, client: StreamingClient, bare: boolean, label: string) => {
  const load = loadavg()[0]!.toFixed(2);
  const cpuBefore = cpuMsOf(server.pid);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: streams }, (_, index) => oneStream(client, questions[index % questions.length]!, bare)));
  const wallMs = performance.now() - started;
  const serverCpuMs = cpuMsOf(server.pid) - cpuBefore;
  const memory = memoryOf(server.pid);
  const stored = bare ? [] : await Promise.all(results.map((run) => isStored(server.url, run)));
  const ttfe = results.map((run) => run.ttfeMs).sort((a, b) => a - b);
  const total = results.map((run) => run.totalMs).sort((a, b) => a - b);
  const events = results.reduce((sum, run) => sum + run.events, 0);
  const fresh = results.filter((run) => run.newConnection).length;
  const row = [
    bare ? "bare node:http" : "LifeOS",
    label,
    load,
    String(streams),
    fresh === streams ? "new" : fresh === 0 ? "kept" : `${fresh} new`,
    percentile(ttfe, 50).toFixed(1),
    percentile(ttfe, 99).toFixed(1),
    percentile(total, 50).toFixed(0),
    percentile(total, 99).toFixed(0),
    (events / (wallMs / 1000)).toFixed(0),
    (serverCpuMs / streams).toFixed(1),
    memory.rssMb.toFixed(0),
    String(results.filter((run) => run.terminal !== "done").length),
    bare ? "-" : String(stored.filter((ok) => !ok).length),
  ];
  return { row, ttfe };
};

/**
 * `warmups` rounds, then `rounds` measured ones; each a storm of N new
 * connections, then N streams on them kept alive. Every round's client is
 * closed, and the server left a second to close its connections, before the
 * next storm.
 */
const measure = async (server: Started, bare: boolean) => {
  const { hostname, port } = new URL(server.url);
  // The embedded mode's writes need the session its web app gets with its page.
  const session = bare ? null : ((await fetch(`${server.url}/`)).headers.getSetCookie().find((cookie) => cookie.startsWith("lifeos_session_"))?.split(";")[0] ?? null);
  const rowsOut: string[][] = [];
  const pooled = { storm: [] as number[], kept: [] as number[] };
  let idle = memoryOf(server.pid);
  for (let round = 1 - warmups; round <= rounds; round++) {
    // What the server holds once warmed up, before the measured rounds.
    if (round === 1) idle = memoryOf(server.pid);
    const label = round <= 0 ? `warm-up ${round + warmups}` : String(round);
    const client = new StreamingClient(hostname, Number(port), session);
    try {
      const storm = await runRound(server, client, bare, label);
      const kept = await runRound(server, client, bare, label);
      rowsOut.push(storm.row, kept.row);
      if (round > 0) {
        pooled.storm.push(...storm.ttfe);
        pooled.kept.push(...kept.ttfe);
      }
    } finally {
      client.close();
    }
    await pause(1000);
  }
  const summary = (values: number[]) => {
    values.sort((a, b) => a - b);
    return `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;
  };
  const pooledLine = `${bare ? "bare node:http" : "LifeOS"}, ${rounds} rounds pooled (${pooled.storm.length} streams each): storms ${summary(pooled.storm)}; kept alive ${summary(pooled.kept)}`;
  return { rows: rowsOut, idle, pooledLine };
};

const main = async () => {
  const loadBefore = loadavg().map((load) => load.toFixed(2)).join(" ");
  const directory = mkdtempSync(join(tmpdir(), "lifeos-bench-"));
  const rows: string[][] = [];
  const pooledLines: string[] = [];
  try {
    const bare = await startProcess([join(import.meta.dirname, "bareStreamServer.mjs")], directory, process.env);
    try {
      const measured = await measure(bare, true);
      rows.push(...measured.rows);
      pooledLines.push(measured.pooledLine);
    } finally {
      await bare.stop();
    }
    // The server as `npm start` runs it: its Node flags and the compiled packages (the script builds them first).
    const server = await startProcess(
      [
        ...serverNodeFlags(),
        ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
        join(root, "apps/server/dist/main.js"),
      ],
      directory,
      {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        LIFEOS_DATABASE_URL: `file:${join(directory, "lifeos.db")}`,
        LIFEOS_SAMPLE_DATA: "true",
        LIFEOS_RATE_LIMIT: "0",
        LIFEOS_LOG: "silent",
        OPENAI_API_KEY: "",
      },
    );
    try {
      for (;;) {
        const status = (await (await fetch(`${server.url}/api/v1/journal/pipeline`)).json()) as { pending: number; running: boolean };
        if (status.pending === 0 && !status.running) break;
        await pause(250);
      }
      const measured = await measure(server, false);
      rows.push(...measured.rows);
      pooledLines.push(measured.pooledLine);

      console.log(`\nbench:server — ${streams} concurrent offline chat streams, ${warmups} warm-up + ${rounds} measured rounds, SQLite, ${availableParallelism()} cores, Node ${process.version}`);
      console.log(`machine load average before/after: ${loadBefore} / ${loadavg().map((load) => load.toFixed(2)).join(" ")}`);
      console.log(`server memory idle after warm-up: ${measured.idle.rssMb.toFixed(0)} MB RSS; peak during the run: ${memoryOf(server.pid).peakMb.toFixed(0)} MB\n`);
    } finally {
      await server.stop();
    }
    const header = ["server", "round", "load", "streams", "conns", "TTFE p50 ms", "TTFE p99 ms", "total p50 ms", "total p99 ms", "events/s", "server CPU ms/run", "RSS MB", "not done", "missing msgs"];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
    const line = (cells: ReadonlyArray<string>) =>
      `| ${cells.map((cell, column) => (column <= 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(" | ")} |`;
    console.log(line(header));
    console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
    for (const row of rows) console.log(line(row));
    console.log("");
    for (const pooledLine of pooledLines) console.log(pooledLine);
    console.log("\nbare node:http: answers each request at once with one line (the floor of this machine, kernel and client)");
    console.log("target: p99 TTFE < 100 ms and 0 missing messages at 200 streams on 2 cores");
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
};

await main();
