import type { StreamEvent } from "@lifeos/core";
import { MessageRepository, RunRepository, streamViolations, ThreadRepository } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { ChatService } from "../src/index.js";
import { chunk, textStream, toolCallStream } from "./support/fakeOpenAi.js";
import { fakeOpenAiChats } from "./support/fakeOpenAiChats.js";

const chats = fakeOpenAiChats();
const setup = (config: Parameters<typeof chats.runtime>[0] = {}) => chats.runtime({ kernel: { retryBaseDelayMs: 5 }, ...config });
const collect = (events: Stream.Stream<StreamEvent>) =>
  Effect.runPromise(Stream.runCollect(events).pipe(Effect.map((all) => Array.from(all))));

const titleAnswer = (text: string) => ({
  kind: "json" as const,
  body: { id: "t", object: "chat.completion", created: 1, model: "m", choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }] },
});

describe("ChatService through the real SDK", () => {
  it("runs a tool-using turn, follows the protocol, titles the thread and stores everything", async () => {
    const { runtime, userId } = await setup();
    chats.server().enqueue(
      (request) => (request.body["stream"] ? toolCallStream([{ id: "call_1", name: "search_journal", arguments: '{"query":"running"}' }]) : titleAnswer('"Running log"')),
      (request) => (request.body["stream"] ? textStream(["You ran ", "on 2024-03-05."]) : titleAnswer('"Running log"')),
      (request) => (request.body["stream"] ? textStream(["You ran ", "on 2024-03-05."]) : titleAnswer('"Running log"')),
    );
    const chat = await runtime.runPromise(
      ChatService.use((service) => service.stream({ userId, content: "When did I go running in March?" })),
    );
    const events = await collect(chat.events);
    expect(streamViolations(events)).toEqual([]);
    expect(events[0]).toMatchObject({ type: "system", model: "gpt-4.1-mini", offline: false, seq: 0 });
    expect(events[1]).toMatchObject({ type: "threadTitleUpdated", title: "When did I go running in March?" });
    const result = events.find((event) => event.type === "toolResult");
    expect(result).toMatchObject({ success: true, meta: { truncated: true, originalCount: 3, returnedCount: 2 } });
    const done = events.at(-1)!;
    expect(done.type).toBe("done");
    if (done.type !== "done") return;
    expect(done.message.status).toBe("complete");
    expect(done.message.content.parts.map((part) => part.type)).toEqual(["toolCall", "toolResult", "text"]);
    expect(done.usage).toMatchObject({ model: "gpt-4.1-mini", inputTokens: 30 });
    await runtime.runPromise(ChatService.use((service) => service.flush));
    const stored = await runtime.runPromise(
      Effect.gen(function* () {
        const messages = yield* MessageRepository;
        const runs = yield* RunRepository;
        const threads = yield* ThreadRepository;
        return {
          messages: (yield* messages.list(userId, chat.threadId, {})).items,
          run: yield* runs.get(userId, chat.runId),
          thread: yield* threads.get(userId, chat.threadId),
        };
      }),
    );
    expect(stored.messages.map((message) => [message.role, message.status])).toEqual([
      ["user", "complete"],
      ["assistant", "complete"],
    ]);
    expect(stored.messages[1]!.content).toEqual(done.message.content);
    expect(stored.run.status).toBe("complete");
    expect(stored.thread.config.tools).toEqual(["search_journal", "slow_tool", "throwing_tool"]);
  });

  it("retries a 429 honouring Retry-After, then answers", async () => {
    const { runtime, userId } = await setup({ modelTitles: false });
    const before = chats.server().requests.length;
    chats.server().enqueue({ kind: "json", status: 429, headers: { "retry-after-ms": "10" }, body: { error: { message: "busy" } } }, textStream(["fine"]));
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "hello" })));
    const events = await collect(chat.events);
    expect(events.at(-1)!.type).toBe("done");
    expect(chats.server().requests.length - before).toBe(2);
  });

  it("gives up after three attempts on a 500 and ends with one error event, storing the failure", async () => {
    const { runtime, userId } = await setup({ modelTitles: false });
    const before = chats.server().requests.length;
    const boom = { kind: "json" as const, status: 500, body: { error: { message: "down" } } };
    chats.server().enqueue(boom, boom, boom);
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "hello" })));
    const events = await collect(chat.events);
    expect(streamViolations(events)).toEqual([]);
    expect(events.at(-1)).toMatchObject({ type: "error", code: "PROVIDER_ERROR", retryable: true });
    expect(chats.server().requests.length - before).toBe(3);
    await runtime.runPromise(ChatService.use((service) => service.flush));
    const run = await runtime.runPromise(RunRepository.use((runs) => runs.get(userId, chat.runId)));
    expect(run.status).toBe("failed");
  });

  it("never retries once output has streamed: a dropped connection keeps the partial text", async () => {
    const { runtime, userId } = await setup({ modelTitles: false });
    const before = chats.server().requests.length;
    chats.server().enqueue({ kind: "sse", events: [chunk({ content: "Partial " }), chunk({ content: "answer" }), chunk({}, "stop")], dropAfter: 2 });
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "hello" })));
    const events = await collect(chat.events);
    expect(chats.server().requests.length - before).toBe(1);
    expect(events.at(-1)).toMatchObject({ type: "error", code: "PROVIDER_ERROR" });
    await runtime.runPromise(ChatService.use((service) => service.flush));
    const messages = await runtime.runPromise(MessageRepository.use((repository) => repository.list(userId, chat.threadId, {})));
    const assistant = messages.items.find((message) => message.role === "assistant")!;
    expect(assistant.status).toBe("error");
    expect(assistant.content.parts[0]).toEqual({ type: "text", text: "Partial answer" });
  });
});
