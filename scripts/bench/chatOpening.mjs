/**
 * `npm run bench:chat-opening [N=2000]`: the CPU a chat costs before its
 * first event, per step, over warm sequential requests to the built server
 * in this process (a fresh SQLite file with the sample journal, the job
 * runner off, so no turn waits for a previous message's memory learning
 * that no job will do: LIFEOS_MEMORY_EXTRACTION_WAIT_MS=0). CPU time (process.cpuUsage) rather than wall time, so the
 * figures hold on a busy machine: a storm of N chats waits about N times the
 * first row (see bench:server). The server rows span the request event to
 * the response's first write; the service rows time `ChatService.open` and
 * its `start` directly. Plain JavaScript over the build, as `npm start` runs it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, Agent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, startServer } from "@lifeos/server";
import { onFirstWrite } from "./lib/firstWrite.mjs";
import { baseEnvironment } from "../../apps/server/dist/environment.js";
import { ChatService } from "@lifeos/agent";
import { RunOpening, decodeInput } from "@lifeos/core";
import { Effect, Stream } from "effect";

const N = Number(process.env.N ?? 2000);
/** One server per way of writing the chat stream (LIFEOS_CHAT_STREAM), measured in turns in this process, so both see the same load. */
const modes = ["direct", "web"];
const dirs = [];
const servers = [];
for (const mode of modes) {
  const dir = mkdtempSync(join(tmpdir(), "lifeos-opening-"));
  dirs.push(dir);
  Object.assign(process.env, { LIFEOS_DATABASE_URL: `file:${join(dir, "lifeos.db")}`, LIFEOS_SAMPLE_DATA: "true", LIFEOS_RATE_LIMIT: "0", LIFEOS_LOG: "silent", PORT: "0", OPENAI_API_KEY: "", LIFEOS_JOB_CONCURRENCY: "0", LIFEOS_MEMORY_EXTRACTION_WAIT_MS: "0", LIFEOS_CHAT_STREAM: mode });
  const config = loadConfig();
  const server = await startServer(config, baseEnvironment(config.database));
  const page = await fetch(`${server.url}/`);
  const cookie = page.headers.getSetCookie().find((c) => c.startsWith("lifeos_session_")).split(";")[0];
  servers.push({ mode, server, url: new URL(server.url), cookie, agent: new Agent({ keepAlive: true, maxSockets: 1 }) });
}
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
const questions = ["How has my happiness been over the last 3 months?", "What was my last entry?", "How have I been doing lately?", "Summarise last month", "When did I last go to Sintra?", "How stressed was I last week?"];
const post = ({ url, cookie, agent }, body) => new Promise((resolve, reject) => {
  const req = httpRequest({ agent, host: url.hostname, port: url.port, method: "POST", path: "/api/v1/ai/chat/stream",
    headers: { cookie, "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (res) => {
    let first = true; let ended; const end = new Promise((r) => (ended = r));
    res.on("data", () => { if (first) { first = false; resolve({ end }); } });
    res.on("end", () => ended());
  });
  req.on("error", reject);
  req.end(body);
});
const sums = new Map();
// Server side: CPU from the request event to the response's first write (or its end), per response.
let serverSpan = null;
onFirstWrite(cpu, (start, end) => (serverSpan = end - start));
const add = (name, us) => sums.set(name, [...(sums.get(name) ?? []), us]);

const http = async (target, count, keep) => {
  for (let i = 0; i < count; i++) {
    const body = JSON.stringify({ content: questions[i % questions.length] });
    const { end } = await post(target, body);
    if (keep) add(`server (LIFEOS_CHAT_STREAM=${target.mode}): request event -> first write of the chat stream`, serverSpan);
    await end;
  }
};
const invalid = async (target, count, keep) => {
  const { url, cookie, agent } = target;
  for (let i = 0; i < count; i++) {
    await new Promise((resolve, reject) => {
      const req = httpRequest({ agent, host: url.hostname, port: url.port, method: "POST", path: "/api/v1/ai/chat/stream",
        headers: { cookie, "content-type": "application/json", "content-length": 2 } }, (res) => { res.resume(); res.on("end", resolve); });
      req.on("error", reject);
      req.end("{}");
    });
    if (keep) add("server: request event -> end of a POST {} answered 400 (middleware, body, decode, error answer)", serverSpan);
  }
};
const { context } = servers[0].server;
const userId = context.localUserId;
const { context: services } = await context.stacks.forUser(userId);
const direct = async (count, keep) => {
  for (let i = 0; i < count; i++) {
    const c0 = cpu();
    const exit = await Effect.runPromiseExitWith(services)(ChatService.use((s) => s.open({ userId, content: questions[i % questions.length] })));
    const c1 = cpu();
    const opened = exit.value;
    const c2 = cpu();
    Effect.runSync(Effect.result(decodeInput(RunOpening, opened.turn.rows)));
    const c3 = cpu();
    const w3 = performance.now();
    const started = await Effect.runPromiseExitWith(services)(opened.start);
    const c4 = cpu();
    if (keep) add("ChatService start, wall time (µs, not CPU: the commit's writes)", Math.round((performance.now() - w3) * 1000));
    if (keep) {
      add("ChatService.open (prepareTurn, run registered)", c1 - c0);
      add("decodeInput(RunOpening, rows), as withDecodedArguments does in start", c3 - c2);
      add("ChatService start (RunRepository.start transaction + run forked)", c4 - c3);
    }
    await Effect.runPromiseWith(services)(Stream.runDrain(started.value.events));
    await Effect.runPromiseWith(services)(ChatService.use((s) => s.flush));
  }
};
const rounds = Number(process.env.ROUNDS ?? 2);
for (const target of servers) await http(target, 300, false);
await invalid(servers[0], 300, false);
await direct(300, false);
for (let r = 0; r < rounds; r++) {
  for (const target of servers) await http(target, N / rounds, true);
  await invalid(servers[0], N / rounds, true);
  await direct(N / rounds, true);
}
console.log(`N=${N} (CPU µs per request, process.cpuUsage)`);
console.log("| step | CPU µs median | mean | p90 | p99 | max |\n|---|---|---|---|---|---|");
for (const [name, values] of sums) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  console.log(`| ${name} | ${at(0.5)} | ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(0)} | ${at(0.9)} | ${at(0.99)} | ${at(1)} |`);
}
for (const { server } of servers) await server.close();
for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
process.exit(0);
