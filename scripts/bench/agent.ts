/**
 * `npm run bench:agent` — what the agent runtime costs on top of the model
 * provider. A local zero-latency server speaks the OpenAI wire format; the
 * same tool-using turn (a tool call, then a streamed answer) is measured
 * straight through the `openai` SDK and through ChatService (kernel, tool
 * registry, write-behind persistence over in-memory storage).
 */
import type { LanguageModelService, ModelStreamPart, StreamEvent, UserId } from "@lifeos/core";
import { LanguageModel, UserRepository } from "@lifeos/core";
import { InMemoryStorage, TestIdGenerator } from "@lifeos/core/testing";
import { defineTool, ToolRegistry } from "@lifeos/tools";
import { Effect, Fiber, Layer, ManagedRuntime, Schema, Stream } from "effect";
import OpenAI from "openai";
import { ChatService, OfflineEmbedder, OpenAiChatModel, SystemClock } from "../../packages/agent/src/index.js";
import type { FakeOpenAi } from "../../packages/agent/test/support/fakeOpenAi.js";
import { startFakeOpenAi, textStream, toolCallStream } from "../../packages/agent/test/support/fakeOpenAi.js";

const iterations = Number(process.env["BENCH_ITERATIONS"] ?? 200);
const answerPieces = Array.from({ length: 20 }, (_, index) => `word${index} `);

const search = defineTool({
  name: "search_journal",
  description: "Search the journal",
  parameters: Schema.Struct({ query: Schema.String }),
  readOnly: true,
  maxResults: 5,
  run: ({ query }) =>
    Effect.succeed({
      data: { results: [{ entryId: "e1", date: "2024-03-05", excerpt: `about ${query}` }], confidence: "high" },
      meta: { count: 1, originalCount: 1, returnedCount: 1, truncated: false, scope: { query } },
    }),
});

/** Every request: a tool call when the history has no tool result yet, else a 20-piece answer. */
const serveForever = (server: FakeOpenAi) => {
  const fixture = () => (request: { body: Record<string, unknown> }) => {
    server.enqueue(fixture());
    const messages = (request.body["messages"] as Array<{ role: string }>) ?? [];
    return messages.some((message) => message.role === "tool")
      ? textStream(answerPieces)
      : toolCallStream([{ id: "call_1", name: "search_journal", arguments: '{"query":"running"}' }]);
  };
  server.enqueue(fixture());
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const direct = async (client: OpenAI) => {
  const start = performance.now();
  const first = await client.chat.completions.create({
    model: "gpt-4.1-mini",
    stream: true,
    messages: [{ role: "user", content: "When did I run?" }],
    tools: [{ type: "function", function: { name: "search_journal", parameters: { type: "object" } } }],
  });
  let args = "";
  for await (const chunk of first) args += chunk.choices[0]?.delta.tool_calls?.[0]?.function?.arguments ?? "";
  const second = await client.chat.completions.create({
    model: "gpt-4.1-mini",
    stream: true,
    messages: [
      { role: "user", content: "When did I run?" },
      { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "search_journal", arguments: args } }] },
      { role: "tool", tool_call_id: "call_1", content: "{}" },
    ],
  });
  let ttfb = 0;
  for await (const chunk of second) if (!ttfb && chunk.choices[0]?.delta.content) ttfb = performance.now() - start;
  return { ttfb, total: performance.now() - start };
};

const throughKernel = async (runtime: ManagedRuntime.ManagedRuntime<ChatService, never>, userId: UserId) => {
  const start = performance.now();
  const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "When did I run?" })));
  let ttfb = 0;
  await Effect.runPromise(
    Stream.runForEach(chat.events, (event) =>
      Effect.sync(() => {
        if (!ttfb && event.type === "textDelta") ttfb = performance.now() - start;
      }),
    ),
  );
  return { ttfb, total: performance.now() - start };
};

const runtimeFor = async (model: Layer.Layer<LanguageModel>) => {
  const env = Layer.mergeAll(InMemoryStorage.layer, model, OfflineEmbedder.layer, ToolRegistry.layer([search])).pipe(
    Layer.provideMerge(Layer.mergeAll(SystemClock.layer, TestIdGenerator.layer)),
  );
  const runtime = ManagedRuntime.make(Layer.provideMerge(ChatService.layerWith({ modelTitles: false }), env));
  const user = await runtime.runPromise(
    Effect.gen(function* () {
      return yield* (yield* UserRepository).create({ name: "Bench", timeZone: "UTC" });
    }),
  );
  return { runtime: runtime as unknown as ManagedRuntime.ManagedRuntime<ChatService, never>, userId: user.id, dispose: () => runtime.dispose() };
};

