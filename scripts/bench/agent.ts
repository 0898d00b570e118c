/**
 * `npm run bench:agent` — what the agent runtime costs on top of the model
 * provider. A local zero-latency server speaks the OpenAI wire format; the
 * same tool-using turn (a tool call, then a streamed 20-delta answer) is
 * measured three ways, interleaved (the order rotates every iteration) after
 * a warm-up:
 *
 * - straight to the provider: the `openai` SDK with the kernel's client
 *   settings replays the exact request bodies the kernel sent (system prompt,
 *   tool schemas, tool result), reading the streams the same way;
 * - `runKernel` alone over the OpenAI adapter and the tool registry;
 * - `ChatService` (kernel, registry, write-behind persistence over the SQLite
 *   adapter on a database in memory, event framing).
 *
 * "Added" rows are percentiles of the paired differences (same iteration),
 * which cancel most of the noise of a shared machine.
 * BENCH_ITERATIONS (default 500) sets the number of measured iterations.
 */
import os from "node:os";
import type { LanguageModelService, ModelStreamPart, StreamEvent, UserId } from "@lifeos/core";
import { LanguageModel, SearchJournalOutput, UserRepository } from "@lifeos/core";
import { TestIdGenerator } from "@lifeos/core/testing";
import { SqliteTestStorage } from "@lifeos/storage-sqlite/testing";
import { defineTool, ToolRegistry } from "@lifeos/tools";
import { Effect, Fiber, Layer, ManagedRuntime, Schema, Stream } from "effect";
import type OpenAI from "openai";
import { ChatService, defaultKernelOptions, OfflineEmbedder, OpenAiChatModel, runKernel, SystemClock } from "../../packages/agent/src/index.js";
import type { OpenAiModelOptions } from "../../packages/agent/src/index.js";
import { makeClient } from "../../packages/agent/src/models/openai/OpenAiOptions.js";
import type { FakeOpenAi } from "../../packages/agent/test/support/fakeOpenAi.js";
import { startFakeOpenAi, textStream, toolCallStream } from "../../packages/agent/test/support/fakeOpenAi.js";

const iterations = Number(process.env["BENCH_ITERATIONS"] ?? 500);
const warmup = 50;
const answerPieces = Array.from({ length: 20 }, (_, index) => `word${index} `);

