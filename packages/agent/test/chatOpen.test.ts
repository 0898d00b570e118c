import type { StreamEvent } from "@lifeos/core";
import { MessageRepository, RunRepository, streamViolations, ThreadRepository } from "@lifeos/core";
import { ScriptedLanguageModel } from "@lifeos/core/testing";
import { Effect, Stream } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { ChatService } from "../src/index.js";
import { chatRuntime } from "./support/environment.js";

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

  it("validates before reserving anything", async () => {
    const { runtime, userId } = await setup(script([]));
    const error = await runtime.runPromise(Effect.flip(ChatService.use((service) => service.open({ userId, content: "   " }))));
    expect(error).toMatchObject({ code: "INVALID_INPUT" });
  });
});
