/**
 * `npm run bench:reflect`: reflection latency against its critical path.
 *
 *   npm run bench:reflect -- [--delay 300] [--concurrency 100] [--warmup 5] [--rounds 3] [--offline 200] [--profile <dir>]
 *
 * Starts a local OpenAI-compatible model in its own process that answers
 * every agent after `--delay` ms, so the critical path of one reflection is
 * the ingestor plus the slowest coach: 2 × delay. Then:
 * - model, in process: `--concurrency` reflections at once through the
 *   orchestration and the real OpenAI SDK (one client, as a model stack has);
 * - model, over HTTP: the same burst of `POST /api/v1/reflect` to the server
 *   as `npm start` runs it (compiled, with its Node flags), in its own process
 *   (as deployed: the benchmark's client does not share its event loop, and
 *   sends with undici's `request`, whose CPU per call is a fraction of
 *   `fetch`'s, so it takes little of the machine's cores from the server) on
 *   a temp SQLite file with that model configured;
 * - offline: `--offline` reflections one after another, in process and over
 *   HTTP (no model: word lists and prompt banks).
 * The model rows are measured in steady state, `--rounds` bursts one after
 * another pooled into one row (one burst's p95 and CPU swing with a shared
 * machine's load), after `--warmup` bursts (the
 * first opens the connections; the next let the JIT compile the hot path, as
 * in a server that has been answering for a while); the first burst a fresh
 * server answers is printed too, as its own row.
 * Everything runs the compiled packages (the npm script builds them first),
 * not their TypeScript sources through a loader.
 * Prints p50/p95, p95 over the critical path, errors, and the CPU per
 * request of the process doing the work; over HTTP also that of the local
 * model's process and of this one (the client), which share the machine's
 * cores with the server. Targets: model p95
 * ≤ 1.3 × the critical path with 0 errors; offline p95 ≤ 50 ms. A benchmark:
 * nothing asserts.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { OpenAiChatModel, defaultReflectionOptions, makeCircuitBreaker, makeReflector, modelAgents, offlineAgents } from "@lifeos/agent";
import type { ReflectorService } from "@lifeos/core";
import { Effect, Exit } from "effect";
import { Agent, request } from "undici";
import { percentile, printTable } from "./lib/stats.js";
import { serverNodeFlags } from "./lib/serverFlags.js";

const { values } = parseArgs({
  options: {
    delay: { type: "string", default: "300" },
    concurrency: { type: "string", default: "100" },
    offline: { type: "string", default: "200" },
    warmup: { type: "string", default: "5" },
    rounds: { type: "string", default: "3" },
    profile: { type: "string" },
  },
});
const delayMs = Number(values.delay);
const concurrency = Number(values.concurrency);
const offlineRuns = Number(values.offline);
const warmupBursts = Math.max(1, Number(values.warmup));
const rounds = Math.max(1, Number(values.rounds));
const criticalPath = 2 * delayMs;
/** `--profile <dir>`: the model and the server processes write V8 CPU profiles (`--cpu-prof`) there when they exit. */
const profileFlags = values.profile === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${values.profile}`];

const entry =
  "Long day at work. The deadline for the client project is Friday and my boss moved the meeting again. " +
  "I barely slept, skipped the gym and felt tense all afternoon. In the evening I called my sister and felt a little calmer.";

/** A child process that prints `running at <url>` once it listens. */
const startChild = async (
  args: ReadonlyArray<string>,
  env: NodeJS.ProcessEnv = process.env,
  cwd?: string,
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> => {
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"], env, ...(cwd ? { cwd } : {}) });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on("line", (line: string) => {
      const match = /running at (http:\/\/\S+)/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`${args.at(-1)} exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { url, pid: child.pid!, stop: () => (child.kill("SIGTERM"), exited) };
};

const startModel = async () => {
  const child = await startChild([...profileFlags, new URL("./reflectionModelServer.mjs", import.meta.url).pathname, String(delayMs)]);
  return { baseUrl: `${child.url}/v1`, pid: child.pid, stop: child.stop };
};

/**
 * The server under test as `npm start` runs it: the compiled server
 * (`apps/server/dist/main.js`, built by the npm script first) with the Node
 * flags of npm start's command, in its own process and the data directory as
 * its working directory.
 */
const startServerProcess = (env: Record<string, string>, directory: string) =>
  startChild([...serverNodeFlags(), ...profileFlags, new URL("../../apps/server/dist/main.js", import.meta.url).pathname], { ...process.env, ...env }, directory);

interface Sample {
  readonly ms: number;
  readonly ok: boolean;
}

