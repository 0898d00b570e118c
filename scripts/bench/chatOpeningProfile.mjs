/**
 * `node scripts/bench/chatOpeningProfile.mjs` (after building the server;
 * N, INTERVAL in µs, TOP, PROFILE_OUT, PROFILE=0 for timings only): a CPU
 * profile of the chat path before its first event, attributed to its
 * steps. Only the samples taken between a request event and the response's
 * first write count, over N warm sequential chats on the built server in
 * this process. The sampling profiler slows what it measures by about half
 * again: read the table as shares.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request as httpRequest, Agent } from "node:http";
import { loadConfig, startServer } from "@lifeos/server";
import { onFirstWrite } from "./lib/firstWrite.mjs";
import { baseEnvironment } from "../../apps/server/dist/environment.js";

const N = Number(process.env.N ?? 2000);
const dir = mkdtempSync(join(tmpdir(), "lifeos-opening-"));
Object.assign(process.env, { LIFEOS_DATABASE_URL: `file:${join(dir, "lifeos.db")}`, LIFEOS_SAMPLE_DATA: "true", LIFEOS_RATE_LIMIT: "0", LIFEOS_LOG: "silent", PORT: "0", OPENAI_API_KEY: "", LIFEOS_JOB_CONCURRENCY: "0", LIFEOS_MEMORY_EXTRACTION_WAIT_MS: "0" });
const config = loadConfig();
const server = await startServer(config, baseEnvironment(config.database));
const url = new URL(server.url);
const page = await fetch(`${server.url}/`);
const cookie = page.headers.getSetCookie().find((c) => c.startsWith("lifeos_session_")).split(";")[0];
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
// Resolves with the first chunk's arrival and a promise of the end.
const post = (body) => new Promise((resolve, reject) => {
  const req = httpRequest({ agent, host: url.hostname, port: url.port, method: "POST", path: "/api/v1/ai/chat/stream",
    headers: { cookie, "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (res) => {
    let first = true; let ended; const end = new Promise((r) => (ended = r));
    res.on("data", () => { if (first) { first = false; resolve({ at: now(), end }); } });
    res.on("end", () => ended());
  });
  req.on("error", reject);
  req.end(body);
});
const questions = ["How has my happiness been over the last 3 months?", "What was my last entry?", "How have I been doing lately?", "Summarise last month", "When did I last go to Sintra?", "How stressed was I last week?"];
const windows = [];
// Server side: from the request event to the response's first write.
let serverWindow = null;
const now = () => Number(process.hrtime.bigint() / 1000n);
onFirstWrite(now, (start, end) => (serverWindow = [start, end]));
const full = async (count, keep) => {
  for (let i = 0; i < count; i++) {
    const body = JSON.stringify({ content: questions[i % questions.length] });
    const { end } = await post(body);
    if (keep) windows.push(serverWindow);
    await end;
  }
};
await full(400, false);
if (process.env.PROFILE === "0") {
  await full(N, true);
  const spans = windows.map(([a, b]) => b - a).sort((a, b) => a - b);
  console.log(`N=${N}: request start -> first chunk, sequential, keep-alive: median ${spans[Math.floor(N / 2)]} µs, p10 ${spans[Math.floor(N / 10)]} µs, mean ${(spans.reduce((a, b) => a + b, 0) / N).toFixed(0)} µs`);
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.setSamplingInterval", { interval: Number(process.env.INTERVAL ?? 100) });
await session.post("Profiler.start");
await full(N, true);
const { profile } = await session.post("Profiler.stop");
if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));

// Attribute samples inside the windows.
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const frameName = (node) => `${node.callFrame.functionName || "(anon)"} ${node.callFrame.url.replace(/.*node_modules\//, "nm:").replace(/.*\/work\/(wt\/[^/]+|main)\//, "")}:${node.callFrame.lineNumber + 1}`;
const categories = [
  ["GC", (s) => s.some((f) => f.startsWith("(garbage collector)"))],
  ["RunRepository.start (SQLite transaction)", (s) => s.some((f) => /storage-sqlite\/dist\/chat\/RunRepository|groupCommit/.test(f))],
  ["prepareTurn", (s) => s.some((f) => /prepareTurn\.js/.test(f))],
  ["argument decoding (withDecodedArguments)", (s) => s.some((f) => /decodedPort\.js/.test(f))],
  ["startRun / runFiber (opening events)", (s) => s.some((f) => /runEvents\.js/.test(f))],
  // The direct writer's own frames (its wrapper around the app's fetch is under every request, so it is not matched by file).
  ["streamEvents + Hono stream (first write)", (s) => s.some((f) => /streamEvents\.js|^(send|headerList|write|streamEventsDirect) .*directEventStream\.js|hono\/dist\/helper\/streaming|utils\/stream\.js/.test(f))],
  ["readBody (JSON + ChatBody decode)", (s) => s.some((f) => /readBody\.js/.test(f))],
  ["ChatService.open/start other", (s) => s.some((f) => /agent\/dist\/chat\/ChatService\.js/.test(f))],
  ["chat route other", (s) => s.some((f) => /server\/dist\/chat\/chat\.js/.test(f))],
  ["authenticate", (s) => s.some((f) => /authenticate\.js/.test(f))],
  ["secure headers", (s) => s.some((f) => /secure-headers/.test(f))],
  ["request id", (s) => s.some((f) => /request-id/.test(f))],
  ["body limit / content type", (s) => s.some((f) => /limitBody|requireContentType|body-limit/.test(f))],
  ["Hono routing/compose/context", (s) => s.some((f) => /nm:hono\//.test(f))],
  ["client (harness)", (s) => s.some((f) => /chatOpeningProfile|_http_client|_http_agent/.test(f))],
  ["node-server request/response adapter", (s) => s.some((f) => /nm:@hono\/node-server/.test(f))],
  ["node:http server (parse, socket)", (s) => s.some((f) => /_http_server|_http_common|_http_outgoing|node:net/.test(f))],
];
const byCategory = new Map();
const detail = new Map();
const bySelf = new Map();
let inWindow = 0;
let t = profile.startTime;
let w = 0;
const stackCache = new Map();
const stackOf = (id) => {
  let s = stackCache.get(id);
  if (s) return s;
  s = [];
  for (let n = id; n !== undefined; n = parent.get(n)) s.push(frameName(nodes.get(n)));
  stackCache.set(id, s);
  return s;
};
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  while (w < windows.length && windows[w][1] < t) w++;
  if (w >= windows.length) break;
  if (t < windows[w][0]) continue;
  const dt = profile.timeDeltas[i + 1] ?? 50;
  inWindow += dt;
  const stack = stackOf(profile.samples[i]);
  const cat = categories.find(([, test]) => test(stack))?.[0] ?? (stack[0].startsWith("(idle)") ? "idle" : "other");
  byCategory.set(cat, (byCategory.get(cat) ?? 0) + dt);
  if (process.env.DETAIL && cat === process.env.DETAIL) { const key = stack.slice(0, 4).join(" < "); detail.set(key, (detail.get(key) ?? 0) + dt); }
  bySelf.set(stack[0], (bySelf.get(stack[0]) ?? 0) + dt);
}
const totalWindow = windows.reduce((sum, [a, b]) => sum + (b - a), 0);
console.log(`N=${N}; server window (request event -> first write) mean ${(totalWindow / N).toFixed(0)} µs; sampled in windows ${(inWindow / N).toFixed(0)} µs/request`);
console.log("| step | µs per request |\n|---|---|");
for (const [cat, us] of [...byCategory].sort((a, b) => b[1] - a[1])) console.log(`| ${cat} | ${(us / N).toFixed(1)} |`);
console.log("\ntop self frames (µs/request):");
for (const [f, us] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40))) console.log(`${(us / N).toFixed(1).padStart(7)}  ${f}`);
if (process.env.DETAIL) for (const [f, us] of [...detail].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${(us / N).toFixed(1).padStart(7)}  ${f}`);
await server.close();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
