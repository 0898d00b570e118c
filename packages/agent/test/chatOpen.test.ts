import type { MemoryId, StreamEvent } from "@lifeos/core";
import { LanguageModel, makeUuidV7, MessageRepository, RunRepository, streamViolations, ThreadRepository, UserRepository } from "@lifeos/core";
import { ScriptedLanguageModel } from "@lifeos/core/testing";
import { Context, Deferred, Effect, Exit, Layer, ManagedRuntime, Option, Scope, Stream } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { ChatService, ChatTurnHook, noTurnJobs, RunRegistry, RunRegistryStore } from "../src/index.js";
import { chatRuntime, environment } from "./support/environment.js";

const { make: script, textTurn } = ScriptedLanguageModel;
let disposers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const dispose of disposers) await dispose();
  disposers = [];
});
const setup = async (model: ScriptedLanguageModel.ScriptedLanguageModel) => {
  const context = await chatRuntime(model.service, { modelTitles: false, persistence: { batchWindowMs: 20 } });
  disposers.push(() => context.runtime.dispose());
  return context;
};
const collect = (events: Stream.Stream<StreamEvent>) => Effect.runPromise(Stream.runCollect(events).pipe(Effect.map((all) => Array.from(all))));

describe("ChatService.open", () => {
  it("gives the opening events first, writes nothing until start, and then streams the same events as stream", async () => {
    const { runtime, userId } = await setup(script([textTurn("An answer.")]));
    const opened = await runtime.runPromise(ChatService.use((service) => service.open({ userId, content: "hello there" })));
    expect(opened.opening.map((event) => [event.type, event.seq, event.runId, event.threadId])).toEqual([
      ["system", 0, opened.runId, opened.threadId],
      ["threadTitleUpdated", 1, opened.runId, opened.threadId],
    ]);
    await runtime.runPromise(ChatService.use((service) => service.flush));
    const before = await runtime.runPromise(Effect.flip(ThreadRepository.use((threads) => threads.get(userId, opened.threadId))));
    expect(before).toMatchObject({ _tag: "NotFound" });

    const chat = await runtime.runPromise(opened.start);
    const events = await collect(chat.events);
    expect(streamViolations(events)).toEqual([]);
    expect(events.slice(0, opened.opening.length)).toEqual(opened.opening);
    expect(events.at(-1)!.type).toBe("done");
    await runtime.runPromise(ChatService.use((service) => service.flush));
    const messages = await runtime.runPromise(MessageRepository.use((repository) => repository.list(userId, opened.threadId, {})));
    expect(messages.items.map((message) => [message.role, message.status])).toEqual([
      ["user", "complete"],
      ["assistant", "complete"],
    ]);
    // A second start has nothing more to give.
    const again = await runtime.runPromise(opened.start);
    expect(await collect(again.events)).toEqual([]);
  });

  it("reaches a run with stop before it starts: it starts stopped and is stored so", async () => {
    const { runtime, userId } = await setup(script([textTurn("Never said.")]));
    const opened = await runtime.runPromise(ChatService.use((service) => service.open({ userId, content: "hello" })));
    await runtime.runPromise(ChatService.use((service) => service.stop(userId, opened.runId)));
    const events = await collect((await runtime.runPromise(opened.start)).events);
    expect(streamViolations(events)).toEqual([]);
    const done = events.at(-1)!;
    expect(done.type === "done" && done.message.status).toBe("stopped");
    await runtime.runPromise(ChatService.use((service) => service.flush));
    expect((await runtime.runPromise(RunRepository.use((runs) => runs.get(userId, opened.runId)))).status).toBe("stopped");
    const messages = await runtime.runPromise(MessageRepository.use((repository) => repository.list(userId, opened.threadId, {})));
    expect(messages.items.map((message) => message.role)).toEqual(["user", "assistant"]);
  });

  it("looks the turn's memories up after its first events: they go out while the lookup waits, and the memories the answer drew on follow it", async () => {
    const model = script([textTurn("Dr. Almeida.")]);
    const memory = { id: makeUuidV7() as MemoryId, summary: "Dr. Almeida is my dentist" };
    const lookup = Effect.runSync(Deferred.make<void>());
    const hook = Layer.succeed(ChatTurnHook, {
      context: () => Effect.as(Deferred.await(lookup), { text: `Remembered: [${memory.id}] ${memory.summary}`, memories: [memory] }),
      jobs: () => Effect.succeed(noTurnJobs),
    });
    const runtime = ManagedRuntime.make(
      Layer.provideMerge(ChatService.layerWith({ modelTitles: false, persistence: { batchWindowMs: 20 } }), Layer.merge(environment(Layer.succeed(LanguageModel, model.service)), hook)),
    );
    disposers.push(() => runtime.dispose());
    const userId = (await runtime.runPromise(UserRepository.use((users) => users.create({ name: "Ana", timeZone: "UTC" })))).id;

    // Opened, stored and started with the lookup still waiting: the opening events are readable at once.
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "Who is my dentist?" })));
    const first = await collect(Stream.take(chat.events, 2));
    expect(first.map((event) => event.type)).toEqual(["system", "threadTitleUpdated"]);
    expect(model.requests).toEqual([]);

    await Effect.runPromise(Deferred.succeed(lookup, undefined));
    const events = await collect(chat.events);
    expect(streamViolations(events)).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(["system", "threadTitleUpdated", ...events.slice(2, -2).map(() => "textDelta"), "memories", "done"]);
    expect(events.length).toBeGreaterThan(4);
    expect(events.at(-2)).toMatchObject({ type: "memories", memories: [memory] });
    // The model got them in its prompt, and the stored answer keeps them.
    expect(model.requests[0]!.system).toContain(memory.summary);
    const done = events.at(-1)!;
    expect(done.type === "done" && done.message.content.memories).toEqual([memory]);
    await runtime.runPromise(ChatService.use((service) => service.flush));
    const stored = await runtime.runPromise(MessageRepository.use((messages) => messages.get(userId, done.messageId)));
    expect(stored.content.memories).toEqual([memory]);
  });

  it("validates before reserving anything", async () => {
    const { runtime, userId } = await setup(script([]));
    const error = await runtime.runPromise(Effect.flip(ChatService.use((service) => service.open({ userId, content: "   " }))));
    expect(error).toMatchObject({ code: "INVALID_INPUT" });
  });

  it("shares one run registry between chat services: a run one of them started is stopped and read through another", async () => {
    const model = script([textTurn("Never said.")]);
    const runs = new RunRegistryStore();
    const runtime = ManagedRuntime.make(Layer.merge(environment(Layer.succeed(LanguageModel, model.service)), Layer.succeed(RunRegistry, runs)));
    const scope = Effect.runSync(Scope.make());
    disposers.push(() => runtime.runPromise(Scope.close(scope, Exit.void)), () => runtime.dispose());
    const userId = (await runtime.runPromise(UserRepository.use((users) => users.create({ name: "Ana", timeZone: "UTC" })))).id;
    // Two chat services (two model stacks) over the same storage and registry.
    const [first, second] = await runtime.runPromise(
      Effect.gen(function* () {
        const build = Layer.buildWithScope(ChatService.layerWith({ modelTitles: false, persistence: { batchWindowMs: 20 } }), scope);
        return [Context.get(yield* build, ChatService), Context.get(yield* build, ChatService)] as const;
      }),
    );
    const opened = await runtime.runPromise(first.open({ userId, content: "hello" }));
    expect(Option.isSome(await runtime.runPromise(second.attach(userId, opened.runId, -1)))).toBe(true);
    await runtime.runPromise(second.stop(userId, opened.runId));
    const events = await collect((await runtime.runPromise(opened.start)).events);
    const done = events.at(-1)!;
    expect(done.type === "done" && done.message.status).toBe("stopped");
    expect(model.requests).toHaveLength(0);
  });
});