const timed = async (run: () => Promise<boolean>): Promise<Sample> => {
  const started = performance.now();
  const ok = await run().catch(() => false);
  return { ms: performance.now() - started, ok };
};

const burst = (count: number, run: () => Promise<boolean>) => Promise.all(Array.from({ length: count }, () => timed(run)));
/** `rounds` bursts one after another, their samples pooled. */
const bursts = async (count: number, run: () => Promise<boolean>) => {
  const samples: Sample[] = [];
  for (let index = 0; index < rounds; index++) samples.push(...(await burst(count, run)));
  return samples;
};
const sequence = async (count: number, run: () => Promise<boolean>) => {
  const samples: Sample[] = [];
  for (let index = 0; index < count; index++) samples.push(await timed(run));
  return samples;
};

/** CPU milliseconds a process has used (this one, or a child's from /proc on Linux; null elsewhere). */
const cpuMsOf = (pid?: number): number | null => {
  if (pid === undefined) {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  }
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
};

interface Measured {
  readonly samples: ReadonlyArray<Sample>;
  /** CPU per request of the process doing the work, in ms (null when unknown). */
  readonly cpuMs: number | null;
  /** CPU per request of the local model's process and of this one (the client) while the server did the work; null in process. */
  readonly modelCpuMs: number | null;
  readonly clientCpuMs: number | null;
}

const perRequest = (before: number | null, after: number | null, count: number) => (before === null || after === null ? null : (after - before) / count);

const measured = async (samples: () => Promise<ReadonlyArray<Sample>>, pid?: number): Promise<Measured> => {
  const before = [cpuMsOf(pid), cpuMsOf(model.pid), cpuMsOf()];
  const done = await samples();
  const after = [cpuMsOf(pid), cpuMsOf(model.pid), cpuMsOf()];
  const [cpuMs, modelCpuMs, clientCpuMs] = before.map((value, index) => perRequest(value, after[index]!, done.length));
  return { samples: done, cpuMs: cpuMs!, modelCpuMs: modelCpuMs!, clientCpuMs: pid === undefined ? null : clientCpuMs! };
};

const row = (name: string, { samples, cpuMs, modelCpuMs, clientCpuMs }: Measured, reference: number | null): string[] => {
  const times = samples.map((sample) => sample.ms);
  const p95 = percentile(times, 95);
  return [
    name,
    String(samples.length),
    percentile(times, 50).toFixed(1),
    p95.toFixed(1),
    reference === null ? "-" : String(reference),
    reference === null ? "-" : `${(p95 / reference).toFixed(2)}×`,
    String(samples.filter((sample) => !sample.ok).length),
    cpuMs === null ? "-" : cpuMs.toFixed(2),
    modelCpuMs === null || reference === null ? "-" : modelCpuMs.toFixed(2),
    clientCpuMs === null ? "-" : clientCpuMs.toFixed(2),
  ];
};

const reflectIn = (reflector: ReflectorService) => async () => Exit.isSuccess(await Effect.runPromiseExit(reflector.reflect({ text: entry, traceId: "bench" })));