const row = (label: string, values: Array<string | number>) =>
  console.log(`| ${label.padEnd(44)} | ${values.map((value) => String(value).padStart(10)).join(" | ")} |`);
const ms = (value: number) => value.toFixed(2);

const main = async () => {
  const server = await startFakeOpenAi();
  serveForever(server);
  const client = new OpenAI({ apiKey: "bench", baseURL: server.baseURL, maxRetries: 0 });
  const kernel = await runtimeFor(OpenAiChatModel.layer({ apiKey: "bench", baseURL: server.baseURL, model: "gpt-4.1-mini" }));

  for (let index = 0; index < 30; index++) {
    await direct(client);
    await throughKernel(kernel.runtime, kernel.userId);
  }
  const directRuns: Array<{ ttfb: number; total: number }> = [];
  const kernelRuns: Array<{ ttfb: number; total: number }> = [];
  for (let index = 0; index < iterations; index++) {
    directRuns.push(await direct(client));
    kernelRuns.push(await throughKernel(kernel.runtime, kernel.userId));
  }
  console.log(`\nTool-using turn (tool call + 20-delta answer), ${iterations} runs each, local zero-latency provider\n`);
  row("measure (ms)", ["p50", "p90", "p99"]);
  console.log(`|${"-".repeat(46)}|${"-".repeat(12)}|${"-".repeat(12)}|${"-".repeat(12)}|`);
  for (const [label, pick] of [
    ["TTFB", (run: { ttfb: number }) => run.ttfb],
    ["total", (run: { total: number }) => run.total],
  ] as const) {
    const d = directRuns.map(pick);
    const k = kernelRuns.map(pick);
    row(`${label}: straight to the provider (SDK)`, [50, 90, 99].map((p) => ms(percentile(d, p))));
    row(`${label}: through ChatService + kernel`, [50, 90, 99].map((p) => ms(percentile(k, p))));
    row(`${label}: added by the kernel`, [50, 90, 99].map((p) => ms(percentile(k, p) - percentile(d, p))));
  }
  await kernel.dispose();

  // Events per second of one long stream (in-process model: measures the runtime, not HTTP).
  const deltas = 50_000;
  const fast: LanguageModelService = {
    info: { id: "bench", provider: "bench", offline: false, capabilities: { tools: true, reasoning: false, vision: false, structuredOutput: false }, contextWindow: 128_000 },
    stream: () =>
      Stream.fromIterable<ModelStreamPart>([
        ...Array.from({ length: deltas }, () => ({ type: "textDelta" as const, delta: "x" })),
        { type: "finish", reason: "stop" },
      ]),
    generate: () => Effect.succeed({ text: "", usage: null }),
  };
  const eventsRuntime = await runtimeFor(Layer.succeed(LanguageModel, fast));
  const chat = await eventsRuntime.runtime.runPromise(ChatService.use((service) => service.stream({ userId: eventsRuntime.userId, content: "go" })));
  const started = performance.now();
  const count = await Effect.runPromise(Stream.runCount(chat.events));
  const seconds = (performance.now() - started) / 1000;
  await eventsRuntime.dispose();

  // Memory per concurrent run: 100 runs each parked mid-answer.
  const parked: LanguageModelService = {
    ...fast,
    stream: () => Stream.concat(Stream.fromIterable<ModelStreamPart>(Array.from({ length: 50 }, () => ({ type: "textDelta", delta: "word " }))), Stream.never),
  };
  const memoryRuntime = await runtimeFor(Layer.succeed(LanguageModel, parked));
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const seen: number[] = new Array(100).fill(0);
  const streams: Array<Stream.Stream<StreamEvent>> = [];
  for (let index = 0; index < 100; index++) {
    const run = await memoryRuntime.runtime.runPromise(ChatService.use((service) => service.stream({ userId: memoryRuntime.userId, content: `question ${index}` })));
    streams.push(run.events);
  }
  const fibers = streams.map((events, index) => Effect.runFork(Stream.runForEach(events, () => Effect.sync(() => void (seen[index]! += 1)))));
  while (seen.some((value) => value < 52)) await new Promise((resolve) => setTimeout(resolve, 10));
  gc?.();
  const after = process.memoryUsage().heapUsed;
  await Promise.all(fibers.map((fiber) => Effect.runPromise(Fiber.interrupt(fiber))));
  await memoryRuntime.dispose();
  await server.close();

  console.log("");
  row("one stream", ["value"]);
  console.log(`|${"-".repeat(46)}|${"-".repeat(12)}|`);
  row("events per second (50k text deltas)", [Math.round(count / seconds)]);
  row(`heap per concurrent run at 100 runs (KiB)${gc ? "" : " *"}`, [((after - before) / 100 / 1024).toFixed(1)]);
  if (!gc) console.log("* run with --expose-gc for a settled heap figure");
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
