import type { MessageRepositoryService, NewMessage, StorageError, ThreadId, UserId , RunRepository, ThreadRepository } from "@lifeos/core";
import { InternalError, MessageRepository } from "@lifeos/core";
import { InMemoryStorage, TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { Effect, Layer } from "effect";
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
    InMemoryStorage.layer.pipe(Layer.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer))),
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
