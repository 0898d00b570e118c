import type { MessageRepositoryService, NewMessage, StorageError, ThreadId, UserId , RunRepository, ThreadRepository } from "@lifeos/core";
import { InternalError, MessageRepository, PayloadTooLarge, RunRepository as RunRepositoryTag, UserRepository } from "@lifeos/core";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { SqliteTestStorage } from "@lifeos/storage-sqlite/testing";
import { Deferred, Effect, Fiber, Layer, Logger } from "effect";
import { describe, expect, it } from "vitest";
import type { PersistOperation } from "../src/index.js";
import { makePersistenceActor } from "../src/index.js";

const userId = "0190a000-0000-7000-8000-0000000000aa" as UserId;
const threadId = "0190a000-0000-7000-8000-0000000000bb" as ThreadId;
const message = (index: number): NewMessage => ({
  id: `0190a000-0000-7000-8000-${String(index).padStart(12, "0")}` as NewMessage["id"],
  threadId,
  runId: null,
  role: "user",
  content: { schemaVersion: 1, parts: [{ type: "text", text: `m${index}` }] },
  status: "complete",
  usage: null,
  createdAt: new Date(1_700_000_000_000 + index),
});

/** Records writes; `failures` transient failures are returned before each write succeeds; `delayMs` slows every write. */
const recordingStorage = (options: { failures?: number; delayMs?: number } = {}) => {
  const writes: Array<{ kind: string; size: number }> = [];
  let failuresLeft = options.failures ?? 0;
  const write = (kind: string, size: number): Effect.Effect<void, StorageError> =>
    Effect.suspend(() => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return Effect.fail(new InternalError({ message: "database busy", retryable: true }));
      }
      writes.push({ kind, size });
      return options.delayMs ? Effect.sleep(options.delayMs) : Effect.void;
    });
  const messages: MessageRepositoryService = {
    save: (_user, saved) => write("save", 1).pipe(Effect.as({ ...saved, userId, updatedAt: saved.createdAt })),
    saveAll: (_user, all) => write("saveAll", all.length),
    get: () => Effect.die("unused"),
    list: () => Effect.die("unused"),
  };
  const layer = Layer.mergeAll(
    Layer.succeed(MessageRepository, messages),
    SqliteTestStorage.layer.pipe(Layer.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer))),
  );
  return { writes, layer: Layer.provideMerge(Layer.succeed(MessageRepository, messages), layer) };
};

const run = <A>(layer: Layer.Layer<MessageRepository | ThreadRepository | RunRepository>, body: (enqueue: (operation: PersistOperation) => Effect.Effect<void>) => Effect.Effect<A>, options = {}) =>
  Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        const actor = yield* makePersistenceActor({ capacity: 100, batchSize: 10, batchWindowMs: 30, maxAttempts: 5, backoffMs: 1, ...options });
        return yield* body((operation) => actor.enqueue(operation));
      }),
    ).pipe(Effect.provide(layer)),
  );

describe("the write-behind persistence actor", () => {
  it("writes in batches of at most 10, merging message saves into saveAll", async () => {
    const storage = recordingStorage();
    await run(storage.layer, (enqueue) =>
      Effect.forEach(Array.from({ length: 23 }, (_, index) => index), (index) => enqueue({ kind: "saveMessage", userId, message: message(index) }), { discard: true }),
    );
    expect(storage.writes.map((write) => write.size)).toEqual([10, 10, 3]);
    expect(storage.writes.every((write) => write.kind === "saveAll")).toBe(true);
  });

  it("retries transient failures with backoff and loses nothing", async () => {
    const storage = recordingStorage({ failures: 3 });
    await run(storage.layer, (enqueue) => enqueue({ kind: "saveMessage", userId, message: message(1) }));
    expect(storage.writes).toEqual([{ kind: "save", size: 1 }]);
  });

  it("flushes everything queued when its scope closes", async () => {
    const storage = recordingStorage({ delayMs: 20 });
    await run(storage.layer, (enqueue) =>
      Effect.forEach([1, 2, 3, 4, 5], (index) => enqueue({ kind: "saveMessage", userId, message: message(index) }), { discard: true }),
      { batchSize: 2 },
    );
    expect(storage.writes.reduce((sum, write) => sum + write.size, 0)).toBe(5);
  });

  it("never makes the caller wait for a slow or failing database", async () => {
    const storage = recordingStorage({ failures: 1_000, delayMs: 1_000 });
    const queued = await run(
      storage.layer,
      (enqueue) =>
        Effect.gen(function* () {
          let accepted = 0;
          for (let index = 0; index < 50; index++) {
            yield* enqueue({ kind: "saveMessage", userId, message: message(index) });
            accepted += 1;
          }
          return accepted;
        }),
      { maxAttempts: 2 },
    );
    expect(queued).toBe(50);
  });
});

