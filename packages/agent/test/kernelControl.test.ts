import type { ModelError, StreamEvent, UserId } from "@lifeos/core";
import { MessageRepository, ProviderError, RateLimited, streamViolations } from "@lifeos/core";
import { ScriptedLanguageModel } from "@lifeos/core/testing";
import { defineTool, ToolRegistry } from "@lifeos/tools";
import { Duration, Effect, Fiber, Schedule, Schema, Stream } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatService, defaultKernelOptions, OpenAiChatModel, runKernel } from "../src/index.js";
import { modelRetrySchedule, retriesModelErrors } from "../src/kernel/modelRetrySchedule.js";
import { retryAfterMs } from "../src/models/openai/providerErrors.js";
import { ThreadCache } from "../src/chat/ThreadCache.js";
import { chatRuntime } from "./support/environment.js";
import type { FakeOpenAi } from "./support/fakeOpenAi.js";
import { chunk, startFakeOpenAi, usageChunk } from "./support/fakeOpenAi.js";

const { make: script, textTurn, toolTurn } = ScriptedLanguageModel;
const context = { userId: "0190a000-0000-7000-8000-0000000000aa" as UserId, threadId: "0190a000-0000-7000-8000-0000000000bb" as never, timeZone: "UTC", now: new Date("2024-05-10T10:00:00Z") };
const meta = { count: 1, originalCount: 1, returnedCount: 1, truncated: false, scope: {} };

let server: FakeOpenAi;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(() => server.close());