const search = defineTool({
  name: "search_journal",
  description: "Search the journal",
  parameters: Schema.Struct({ query: Schema.String }),
  output: SearchJournalOutput,
  readOnly: true,
  maxResults: 5,
  run: ({ query }) =>
    Effect.succeed({
      data: { results: [{ entryId: "e1", date: "2024-03-05", excerpt: `about ${query}`, score: 0.9, confidence: "high" as const }], confidence: "high" as const },
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

interface Sample {
  readonly ttfb: number;
  readonly total: number;
}

type Body = OpenAI.Chat.Completions.ChatCompletionCreateParamsStreaming;

/** The SDK straight to the provider, sending the kernel's own two request bodies. */
const direct = async (client: OpenAI, bodies: readonly [Body, Body]): Promise<Sample> => {
  const start = performance.now();
  const first = await client.chat.completions.create(bodies[0]);
  let args = "";
  for await (const chunk of first) args += chunk.choices[0]?.delta.tool_calls?.[0]?.function?.arguments ?? "";
  JSON.parse(args);
  const second = await client.chat.completions.create(bodies[1]);
  let ttfb = 0;
  for await (const chunk of second) if (!ttfb && chunk.choices[0]?.delta.content) ttfb = performance.now() - start;
  return { ttfb, total: performance.now() - start };
};

const kernelOnly = async (model: LanguageModelService, registry: ReturnType<typeof ToolRegistry.make>, userId: UserId): Promise<Sample> => {
  const start = performance.now();
  let ttfb = 0;
  await Effect.runPromise(
    runKernel(
      model,
      registry,
      {
        history: [{ role: "user", content: "When did I run?" }],
        allowlist: ["search_journal"],
        context: { userId, threadId: "bench" as never, timeZone: "UTC", now: new Date() },
        options: defaultKernelOptions,
      },
      (event) =>
        Effect.sync(() => {
          if (!ttfb && event.type === "textDelta") ttfb = performance.now() - start;
        }),
    ),
  );
  return { ttfb, total: performance.now() - start };
};

const throughChat = async (runtime: ManagedRuntime.ManagedRuntime<ChatService, never>, userId: UserId): Promise<Sample> => {
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
  const env = Layer.mergeAll(SqliteTestStorage.layer, model, OfflineEmbedder.layer, ToolRegistry.layer([search])).pipe(
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

const percentile = (values: ReadonlyArray<number>, p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
const row = (label: string, values: Array<string | number>) =>
  console.log(`| ${label.padEnd(46)} | ${values.map((value) => String(value).padStart(9)).join(" | ")} |`);
const rule = (columns: number) => console.log(`|${"-".repeat(48)}|${Array.from({ length: columns }, () => "-".repeat(11)).join("|")}|`);
const ms = (value: number) => value.toFixed(2);

const latency = async () => {
  const server = await startFakeOpenAi();
  serveForever(server);
  const options: OpenAiModelOptions = { apiKey: "bench", baseURL: server.baseURL, model: "gpt-4.1-mini" };
  const model = OpenAiChatModel.make(options);
  const registry = ToolRegistry.make([search]);
  const chat = await runtimeFor(Layer.succeed(LanguageModel, model));
  // The same client settings as the adapter's (no SDK retries, same timeout), sharing Node's fetch pool.
  const client = makeClient(options);

  await kernelOnly(model, registry, chat.userId);
  const recorded = server.requests.slice(-2).map((request) => ({ ...request.body, stream: true }) as Body);
  const bodies = [recorded[0]!, recorded[1]!] as const;

  const paths = [
    ["direct", () => direct(client, bodies)],
    ["kernel", () => kernelOnly(model, registry, chat.userId)],
    ["chat", () => throughChat(chat.runtime, chat.userId)],
  ] as const;
  const samples: Record<(typeof paths)[number][0], Sample[]> = { direct: [], kernel: [], chat: [] };
  for (let index = 0; index < warmup + iterations; index++) {
    for (let offset = 0; offset < paths.length; offset++) {
      const [name, run] = paths[(index + offset) % paths.length]!;
      const sample = await run();
      if (index >= warmup) samples[name].push(sample);
    }
  }
  await chat.dispose();
  await server.close();

  console.log(`\nTool-using turn (tool call + 20-delta answer), ${iterations} interleaved runs per path after ${warmup} warm-up,`);
  console.log(`local zero-latency provider in the same process; load average ${os.loadavg().map((value) => value.toFixed(1)).join(" ")} on ${os.cpus().length} CPUs\n`);
  row("measure (ms)", ["p50", "p90", "p99"]);
  rule(3);
  for (const measure of ["ttfb", "total"] as const) {
    const label = measure === "ttfb" ? "TTFB" : "total";
    const pick = (path: keyof typeof samples) => samples[path].map((sample) => sample[measure]);
    const paired = (path: keyof typeof samples) => samples[path].map((sample, index) => sample[measure] - samples.direct[index]![measure]);
    row(`${label}: straight to the provider (SDK)`, [50, 90, 99].map((p) => ms(percentile(pick("direct"), p))));
    row(`${label}: runKernel`, [50, 90, 99].map((p) => ms(percentile(pick("kernel"), p))));
    row(`${label}: ChatService + kernel`, [50, 90, 99].map((p) => ms(percentile(pick("chat"), p))));
    row(`${label}: added by runKernel (paired)`, [50, 90, 99].map((p) => ms(percentile(paired("kernel"), p))));
    row(`${label}: added by ChatService + kernel (paired)`, [50, 90, 99].map((p) => ms(percentile(paired("chat"), p))));
  }
};

const throughput = async () => {
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
  const started = performance.now();
  const chat = await eventsRuntime.runtime.runPromise(ChatService.use((service) => service.stream({ userId: eventsRuntime.userId, content: "go" })));
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
  // Starts `count` runs, waits until each has streamed past its first deltas, and returns a stopper.
  const park = async (count: number) => {
    const seen: number[] = new Array(count).fill(0);
    const streams: Array<Stream.Stream<StreamEvent>> = [];
    for (let index = 0; index < count; index++) {
      const run = await memoryRuntime.runtime.runPromise(ChatService.use((service) => service.stream({ userId: memoryRuntime.userId, content: `question ${index}` })));
      streams.push(run.events);
    }
    const fibers = streams.map((events, index) => Effect.runFork(Stream.runForEach(events, () => Effect.sync(() => void (seen[index]! += 1)))));
    while (seen.some((value) => value < 52)) await new Promise((resolve) => setTimeout(resolve, 10));
    return () => Promise.all(fibers.map((fiber) => Effect.runPromise(Fiber.interrupt(fiber))));
  };
  // A warm-up round first, so code compiled and caches filled on first use are not counted as per-run memory.
  await (await park(10))();
  await new Promise((resolve) => setTimeout(resolve, 50));
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const stop = await park(100);
  gc?.();
  const after = process.memoryUsage().heapUsed;
  await stop();
  await memoryRuntime.dispose();

  console.log("");
  row("one stream", ["value"]);
  rule(1);
  row("events per second (50k text deltas)", [Math.round(count / seconds)]);
  row(`heap per concurrent run at 100 runs (KiB)${gc ? "" : " *"}`, [((after - before) / 100 / 1024).toFixed(1)]);
  if (!gc) console.log("* run with --expose-gc for a settled heap figure");
};

const main = async () => {
  await latency();
  await throughput();
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