const model = await startModel();
const directory = mkdtempSync(join(tmpdir(), "lifeos-bench-reflect-"));
const rows: string[][] = [];
try {
  const options = { ...defaultReflectionOptions };
  const chat = OpenAiChatModel.make({ apiKey: "bench", baseURL: model.baseUrl, model: "bench" });
  const withModel = makeReflector(modelAgents(chat), options, makeCircuitBreaker(3, 60_000));
  for (let index = 0; index < warmupBursts; index++) await burst(concurrency, reflectIn(withModel));
  // The floors: the same four calls (one, then three at once) by plain fetch, by undici's request (what the SDK's transport uses), and by the SDK alone.
  const body = (name: string) =>
    JSON.stringify({ model: "bench", messages: [{ role: "user", content: entry }], response_format: { type: "json_schema", json_schema: { name, schema: {}, strict: true } } });
  const rawCall = (name: string) =>
    fetch(`${model.baseUrl}/chat/completions`, { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer bench" }, body: body(name) }).then((response) => response.json());
  const pool = new Agent({ keepAliveTimeout: 30_000 });
  const requestCall = (name: string) =>
    request(`${model.baseUrl}/chat/completions`, { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer bench" }, body: body(name), dispatcher: pool }).then((answer) => answer.body.json());
  const sdkCall = (name: string) =>
    Effect.runPromise(chat.generate({ system: "bench", messages: [{ role: "user", content: entry }], responseFormat: { name, schema: {} } }));
  const pattern = (call: (name: string) => Promise<unknown>) => async () => {
    await call("reflection_ingestion");
    await Promise.all(["buddhist", "stoic", "existential"].map((source) => call(`reflection_coach_${source}`)));
    return true;
  };
  await burst(concurrency, pattern(rawCall));
  await burst(concurrency, pattern(requestCall));
  rows.push(row(`floor: plain fetch, ${concurrency} at once`, await measured(() => burst(concurrency, pattern(rawCall))), criticalPath));
  rows.push(row(`floor: undici request, ${concurrency} at once`, await measured(() => burst(concurrency, pattern(requestCall))), criticalPath));
  rows.push(row(`floor: SDK calls, ${concurrency} at once`, await measured(() => burst(concurrency, pattern(sdkCall))), criticalPath));
  rows.push(row(`model, in process, ${concurrency} at once`, await measured(() => bursts(concurrency, reflectIn(withModel))), criticalPath));
  await pool.close();

  const offline = makeReflector(offlineAgents, options, makeCircuitBreaker(3, 60_000));
  await sequence(20, reflectIn(offline));
  rows.push(row("offline, in process, one at a time", await measured(() => sequence(offlineRuns, reflectIn(offline))), null));

  const env = {
    LIFEOS_DATABASE_URL: `file:${join(directory, "lifeos.db")}`,
    PORT: "0",
    LIFEOS_SAMPLE_DATA: "false",
    LIFEOS_LOG: "silent",
    LIFEOS_ALLOW_PRIVATE_PROVIDER_URLS: "true",
  };
  for (const mode of ["model", "offline"] as const) {
    const serverEnv = { ...env, LIFEOS_REFLECT_RATE_LIMIT: "0", LIFEOS_RATE_LIMIT: "0" };
    const server = await startServerProcess(
      mode === "model" ? { ...serverEnv, OPENAI_API_KEY: "bench", OPENAI_BASE_URL: model.baseUrl, LIFEOS_MODEL: "bench" } : serverEnv,
      directory,
    );
    const page = await fetch(`${server.url}/`);
    const cookie = page.headers.getSetCookie().find((value) => value.startsWith("lifeos_session_"))?.split(";")[0];
    // The client sends by undici's `request` over one keep-alive pool: a
    // deployed server's clients are elsewhere, and on this machine WHATWG
    // fetch's CPU per call (the plain fetch floor) would compete with the server for its cores.
    const clients = new Agent({ keepAliveTimeout: 30_000 });
    const headers = { "content-type": "application/json", ...(cookie ? { cookie } : {}) };
    const payload = JSON.stringify({ journal_text: entry });
    const post = async () => {
      const answer = await request(`${server.url}/api/v1/reflect`, { method: "POST", headers, body: payload, dispatcher: clients });
      await answer.body.arrayBuffer();
      return answer.statusCode === 200;
    };
    if (mode === "model") {
      rows.push(row(`model, over HTTP, first burst after start`, await measured(() => burst(concurrency, post), server.pid), criticalPath));
      for (let index = 1; index < warmupBursts; index++) await burst(concurrency, post);
      rows.push(row(`model, over HTTP, ${concurrency} at once`, await measured(() => bursts(concurrency, post), server.pid), criticalPath));
    } else {
      await sequence(20, post);
      rows.push(row("offline, over HTTP, one at a time", await measured(() => sequence(offlineRuns, post), server.pid), null));
    }
    await clients.close();
    await server.stop();
  }
} finally {
  await model.stop();
  rmSync(directory, { recursive: true, force: true });
}

console.log(`Reflection: each model agent answers after ${delayMs} ms; critical path = ingestor + slowest coach = ${criticalPath} ms.`);
console.log("The model and the server under HTTP each run in their own process, as deployed; the in-process rows share this one.");
console.log(
  `Model rows: steady state, ${rounds} burst(s) of ${concurrency} pooled, after ${warmupBursts} warm-up burst(s), except the first burst a fresh server answers (and the floors, one burst each).`,
);
console.log("cpu ms/req: CPU per request of the process doing the work (this one in process, the server's over HTTP), steadier than wall time on a busy machine;");
console.log("model cpu / client cpu: CPU per request of the local model's process and, over HTTP, of this one sending the requests: the harness's share of the cores.\n");
console.log(`load average ${loadavg().map((value) => value.toFixed(2)).join(" ")} (${cpus().length} cores)\n`);
printTable(["run", "requests", "p50 ms", "p95 ms", "critical ms", "p95/critical", "errors", "cpu ms/req", "model cpu", "client cpu"], rows);
console.log("\nTargets: model p95 ≤ 1.3 × critical path with 0 errors; offline p95 ≤ 50 ms.");
