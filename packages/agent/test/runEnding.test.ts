import type { RunId, StreamEvent, UserId } from "@lifeos/core";
import { LanguageModel, RunRepository, UserRepository } from "@lifeos/core";
import { ScriptedLanguageModel } from "@lifeos/core/testing";
import { Context, Deferred, Effect, Exit, Layer, ManagedRuntime, Scope, Stream } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { ChatService, RunRegistry, RunRegistryStore, storedRunEvents, type RunOwner } from "../src/index.js";
import { chatRuntime, environment } from "./support/environment.js";

const { make: script, textTurn } = ScriptedLanguageModel;
let disposers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const dispose of disposers) await dispose();
  disposers = [];
});
const collect = (events: Stream.Stream<StreamEvent>) => Effect.runPromise(Stream.runCollect(events).pipe(Effect.map((all) => Array.from(all))));

/** An owner whose writes are applied only when the test says so, and whose flush waits for that. */
const manualOwner = () => {
  let enqueued = 0;
  let applied = 0;
  let flushes = 0;
  let allApplied = Deferred.makeUnsafe<void>();
  const owner: RunOwner = {
    flush: Effect.suspend(() => {
      flushes += 1;
      return applied >= enqueued ? Effect.void : Deferred.await(allApplied);
    }),
    enqueued: () => enqueued,
    stored: (position) => applied >= position,
  };
  return {
    owner,
    write: () => void (enqueued += 1),
    applyAll: () => {
      applied = enqueued;
      Deferred.doneUnsafe(allApplied, Effect.void);
      allApplied = Deferred.makeUnsafe<void>();
    },
    flushes: () => flushes,
  };
};

/** Fails instead of hanging when `effect` waits on a flush that never ends. */
const promptly = <A>(effect: Effect.Effect<A>) => Effect.runPromise(effect.pipe(Effect.timeoutOrElse({ duration: 1000, orElse: () => Effect.die(new Error("waited")) })));

const ana = "ana" as UserId;
const bea = "bea" as UserId;

describe("a run that has ended, replayed from what is stored", () => {
  it("waits for nothing once the run's writes are stored, even while another stack's flush would never end", async () => {
    const runs = new RunRegistryStore();
    const first = manualOwner();
    const stuck = manualOwner();
    runs.register(ana, "run-1" as RunId, first.owner);
    runs.register(bea, "run-2" as RunId, stuck.owner);
    first.write();
    runs.finish("run-1" as RunId);
    stuck.write();
    runs.finish("run-2" as RunId);
    first.applyAll();
    await promptly(runs.whenStored(ana, "run-1" as RunId));
    expect(first.flushes()).toBe(0);
    expect(stuck.flushes()).toBe(0);
  });

  it("waits for its own stack's flush while its last writes are queued, and for no one else's", async () => {
    const runs = new RunRegistryStore();
    const own = manualOwner();
    const other = manualOwner();
    runs.register(ana, "run-1" as RunId, own.owner);
    own.write();
    runs.finish("run-1" as RunId);
    other.write();
    const waiting = Effect.runPromise(runs.whenStored(ana, "run-1" as RunId));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(own.flushes()).toBe(1);
    expect(other.flushes()).toBe(0);
    own.applyAll();
    await waiting;
    // Stored now: a new replay waits for nothing.
    await promptly(runs.whenStored(ana, "run-1" as RunId));
    expect(own.flushes()).toBe(1);
  });

  it("waits for nothing for a run it never ran, another user's run, or a run still active", async () => {
    const runs = new RunRegistryStore();
    const own = manualOwner();
    runs.register(ana, "run-1" as RunId, own.owner);
    own.write();
    await promptly(runs.whenStored(ana, "run-1" as RunId));
    runs.finish("run-1" as RunId);
    await promptly(runs.whenStored(bea, "run-1" as RunId));
    await promptly(runs.whenStored(ana, "unknown" as RunId));
    expect(own.flushes()).toBe(0);
  });

  it("reads a run that just ended in full, its final message stored, through the chat service's real writes", async () => {
    const model = script([textTurn("Stored by the time it is read.")]);
    const runs = new RunRegistryStore();
    const runtime = ManagedRuntime.make(Layer.merge(environment(Layer.succeed(LanguageModel, model.service)), Layer.succeed(RunRegistry, runs)));
    const scope = Effect.runSync(Scope.make());
    disposers.push(() => runtime.runPromise(Scope.close(scope, Exit.void)), () => runtime.dispose());
    const userId = (await runtime.runPromise(UserRepository.use((users) => users.create({ name: "Ana", timeZone: "UTC" })))).id;
    // A long batch window: without waiting for the run's own writes, the replay would read it still running.
    const chat = await runtime.runPromise(
      Effect.gen(function* () {
        const services = yield* Layer.buildWithScope(ChatService.layerWith({ modelTitles: false, persistence: { batchWindowMs: 60_000, batchSize: 1000 } }), scope);
        return Context.get(services, ChatService);
      }),
    );
    const started = await runtime.runPromise(chat.stream({ userId, content: "hello" }));
    const live = await collect(started.events);
    const replayed = await runtime.runPromise(Effect.andThen(runs.whenStored(userId, started.runId), storedRunEvents(userId, started.runId, -1)));
    expect(replayed.map((event) => event.type)).toEqual(["system", "textDelta", "done"]);
    const done = replayed.at(-1)!;
    expect(done.type === "done" && done.message.status).toBe("complete");
    expect(live.at(-1)!.type).toBe("done");
    expect((await runtime.runPromise(RunRepository.use((repository) => repository.get(userId, started.runId)))).status).toBe("complete");
  });
});

describe("interruptAll", () => {
  it("ends every running run as interrupted and returns once they are stored", async () => {
    const model = script([]);
    const endless = { ...model.service, stream: () => Stream.concat(Stream.make({ type: "textDelta" as const, delta: "so far" }), Stream.never) };
    const { runtime, userId } = await chatRuntime(endless, { modelTitles: false, persistence: { batchWindowMs: 60_000, batchSize: 1000 } });
    disposers.push(() => runtime.dispose());
    const chats = await Promise.all(["one", "two"].map((content) => runtime.runPromise(ChatService.use((service) => service.stream({ userId, content })))));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await runtime.runPromise(ChatService.use((service) => service.interruptAll(5000)));
    for (const chat of chats) {
      expect((await runtime.runPromise(RunRepository.use((repository) => repository.get(userId, chat.runId)))).status).toBe("interrupted");
      const last = (await collect(chat.events)).at(-1)!;
      expect(last.type === "done" && last.message.status).toBe("interrupted");
    }
  });
});
