import type { StreamEvent, ThreadId } from "@lifeos/core";
import { MessageRepository, RunRepository, streamViolations, ThreadRepository, UserRepository } from "@lifeos/core";
import { ScriptedLanguageModel } from "@lifeos/core/testing";
import { Effect, Fiber, Stream } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { asksAboutUserData, ChatService, noToolsAnswer, noToolsReply } from "../src/index.js";
import { chatRuntime } from "./support/environment.js";

const { make: script, textTurn, toolTurn } = ScriptedLanguageModel;
let disposers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const dispose of disposers) await dispose();
  disposers = [];
});
const setup = async (model: ScriptedLanguageModel.ScriptedLanguageModel, config: Parameters<typeof chatRuntime>[1] = {}) => {
  const context = await chatRuntime(model.service, { modelTitles: false, ...config });
  disposers.push(() => context.runtime.dispose());
  return context;
};
const collect = (events: Stream.Stream<StreamEvent>) => Effect.runPromise(Stream.runCollect(events).pipe(Effect.map((all) => Array.from(all))));
const results = (events: ReadonlyArray<StreamEvent>) => events.flatMap((event) => (event.type === "toolResult" ? [event] : []));

describe("ChatService with a scripted model", () => {
  it("turns the model's mistakes into tool results it can act on and keeps running", async () => {
    const model = script([
      toolTurn(["invented_tool", {}], ["search_journal", "{not json"], ["search_journal", { query: 5 }], ["slow_tool", {}], ["throwing_tool", {}], ["remember", { content: "x" }]),
      textTurn("Sorry, here is what I could do."),
    ]);
    const { runtime, userId } = await setup(model);
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "hi" })));
    const events = await collect(chat.events);
    expect(streamViolations(events)).toEqual([]);
    // Results arrive as tools finish (the timed-out one last); each answers its own call.
    expect(results(events).sort((a, b) => a.toolCallId.localeCompare(b.toolCallId)).map((result) => [result.success, result.error?.code])).toEqual([
      [false, "INVALID_INPUT"],
      [false, "INVALID_INPUT"],
      [false, "INVALID_INPUT"],
      [false, "TIMEOUT"],
      [false, "TOOL_EXECUTION_FAILED"],
      [false, "TOOL_NOT_ALLOWED"],
    ]);
    const byCall = new Map(results(events).map((result) => [result.toolCallId, result]));
    expect(byCall.get("call_1")!.error!.message).toContain("There is no tool named");
    expect(byCall.get("call_2")!.error!.message).toContain("not valid JSON");
    expect(byCall.get("call_3")!.error!.message).toContain("query");
    expect(byCall.get("call_5")!.error!.message).not.toContain("private text");
    expect(events.at(-1)!.type).toBe("done");
    const second = model.requests[1]!;
    expect(second.messages.filter((message) => message.role === "tool")).toHaveLength(6);
  });

  it("answers in the user's time zone, and in a new one after forgetUser", async () => {
    const model = script([textTurn("one"), textTurn("two")]);
    const { runtime, userId } = await setup(model);
    const ask = () => runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "hi" }))).then((chat) => collect(chat.events));
    const systemText = (index: number) => JSON.stringify(model.requests[index]);
    await ask();
    expect(systemText(0)).toContain("Europe/Lisbon");
    await runtime.runPromise(UserRepository.use((users) => users.update(userId, { timeZone: "Asia/Tokyo" })));
    await runtime.runPromise(ChatService.use((service) => service.forgetUser(userId)));
    await ask();
    expect(systemText(1)).toContain("Asia/Tokyo");
  });

  it("refuses a repeated call with the same arguments and caps tool calls per run", async () => {
    const model = script([
      toolTurn(["search_journal", { query: "a" }]),
      toolTurn(["search_journal", { query: "a" }]),
      toolTurn(["search_journal", { query: "b" }], ["search_journal", { query: "c" }]),
      textTurn("done"),
    ]);
    const { runtime, userId } = await setup(model, { kernel: { maxToolCalls: 2 } });
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "hi" })));
    const events = await collect(chat.events);
    expect(results(events).map((result) => result.success)).toEqual([true, false, true, false]);
    expect(results(events)[1]!.error!.message).toContain("already called");
    expect(results(events)[3]!.error!.message).toContain("limit");
  });

  it("stops after maxTurns, offering no tools on the last turn", async () => {
    const model = script([toolTurn(["search_journal", { query: "1" }]), toolTurn(["search_journal", { query: "2" }]), textTurn("final")]);
    const { runtime, userId } = await setup(model, { kernel: { maxTurns: 2 } });
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "hi" })));
    const events = await collect(chat.events);
    expect(events.at(-1)!.type).toBe("done");
    expect(model.requests).toHaveLength(2);
    expect(model.requests[1]!.tools).toBeUndefined();
  });

  it("rejects bad input with clear errors and loses nothing already stored", async () => {
    const model = script([textTurn("first answer")]);
    const { runtime, userId } = await setup(model);
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "hello" })));
    await collect(chat.events);
    const fail = (input: Parameters<ChatService["Service"]["stream"]>[0]) =>
      runtime.runPromise(Effect.flip(ChatService.use((service) => service.stream(input))));
    expect(await fail({ userId, content: "   " })).toMatchObject({ code: "INVALID_INPUT" });
    expect(await fail({ userId, content: "x".repeat(40_000) })).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    expect(await fail({ userId, threadId: "0190a000-0000-7000-8000-000000000000" as ThreadId, content: "hi" })).toMatchObject({
      code: "THREAD_NOT_FOUND",
    });
    expect(await fail({ userId, content: "hi", allowlist: ["nope"] })).toMatchObject({ code: "TOOL_NOT_ALLOWED" });
    await runtime.runPromise(ChatService.use((service) => service.flush));
    const messages = await runtime.runPromise(MessageRepository.use((repository) => repository.list(userId, chat.threadId, {})));
    expect(messages.items).toHaveLength(2);
  });

  it("continues a thread with its history and keeps a title the user set", async () => {
    const model = script([textTurn("one"), textTurn("A model title"), textTurn("two"), textTurn("Another title")]);
    const { runtime, userId } = await setup(model, { modelTitles: true });
    const first = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "first question" })));
    const firstEvents = await collect(first.events);
    expect(firstEvents.filter((event) => event.type === "threadTitleUpdated").map((event) => (event as { title: string }).title)[0]).toBe("first question");
    await runtime.runPromise(ChatService.use((service) => service.flush));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const titled = await runtime.runPromise(ThreadRepository.use((threads) => threads.get(userId, first.threadId)));
    expect([titled.title, titled.titleSource]).toEqual(["A model title", "model"]);
    await runtime.runPromise(ThreadRepository.use((threads) => threads.update(userId, first.threadId, { title: "Mine", titleSource: "user" })));
    const second = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, threadId: first.threadId, content: "second question" })));
    const events = await collect(second.events);
    expect(events.some((event) => event.type === "threadTitleUpdated")).toBe(false);
    const history = model.requests[2]!.messages;
    expect(history.map((message) => [message.role, message.content])).toEqual([
      ["user", "first question"],
      ["assistant", "one"],
      ["user", "second question"],
    ]);
    const thread = await runtime.runPromise(ThreadRepository.use((threads) => threads.get(userId, first.threadId)));
    expect(thread.title).toBe("Mine");
  });

  it("stop() ends the run with done (status stopped) and stores the partial answer", async () => {
    const model = script([(request) => [{ type: "textDelta", delta: `partial ${request.messages.length}` }]]);
    const slow = { ...model.service, stream: (request: Parameters<typeof model.service.stream>[0]) => Stream.concat(model.service.stream(request), Stream.never) };
    const { runtime, userId } = await chatRuntime(slow, { modelTitles: false, persistence: { batchWindowMs: 20 } });
    disposers.push(() => runtime.dispose());
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "hi" })));
    const seen: StreamEvent[] = [];
    const fiber = Effect.runFork(Stream.runForEach(chat.events, (event) => Effect.sync(() => seen.push(event))));
    while (!seen.some((event) => event.type === "textDelta")) await new Promise((resolve) => setTimeout(resolve, 5));
    await runtime.runPromise(ChatService.use((service) => service.stop(userId, chat.runId)));
    await Effect.runPromise(Fiber.join(fiber));
    expect(streamViolations(seen)).toEqual([]);
    const done = seen.at(-1)!;
    expect(done.type === "done" && done.message.status).toBe("stopped");
    await runtime.runPromise(ChatService.use((service) => service.flush));
    const run = await runtime.runPromise(RunRepository.use((runs) => runs.get(userId, chat.runId)));
    expect(run.status).toBe("stopped");
    expect(await runtime.runPromise(Effect.flip(ChatService.use((service) => service.stop(userId, chat.runId))))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("a consumer that goes away leaves the run going: it ends and is stored with its whole answer", async () => {
    const model = script([]);
    const slow = {
      ...model.service,
      stream: () =>
        Stream.concat(
          Stream.make({ type: "textDelta" as const, delta: "so far" }),
          Stream.fromEffect(Effect.sleep(100).pipe(Effect.as({ type: "textDelta" as const, delta: " and the rest" }))),
        ).pipe(Stream.concat(Stream.make({ type: "finish" as const, reason: "stop" as const }))),
    };
    const { runtime, userId } = await chatRuntime(slow, { modelTitles: false, persistence: { batchWindowMs: 20 } });
    disposers.push(() => runtime.dispose());
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "hi" })));
    const taken = await Effect.runPromise(Stream.runCollect(Stream.take(chat.events, 3)));
    expect(Array.from(taken).map((event) => event.type)).toEqual(["system", "threadTitleUpdated", "textDelta"]);
    let run = await runtime.runPromise(RunRepository.use((runs) => runs.get(userId, chat.runId)));
    for (let attempt = 0; attempt < 400 && run.status === "running"; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      await runtime.runPromise(ChatService.use((service) => service.flush));
      run = await runtime.runPromise(RunRepository.use((runs) => runs.get(userId, chat.runId)));
    }
    expect(run.status).toBe("complete");
    const messages = await runtime.runPromise(MessageRepository.use((repository) => repository.list(userId, chat.threadId, {})));
    const assistant = messages.items.find((message) => message.role === "assistant")!;
    expect([assistant.status, assistant.content.parts]).toEqual(["complete", [{ type: "text", text: "so far and the rest" }]]);
  });

  it("answers data questions itself, honestly, when the model has no tool support, and passes other questions on", async () => {
    const model = script([textTurn("Paris.")], { capabilities: { tools: false, reasoning: false, vision: false, structuredOutput: false } });
    const { runtime, userId } = await setup(model);
    const answerOf = async (content: string) => {
      const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content })));
      const events = await collect(chat.events);
      expect(streamViolations(events)).toEqual([]);
      const done = events.at(-1)!;
      return done.type === "done" ? done.message.content.parts : [];
    };
    expect(await answerOf("What did I write yesterday?")).toEqual([{ type: "text", text: noToolsReply("en") }]);
    expect(await answerOf("Como me senti na semana passada?")).toEqual([{ type: "text", text: noToolsReply("pt") }]);
    expect(model.requests).toHaveLength(0);
    expect(await answerOf("What is the capital of France?")).toEqual([{ type: "text", text: "Paris." }]);
    expect(model.requests).toHaveLength(1);
    expect(model.requests[0]!.tools).toBeUndefined();
    expect(model.requests[0]!.system).toContain(noToolsAnswer);
  });
});

describe("asksAboutUserData", () => {
  const now = new Date("2024-05-10T10:00:00Z");
  it.each([
    "What did I write yesterday?",
    "How have I been sleeping lately?",
    "When was I stressed in March?",
    "O que escrevi ontem?",
    "Como estou?",
    "Quando me senti feliz em março?",
  ])("reads %s as a question about the user's data", (text) => {
    expect(asksAboutUserData(text, now, "UTC")).toBe(true);
  });
  it.each(["What is the capital of France?", "Explain photosynthesis", "Qual é a capital de França?", "Translate 'good morning' to Portuguese"])(
    "reads %s as a general question",
    (text) => {
      expect(asksAboutUserData(text, now, "UTC")).toBe(false);
    },
  );
});