describe("kernel limits", () => {
  it("runs parallel tool calls at most toolConcurrency at a time", async () => {
    let running = 0;
    let peak = 0;
    const probe = defineTool({
      name: "probe",
      description: "Counts how many of itself run at once",
      parameters: Schema.Struct({ n: Schema.Number }),
      output: Schema.Struct({ ok: Schema.Boolean }),
      readOnly: true,
      maxResults: 1,
      run: () =>
        Effect.sync(() => {
          running += 1;
          peak = Math.max(peak, running);
        }).pipe(
          Effect.andThen(Effect.sleep(5)),
          Effect.ensuring(Effect.sync(() => (running -= 1))),
          Effect.as({ data: { ok: true }, meta }),
        ),
    });
    const model = script([toolTurn(...Array.from({ length: 7 }, (_, n) => ["probe", { n }] as const)), textTurn("done")]);
    const events: string[] = [];
    await Effect.runPromise(
      runKernel(
        model.service,
        ToolRegistry.make([probe]),
        { history: [{ role: "user", content: "go" }], allowlist: ["probe"], context, options: { ...defaultKernelOptions, toolConcurrency: 2 } },
        (event) => Effect.sync(() => void events.push(event.type)),
      ),
    );
    expect(peak).toBe(2);
    expect(events.filter((type) => type === "toolResult")).toHaveLength(7);
  });

  it("stops calling tools past maxToolCalls across turns and tells the model why", async () => {
    const tool = defineTool({
      name: "lookup",
      description: "Looks up",
      parameters: Schema.Struct({ n: Schema.Number }),
      output: Schema.Struct({ ok: Schema.Boolean }),
      readOnly: true,
      maxResults: 1,
      run: () => Effect.succeed({ data: { ok: true }, meta }),
    });
    const model = script([toolTurn(["lookup", { n: 1 }], ["lookup", { n: 2 }]), toolTurn(["lookup", { n: 3 }], ["lookup", { n: 4 }]), textTurn("ok")]);
    const outcomes: Array<boolean> = [];
    const result = await Effect.runPromise(
      runKernel(
        model.service,
        ToolRegistry.make([tool]),
        { history: [{ role: "user", content: "go" }], allowlist: ["lookup"], context, options: { ...defaultKernelOptions, maxToolCalls: 3 } },
        (event) => Effect.sync(() => void (event.type === "toolResult" && outcomes.push(event.outcome.success))),
      ),
    );
    expect(outcomes).toEqual([true, true, true, false]);
    expect(result.toolCalls).toBe(4);
    const lastTool = model.requests[2]!.messages.at(-1)!;
    expect(lastTool.role === "tool" && lastTool.content).toContain("limit of 3 tool calls");
  });

  it("retries before any output, honouring Retry-After over a long backoff, and never after output started", async () => {
    const model = script([
      { fail: new RateLimited({ message: "slow down", retryAfterMs: 5 }) },
      { fail: new ProviderError({ message: "flaky", retryable: true, retryAfterMs: 5 }) },
      textTurn("third time"),
    ]);
    const text: string[] = [];
    // With a one-minute base backoff the run would not finish if Retry-After were ignored.
    const options = { ...defaultKernelOptions, retryBaseDelayMs: 60_000 };
    await Effect.runPromise(
      runKernel(model.service, ToolRegistry.make([]), { history: [{ role: "user", content: "hi" }], allowlist: [], context, options }, (event) =>
        Effect.sync(() => void (event.type === "textDelta" && text.push(event.delta))),
      ),
    );
    expect(model.requests).toHaveLength(3);
    expect(text.join("")).toBe("third time");

    const partial = script([{ fail: new ProviderError({ message: "cut", retryable: true }), after: [{ type: "textDelta", delta: "half" }] }, textTurn("never")]);
    const error = await Effect.runPromise(
      Effect.flip(runKernel(partial.service, ToolRegistry.make([]), { history: [{ role: "user", content: "hi" }], allowlist: [], context, options }, () => Effect.void)),
    );
    expect(error.message).toBe("cut");
    expect(partial.requests).toHaveLength(1);

    const always = script([
      { fail: new ProviderError({ message: "down", retryable: true, retryAfterMs: 1 }) },
      { fail: new ProviderError({ message: "down", retryable: true, retryAfterMs: 1 }) },
      { fail: new ProviderError({ message: "down", retryable: true, retryAfterMs: 1 }) },
      textTurn("too late"),
    ]);
    await Effect.runPromise(Effect.flip(runKernel(always.service, ToolRegistry.make([]), { history: [{ role: "user", content: "hi" }], allowlist: [], context, options }, () => Effect.void)));
    expect(always.requests).toHaveLength(3);
  });

  it("computes retry delays from Retry-After (capped) or exponential backoff, and none for permanent errors", async () => {
    /** The waits the schedule gives after each of these failures, in turn. */
    const delays = (failures: ReadonlyArray<ModelError>) =>
      Effect.runPromise(
        Effect.gen(function* () {
          const step = yield* Schedule.toStep(modelRetrySchedule(500, 30_000));
          const waits: number[] = [];
          for (const failure of failures) waits.push(Duration.toMillis((yield* step(0, failure))[1]));
          return waits;
        }),
      );
    expect(await delays([new RateLimited({ message: "x", retryAfterMs: 2_000 })])).toEqual([2_000]);
    expect(await delays([new RateLimited({ message: "x", retryAfterMs: 120_000 })])).toEqual([30_000]);
    expect(await delays([1, 2, 3].map(() => new ProviderError({ message: "x", retryable: true })))).toEqual([500, 1_000, 2_000]);
    expect(retriesModelErrors(new ProviderError({ message: "x", retryable: false }))).toBe(false);
    expect(retryAfterMs(new Headers({ "retry-after": "3" }))).toBe(3_000);
    expect(retryAfterMs(new Headers({ "retry-after-ms": "250", "retry-after": "3" }))).toBe(250);
    expect(retryAfterMs(new Headers({ "retry-after": new Date(Date.now() + 60_000).toUTCString() }))).toBeGreaterThan(50_000);
    expect(retryAfterMs(new Headers())).toBeUndefined();
  });
});

