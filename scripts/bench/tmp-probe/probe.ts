import type { UserId } from "@lifeos/core";
import { UserRepository } from "@lifeos/core";
import { InMemoryStorage, TestIdGenerator } from "@lifeos/core/testing";
import { defineTool, ToolRegistry } from "@lifeos/tools";
import { Effect, Layer, ManagedRuntime, Schema, Stream } from "effect";
import OpenAI from "openai";
import { ChatService, OfflineEmbedder, OpenAiChatModel, SystemClock } from "../../../packages/agent/src/index.js";
import type { FakeOpenAi } from "../../../packages/agent/test/support/fakeOpenAi.js";
import { startFakeOpenAi, textStream, toolCallStream } from "../../../packages/agent/test/support/fakeOpenAi.js";

const answerPieces = Array.from({ length: 20 }, (_, index) => `word${index} `);
const search = defineTool({
  name: "search_journal", description: "Search the journal",
  parameters: Schema.Struct({ query: Schema.String }), readOnly: true, maxResults: 5,
  run: ({ query }) => Effect.succeed({ data: { results: [{ entryId: "e1", date: "2024-03-05", excerpt: `about ${query}` }], confidence: "high" }, meta: { count: 1, originalCount: 1, returnedCount: 1, truncated: false, scope: { query } } }),
});
let arrivals: number[] = [];
let fetchCalls: number[] = []; let fetchHeaders: number[] = [];
const realFetch = globalThis.fetch;
globalThis.fetch = (async (...args: Parameters<typeof fetch>) => { fetchCalls.push(performance.now()); const r = await realFetch(...args); fetchHeaders.push(performance.now()); return r; }) as typeof fetch;
const serveForever = (server: FakeOpenAi) => {
  const fixture = () => (request: { body: Record<string, unknown> }) => {
    arrivals.push(performance.now());
    server.enqueue(fixture());
    const messages = (request.body["messages"] as Array<{ role: string }>) ?? [];
    return messages.some((m) => m.role === "tool") ? textStream(answerPieces) : toolCallStream([{ id: "call_1", name: "search_journal", arguments: '{"query":"running"}' }]);
  };
  server.enqueue(fixture());
};
const pct = (v: number[], p: number) => { const s = [...v].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p / 100 * s.length))]!; };

const main = async () => {
  const server = await startFakeOpenAi();
  serveForever(server);
  const client = new OpenAI({ apiKey: "bench", baseURL: server.baseURL, maxRetries: 0 });
  const env = Layer.mergeAll(InMemoryStorage.layer, OpenAiChatModel.layer({ apiKey: "bench", baseURL: server.baseURL, model: "gpt-4.1-mini" }), OfflineEmbedder.layer, ToolRegistry.layer([search])).pipe(Layer.provideMerge(Layer.mergeAll(SystemClock.layer, TestIdGenerator.layer)));
  const runtime = ManagedRuntime.make(Layer.provideMerge(ChatService.layerWith({ modelTitles: false }), env));
  const user = await runtime.runPromise(Effect.gen(function* () { return yield* (yield* UserRepository).create({ name: "B", timeZone: "UTC" }); }));
  const userId = user.id as UserId;
  const phases: Record<string, number[]> = {};
  const rec = (k: string, v: number) => ((phases[k] ??= []).push(v));
  const direct = async () => {
    arrivals = []; fetchCalls = []; fetchHeaders = [];
    const start = performance.now();
    const first = await client.chat.completions.create({ model: "gpt-4.1-mini", stream: true, messages: [{ role: "user", content: "When did I run?" }], tools: [{ type: "function", function: { name: "search_journal", parameters: { type: "object" } } }] });
    let args = ""; for await (const c of first) args += c.choices[0]?.delta.tool_calls?.[0]?.function?.arguments ?? "";
    const end1 = performance.now();
    const second = await client.chat.completions.create({ model: "gpt-4.1-mini", stream: true, messages: [{ role: "user", content: "When did I run?" }, { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "search_journal", arguments: args } }] }, { role: "tool", tool_call_id: "call_1", content: "{}" }] });
    let ttfb = 0; for await (const c of second) if (!ttfb && c.choices[0]?.delta.content) ttfb = performance.now() - start;
    rec("D fetch1", fetchCalls[0]! - start); rec("D hdr1", fetchHeaders[0]! - start); rec("D fetch2", fetchCalls[1]! - start); rec("D arrive1", arrivals[0]! - start); rec("D end1", end1 - start); rec("D arrive2", arrivals[1]! - start); rec("D ttfb", ttfb);
  };
  const kernel = async () => {
    arrivals = []; fetchCalls = []; fetchHeaders = [];
    const start = performance.now();
    const chat = await runtime.runPromise(ChatService.use((s) => s.stream({ userId, content: "When did I run?" })));
    const setup = performance.now();
    let ttfb = 0, sys = 0, tc = 0, tr = 0;
    await Effect.runPromise(Stream.runForEach(chat.events, (e) => Effect.sync(() => {
      const t = performance.now() - start;
      if (!sys) sys = t;
      if (e.type === "toolCall") tc = t;
      if (e.type === "toolResult") tr = t;
      if (!ttfb && e.type === "textDelta") ttfb = t;
    })));
    rec("K fetch1", fetchCalls[0]! - start); rec("K hdr1", fetchHeaders[0]! - start); rec("K fetch2", fetchCalls[1]! - start); rec("K setup", setup - start); rec("K system", sys); rec("K arrive1", arrivals[0]! - start); rec("K toolCall", tc); rec("K toolResult", tr); rec("K arrive2", arrivals[1]! - start); rec("K ttfb", ttfb);
  };
  for (let i = 0; i < 30; i++) { await direct(); await kernel(); }
  for (const k of Object.keys(phases)) delete phases[k];
  const n = Number(process.env["N"] ?? 200);
  for (let i = 0; i < n; i++) { await direct(); await kernel(); }
  for (const [k, v] of Object.entries(phases)) console.log(k.padEnd(14), pct(v, 50).toFixed(2).padStart(8), pct(v, 90).toFixed(2).padStart(8), pct(v, 99).toFixed(2).padStart(8));
  await runtime.dispose(); await server.close();
};
main();