describe("the persistence actor when the database refuses for good", () => {
  const runId = "0190a000-0000-7000-8000-0000000000cc" as NonNullable<NewMessage["runId"]>;
  const assistantId = "0190a000-0000-7000-8000-0000000000dd" as NewMessage["id"];
  const secret = "my private diary line about Ana";

  /** SQLite storage (in memory) whose message writes refuse any message quoting the secret (as a too-large payload). */
  const refusingLayer = () => {
    const base = SqliteTestStorage.layer.pipe(Layer.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer)));
    const refusing = Layer.effect(
      MessageRepository,
      Effect.map(MessageRepository, (inner): MessageRepositoryService => {
        const quotes = (saved: NewMessage) => saved.content.parts.some((part) => part.type === "text" && part.text.includes(secret));
        const refused = new PayloadTooLarge({ message: `value "${secret}" is too long`, limit: 1 });
        return {
          ...inner,
          save: (user, saved) => (quotes(saved) ? Effect.fail(refused) : inner.save(user, saved)),
          saveAll: (user, all) => (all.some(quotes) ? Effect.fail(refused) : inner.saveAll(user, all)),
        };
      }),
    );
    return Layer.provideMerge(refusing, base);
  };

  it("stores a placeholder for a refused message, marks its run failed, and logs no message text", async () => {
    const logs: string[] = [];
    const capture = Logger.make((options) => void logs.push(JSON.stringify(options.message)));
    const layer = refusingLayer();
    const stored = await Effect.runPromise(
      Effect.gen(function* () {
        const userId = (yield* UserRepository.use((users) => users.create({ name: "Ana", timeZone: "UTC" }))).id;
        yield* Effect.scoped(
          Effect.gen(function* () {
            const actor = yield* makePersistenceActor({ capacity: 100, batchSize: 10, batchWindowMs: 5, maxAttempts: 3, backoffMs: 1 });
            yield* actor.enqueue({ kind: "createThread", userId, thread: { id: threadId, title: "t", titleSource: "auto", config: { model: "m", tools: [] } } });
            yield* actor.enqueue({ kind: "createRun", userId, run: { id: runId, threadId, messageId: assistantId, model: "m", startedAt: new Date(1_700_000_000_000) } });
            yield* actor.enqueue({ kind: "saveMessage", userId, message: message(1) });
            yield* actor.enqueue({
              kind: "saveMessage",
              userId,
              message: { ...message(2), id: assistantId, runId, role: "assistant", content: { schemaVersion: 1, parts: [{ type: "text", text: secret }] } },
            });
            yield* actor.enqueue({
              kind: "updateRun",
              userId,
              runId,
              patch: { status: "complete", finishedAt: new Date(1_700_000_001_000), error: null, usage: { inputTokens: 5, outputTokens: 7, model: "m" } },
            });
            yield* actor.flush;
            expect(actor.failures()).toBe(1);
          }),
        );
        const messages = yield* MessageRepository.use((repository) => repository.list(userId, threadId, {}));
        const run = yield* RunRepositoryTag.use((runs) => runs.get(userId, runId));
        return { messages: messages.items, run };
      }).pipe(Effect.provide(Layer.mergeAll(layer, Logger.layer([capture])))),
    );
    expect(stored.messages.map((saved) => saved.content.parts)).toEqual([
      [{ type: "text", text: "m1" }],
      [{ type: "error", code: "INTERNAL_ERROR", message: "This message could not be stored." }],
    ]);
    expect(stored.messages[1]).toMatchObject({ id: assistantId, status: "error", content: { truncated: true } });
    expect(stored.run).toMatchObject({ status: "failed", error: { code: "INTERNAL_ERROR" }, usage: { inputTokens: 5, outputTokens: 7 } });
    expect(logs.some((line) => line.includes(assistantId) && line.includes("PAYLOAD_TOO_LARGE"))).toBe(true);
    expect(logs.join("\n")).not.toContain("diary");
  });

  it("makes enqueue wait while the queue is full, and lets it go on once there is room", async () => {
    const gate = Effect.runSync(Deferred.make<void>());
    const messages: MessageRepositoryService = {
      save: (_user, saved) => Deferred.await(gate).pipe(Effect.as({ ...saved, userId, updatedAt: saved.createdAt })),
      saveAll: () => Deferred.await(gate),
      get: () => Effect.die("unused"),
      list: () => Effect.die("unused"),
    };
    const layer = Layer.provideMerge(
      Layer.succeed(MessageRepository, messages),
      SqliteTestStorage.layer.pipe(Layer.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer))),
    );
    const observed = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const actor = yield* makePersistenceActor({ capacity: 1, batchSize: 1, batchWindowMs: 1, maxAttempts: 1, backoffMs: 1 });
          yield* actor.enqueue({ kind: "saveMessage", userId, message: message(1) }, true);
          // Let the actor take the first write (it now waits on the gate), then fill the queue's one slot.
          yield* Effect.sleep(10);
          yield* actor.enqueue({ kind: "saveMessage", userId, message: message(2) }, true);
          const third = yield* Effect.forkChild(actor.enqueue({ kind: "saveMessage", userId, message: message(3) }, true));
          yield* Effect.sleep(20);
          const waitedWhileFull = third.pollUnsafe() === undefined;
          yield* Deferred.succeed(gate, undefined);
          yield* Fiber.join(third);
          yield* actor.flush;
          return { waitedWhileFull, pending: actor.pending() };
        }),
      ).pipe(Effect.provide(layer)),
    );
    expect(observed).toEqual({ waitedWhileFull: true, pending: 0 });
  });
});