describe("cancellation and usage", () => {
  it("stopping a run interrupts its running tools and aborts the provider request", async () => {
    let interrupted = 0;
    const stuck = defineTool({
      name: "stuck",
      description: "Never finishes",
      parameters: Schema.Struct({}),
      output: Schema.Struct({}),
      readOnly: true,
      maxResults: 1,
      timeoutMs: 60_000,
      run: () => Effect.never.pipe(Effect.onInterrupt(() => Effect.sync(() => void (interrupted += 1)))),
    });
    const model = script([toolTurn(["stuck", {}], ["stuck", { again: true }])]);
    const { runtime, userId } = await chatRuntime(model.service, { modelTitles: false }, [stuck]);
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "go", allowlist: ["stuck"] })));
    const seen: StreamEvent[] = [];
    const reader = Effect.runFork(Stream.runForEach(chat.events, (event) => Effect.sync(() => void seen.push(event))));
    while (seen.filter((event) => event.type === "toolCall").length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await runtime.runPromise(ChatService.use((service) => service.stop(userId, chat.runId)));
    await Effect.runPromise(Fiber.join(reader));
    expect(interrupted).toBe(2);
    expect(streamViolations(seen)).toEqual([]);
    await runtime.dispose();

    // Through the real SDK: a stream the provider keeps open is aborted when the run stops.
    const { runtime: live, userId: liveUser } = await chatRuntime(OpenAiChatModel.layer({ apiKey: "k", baseURL: server.baseURL, model: "gpt-4.1-mini" }), { modelTitles: false });
    const abortedBefore = server.aborted();
    server.enqueue({ kind: "sse", events: [chunk({ role: "assistant", content: "" }), chunk({ content: "Thinking" })], hang: true });
    const open = await live.runPromise(ChatService.use((service) => service.stream({ userId: liveUser, content: "hi" })));
    const liveSeen: StreamEvent[] = [];
    const liveReader = Effect.runFork(Stream.runForEach(open.events, (event) => Effect.sync(() => void liveSeen.push(event))));
    while (!liveSeen.some((event) => event.type === "textDelta")) await new Promise((resolve) => setTimeout(resolve, 5));
    await live.runPromise(ChatService.use((service) => service.stop(liveUser, open.runId)));
    await Effect.runPromise(Fiber.join(liveReader));
    while (server.aborted() === abortedBefore) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(server.aborted()).toBe(abortedBefore + 1);
    await live.dispose();
  });

  it("records token usage and the model on the stored assistant message, summed over its turns", async () => {
    server.enqueue(
      {
        kind: "sse",
        events: [
          chunk({ tool_calls: [{ index: 0, id: "call_u", type: "function", function: { name: "search_journal", arguments: '{"query":"run"}' } }] }),
          chunk({}, "tool_calls"),
          usageChunk(100, 10),
        ],
      },
      { kind: "sse", events: [chunk({ content: "You ran." }), chunk({}, "stop"), usageChunk(150, 4)] },
    );
    const { runtime, userId } = await chatRuntime(OpenAiChatModel.layer({ apiKey: "k", baseURL: server.baseURL, model: "gpt-4.1-mini" }), { modelTitles: false });
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "When did I run?" })));
    await Effect.runPromise(Stream.runDrain(chat.events));
    await runtime.runPromise(ChatService.use((service) => service.flush));
    const stored = await runtime.runPromise(MessageRepository.use((repository) => repository.list(userId, chat.threadId, {})));
    await runtime.dispose();
    expect(stored.items.map((message) => [message.role, message.usage])).toEqual([
      ["user", null],
      ["assistant", { inputTokens: 250, outputTokens: 14, model: "gpt-4.1-mini" }],
    ]);
  });
});

describe("ThreadCache", () => {
  const thread = (id: string) => ({ thread: { id } as never, messages: [] });
  const user = "u" as UserId;
  it("keeps at most capacity threads, evicting the least recently used", () => {
    const cache = new ThreadCache(2);
    cache.set(user, "a" as never, thread("a"));
    cache.set(user, "b" as never, thread("b"));
    expect(cache.get(user, "a" as never)).toBeDefined(); // "a" is now the newest
    cache.set(user, "c" as never, thread("c"));
    expect(cache.get(user, "b" as never)).toBeUndefined();
    expect(cache.get(user, "a" as never)).toBeDefined();
    expect(cache.get(user, "c" as never)).toBeDefined();
    expect(cache.size).toBe(2);
  });
  it("keys entries by user, so another user never reads a cached thread", () => {
    const cache = new ThreadCache(10);
    cache.set(user, "a" as never, thread("a"));
    expect(cache.get("other" as UserId, "a" as never)).toBeUndefined();
  });
});
