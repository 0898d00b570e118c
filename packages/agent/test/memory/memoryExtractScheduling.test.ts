import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Job, LanguageModelService, MessageId, RunId, StreamEvent, ThreadId, UserId } from "@lifeos/core";
import { Clock, IdGenerator, JobQueue, LanguageModel, MemoryRepository, RunRepository, UserRepository } from "@lifeos/core";
import { ScriptedLanguageModel, TestClock } from "@lifeos/core/testing";
import { SqliteTestStorage } from "@lifeos/storage-sqlite/testing";
import { ToolRegistry } from "@lifeos/tools";
import { Deferred, Effect, Layer, ManagedRuntime, Stream } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { ChatService, JobRunner, JobWakeups, memoryExtractHandler, MemoryTurnHook, OfflineEmbedder, StackMemoryExtractor } from "../../src/index.js";
import { answerWaitMs, memoryExtractionJob } from "../../src/memory/learn/memoryExtractJob.js";
import * as UuidV7IdGenerator from "../../src/runtime/UuidV7IdGenerator.js";

type HandlerServices = Effect.Services<ReturnType<typeof memoryExtractHandler.run>>;

const kind = "memory.extract";
const directories: string[] = [];
const runtimes: Array<{ dispose: () => Promise<void> }> = [];
afterEach(async () => {
  for (const runtime of runtimes.splice(0).reverse()) await runtime.dispose();
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

const databaseFile = () => {
  const directory = mkdtempSync(join(tmpdir(), "lifeos-memory-jobs-"));
  directories.push(directory);
  return join(directory, "lifeos.db");
};

/** A model (without structured output: the offline rules learn) whose answer waits until `gate` opens. */
const gatedModel = (gate: Deferred.Deferred<void>): LanguageModelService => {
  const { service } = ScriptedLanguageModel.make([ScriptedLanguageModel.textTurn("Noted.")], {
    capabilities: { tools: true, reasoning: false, vision: false, structuredOutput: false },
  });
  return { ...service, stream: (request) => Stream.unwrap(Effect.as(Deferred.await(gate), service.stream(request))) };
};

/**
 * One server process over the SQLite file: storage on the test's clock, the
 * chat service with the memory turn hook, and (with `runner`) a job runner
 * of `memory.extract` jobs, as the server wires them.
 */
const startProcess = (filename: string, clock: TestClock.SteppingClock, model: LanguageModelService, runner: boolean) => {
  const clockLayer = Layer.succeed(Clock, clock);
  const storage = SqliteTestStorage.fileLayer(filename).pipe(Layer.provide(Layer.merge(clockLayer, UuidV7IdGenerator.layer)));
  const base = JobWakeups.layer.pipe(
    Layer.provideMerge(
      Layer.mergeAll(storage, clockLayer, UuidV7IdGenerator.layer, OfflineEmbedder.layer, Layer.succeed(LanguageModel, model), ToolRegistry.layer<never>([])),
    ),
  );
  const stack = Layer.provideMerge(Layer.mergeAll(MemoryTurnHook.layer(), StackMemoryExtractor.layer), base);
  const jobs = Layer.effectDiscard(
    Effect.gen(function* () {
      const services = yield* Effect.context<HandlerServices>();
      yield* JobRunner.make({ handlers: [memoryExtractHandler], contextFor: () => Effect.succeed(services), options: { pollIntervalMs: 50 } });
    }),
  );
  const chat = Layer.provideMerge(ChatService.layerWith({ modelTitles: false, persistence: { batchWindowMs: 20 } }), stack);
  const runtime = ManagedRuntime.make(runner ? Layer.provideMerge(jobs, chat) : chat);
  runtimes.push(runtime);
  return runtime;
};
type Process = ReturnType<typeof startProcess>;

/** Reads the job until `done` holds (the runner works in the background). */
const waitForJob = async (process: Process, userId: UserId, done: (job: Job) => boolean): Promise<Job> => {
  for (;;) {
    const { items } = await process.runPromise(JobQueue.use((queue) => queue.list(userId, { kind })));
    expect(items.length).toBeLessThanOrEqual(1);
    const job = items[0];
    if (job !== undefined && done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const learnt = (process: Process, userId: UserId) =>
  process.runPromise(MemoryRepository.use((memories) => memories.list(userId, {}))).then((page) => page.items.map((memory) => memory.content));

const newUser = (process: Process) => process.runPromise(UserRepository.use((users) => users.create({ name: "Ana", timeZone: "UTC" }))).then((user) => user.id as UserId);

describe("the memory.extract job of a chat turn", () => {
  it("waits for the answer in the queue, not in a slot, and runs as soon as the run's end is stored", async () => {
    const clock = TestClock.make(new Date("2025-03-02T10:00:00Z"));
    const gate = Deferred.makeUnsafe<void>();
    const process = startProcess(databaseFile(), clock, gatedModel(gate), true);
    const userId = await newUser(process);

    const chat = await process.runPromise(ChatService.use((service) => service.stream({ userId, content: "I prefer meetings in the morning" })));
    const [opening] = await process.runPromise(Stream.runCollect(Stream.take(chat.events, 1)));
    expect((opening as StreamEvent).type).toBe("system");
    // Queued with the run's first writes, just after its opening events, due when the safety net runs out.
    const queued = await waitForJob(process, userId, (job) => job.status === "queued");
    expect(queued).toMatchObject({ status: "queued", attempts: 0 });
    expect(queued.runAfter.getTime() - queued.createdAt.getTime()).toBe(answerWaitMs);
    const run = await process.runPromise(RunRepository.use((runs) => runs.get(userId, chat.runId as RunId)));

    // Taken while the answer is still being written (brought forward by hand): it gives itself back until the safety net, attempt uncounted.
    const forward = await process.runPromise(JobQueue.use((queue) => queue.enqueue(userId, { kind, payload: queued.payload, dedupeKey: queued.dedupeKey! })));
    const deferred = await waitForJob(process, userId, (job) => job.status === "queued" && job.runAfter > forward.runAfter);
    expect(deferred).toMatchObject({ id: queued.id, attempts: 0 });
    expect(deferred.runAfter.getTime()).toBeGreaterThanOrEqual(run.startedAt.getTime() + answerWaitMs);
    expect(await learnt(process, userId)).toEqual([]);

    // The answer ends: its end is stored, then the job is due at once and learns.
    await Effect.runPromise(Deferred.succeed(gate, undefined));
    const events = await process.runPromise(Stream.runCollect(chat.events));
    expect(events.at(-1)?.type).toBe("done");
    await process.runPromise(ChatService.use((service) => service.flush));
    const done = await waitForJob(process, userId, (job) => job.status !== "queued" && job.status !== "running");
    const ended = await process.runPromise(RunRepository.use((runs) => runs.get(userId, chat.runId as RunId)));
    expect(done).toMatchObject({ id: queued.id, status: "succeeded", attempts: 1 });
    expect(done.runAfter.getTime()).toBeLessThanOrEqual(done.finishedAt!.getTime());
    expect(done.runAfter.getTime()).toBeGreaterThan(ended.finishedAt!.getTime());
    expect(done.runAfter.getTime()).toBeLessThan(run.startedAt.getTime() + answerWaitMs);
    expect((await learnt(process, userId)).join(" ")).toMatch(/meetings in the morning/i);
  });

  it("learns after a restart when its due time comes, even from a run that never recorded its end", async () => {
    const file = databaseFile();
    const clock = TestClock.make(new Date("2025-03-02T10:00:00Z"));
    const never = gatedModel(Deferred.makeUnsafe<void>());
    // The first process stores a turn's opening and its run's first write, the job (as the chat does), and dies before its run ends.
    const first = startProcess(file, clock, never, false);
    const userId = await newUser(first);
    const opening = await first.runPromise(
      Effect.gen(function* () {
        const ids = yield* IdGenerator;
        const now = yield* clock.now;
        const threadId = (yield* ids.next) as ThreadId;
        const messageId = (yield* ids.next) as MessageId;
        const content = "Prefiro reuniões de manhã";
        const job = yield* memoryExtractionJob({ userId, threadId, messageId, content, sentAt: now, timeZone: "UTC", previous: [] });
        const runId = (yield* ids.next) as RunId;
        const answerId = (yield* ids.next) as MessageId;
        const started = yield* RunRepository.use((runs) =>
          runs.start(userId, {
            thread: { id: threadId, title: "Reuniões", titleSource: "auto", config: { model: "scripted", tools: [] } },
            question: { id: messageId, threadId, runId: null, role: "user", content: { schemaVersion: 1, parts: [{ type: "text", text: content }] }, status: "complete", usage: null, createdAt: now },
            run: { id: runId, threadId, messageId: answerId, model: "scripted", startedAt: now },
          }),
        );
        yield* JobQueue.use((queue) => queue.enqueue(userId, job));
        return started;
      }),
    );
    await first.dispose();

    // Restarted before the job is due: nothing to claim yet.
    clock.advance(answerWaitMs / 2);
    const early = startProcess(file, clock, never, false);
    expect(await early.runPromise(JobQueue.use((queue) => queue.claim({ kinds: [kind], workerId: "early", leaseMs: 60_000, limit: 10 })))).toEqual([]);
    await early.dispose();

    // Once it is due, the restarted runner learns, though the run is still "running": the safety net.
    clock.advance(answerWaitMs / 2);
    const second = startProcess(file, clock, never, true);
    const done = await waitForJob(second, userId, (job) => job.status !== "queued" && job.status !== "running");
    expect(done).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(done.runAfter.getTime() - done.createdAt.getTime()).toBe(answerWaitMs);
    expect(done.createdAt.getTime()).toBeGreaterThanOrEqual(opening.startedAt.getTime());
    expect((await second.runPromise(RunRepository.use((runs) => runs.get(userId, opening.id)))).status).toBe("running");
    expect((await learnt(second, userId)).join(" ")).toMatch(/reuniões de manhã/i);
  });
});
