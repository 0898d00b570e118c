import type { RunId, StreamEvent, UserId } from "@lifeos/core";
import { MessageRepository, RunRepository, streamViolations } from "@lifeos/core";
import { ScriptedLanguageModel } from "@lifeos/core/testing";
import type { ManagedRuntime } from "effect";
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
const collect = (events: Stream.Stream<StreamEvent>) => Effect.runPromise(Stream.runCollect(events).pipe(Effect.map((all) => Array.from(all))));
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Waits (bounded) until the run's record leaves "running", and returns it. */
const settledRun = async (runtime: ManagedRuntime.ManagedRuntime<ChatService | RunRepository, never>, userId: UserId, runId: RunId) => {
  for (let attempt = 0; attempt < 1000; attempt++) {
    await runtime.runPromise(ChatService.use((service) => service.flush));
    const run = await runtime.runPromise(RunRepository.use((runs) => runs.get(userId, runId)).pipe(Effect.orElseSucceed(() => null)));
    if (run && run.status !== "running") return run;
    await pause();
  }
  throw new Error("the run never settled");
};

describe("run lifecycle", () => {
  it("starts the run at once and buffers its events until they are read", async () => {
    const model = script([textTurn("Stored before anyone read it.")]);
    const { runtime, userId } = await chatRuntime(model.service, { modelTitles: false });
    disposers.push(() => runtime.dispose());
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "hi" })));
    const run = await settledRun(runtime, userId, chat.runId);
    expect(run.status).toBe("complete");
    expect(model.requests).toHaveLength(1);
    const events = await collect(chat.events);
    expect(streamViolations(events)).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(["system", "threadTitleUpdated", ...Array(5).fill("textDelta"), "done"]);
    // Every reader gets every event: a second reader (another tab) sees the same run.
    expect(await collect(chat.events)).toEqual(events);
  });

  it("goes on with a run that nobody reads, and stops it only when asked", async () => {
    const model = script([]);
    const endless = { ...model.service, stream: () => Stream.concat(Stream.make({ type: "textDelta" as const, delta: "so far" }), Stream.never) };
    const { runtime, userId } = await chatRuntime(endless, { modelTitles: false });
    disposers.push(() => runtime.dispose());
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "hi" })));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const running = await runtime.runPromise(RunRepository.use((runs) => runs.get(userId, chat.runId)));
    expect(running.status).toBe("running");
    // A late reader attaches from any seq and gets what it missed.
    const attached = await runtime.runPromise(ChatService.use((service) => service.attach(userId, chat.runId, 0)));
    expect(attached._tag).toBe("Some");
    const otherUser = await runtime.runPromise(ChatService.use((service) => service.attach("someone-else" as UserId, chat.runId, -1)));
    expect(otherUser._tag).toBe("None");
    await runtime.runPromise(ChatService.use((service) => service.stop(userId, chat.runId)));
    const run = await settledRun(runtime, userId, chat.runId);
    expect(run.status).toBe("stopped");
    const messages = await runtime.runPromise(MessageRepository.use((repository) => repository.list(userId, chat.threadId, {})));
    const assistant = messages.items.find((message) => message.role === "assistant")!;
    expect([assistant.status, assistant.content.parts]).toEqual(["stopped", [{ type: "text", text: "so far" }]]);
    const events = await collect(chat.events);
    expect(streamViolations(events)).toEqual([]);
    const last = events.at(-1)!;
    expect(last.type === "done" && last.message.status).toBe("stopped");
    const late = attached._tag === "Some" ? await collect(attached.value) : [];
    expect(late).toEqual(events.filter((event) => event.seq > 0));
    // The stop registry no longer knows the run.
    const stop = await runtime.runPromise(Effect.flip(ChatService.use((service) => service.stop(userId, chat.runId))));
    expect(stop.code).toBe("NOT_FOUND");
  });

  it("ends a slow run with its whole answer", async () => {
    const model = script([]);
    const slow = {
      ...model.service,
      stream: () =>
        Stream.concat(
          Stream.make({ type: "textDelta" as const, delta: "wait " }),
          Stream.fromEffect(Effect.sleep(120).pipe(Effect.as({ type: "textDelta" as const, delta: "done" }))),
        ).pipe(Stream.concat(Stream.make({ type: "finish" as const, reason: "stop" as const }))),
    };
    const { runtime, userId } = await chatRuntime(slow, { modelTitles: false });
    disposers.push(() => runtime.dispose());
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "hi" })));
    const events = await collect(chat.events);
    const last = events.at(-1)!;
    expect(last.type === "done" && last.message.status).toBe("complete");
    expect(last.type === "done" && last.message.content.parts).toEqual([{ type: "text", text: "wait done" }]);
  });
});
