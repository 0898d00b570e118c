import type { NewMessage, NewRun, NewThread, RunId, RunPatch, StorageError, ThreadId, ThreadPatch, UserId } from "@lifeos/core";
import { MessageRepository, RunRepository, ThreadRepository } from "@lifeos/core";
import type { Scope } from "effect";
import { Cause, Effect, Fiber, Option, Queue } from "effect";

/** One write, applied in the order it was enqueued. */
export type PersistOperation =
  | { readonly kind: "createThread"; readonly userId: UserId; readonly thread: NewThread & { readonly id: ThreadId } }
  | { readonly kind: "updateThread"; readonly userId: UserId; readonly threadId: ThreadId; readonly patch: ThreadPatch }
  | { readonly kind: "saveMessage"; readonly userId: UserId; readonly message: NewMessage }
  | { readonly kind: "createRun"; readonly userId: UserId; readonly run: NewRun }
  | { readonly kind: "updateRun"; readonly userId: UserId; readonly runId: RunId; readonly patch: RunPatch };

export interface PersistenceOptions {
  /** Operations waiting at most (default 10 000); beyond it `enqueue` waits for room. */
  readonly capacity: number;
  /** Operations per batch (default 10). */
  readonly batchSize: number;
  /** How long a batch waits to fill (default 500 ms); an urgent operation closes it at once. */
  readonly batchWindowMs: number;
  /** Attempts per write on transient failures (default 5), with doubling backoff from `backoffMs` (default 100 ms). */
  readonly maxAttempts: number;
  readonly backoffMs: number;
}

export const defaultPersistenceOptions: PersistenceOptions = {
  capacity: 10_000,
  batchSize: 10,
  batchWindowMs: 500,
  maxAttempts: 5,
  backoffMs: 100,
};

export interface PersistenceActor {
  /** Queues a write; returns at once unless the queue is full. `urgent` closes the current batch. */
  readonly enqueue: (operation: PersistOperation, urgent?: boolean) => Effect.Effect<void>;
  /** Waits until every write enqueued so far has been applied (or given up). */
  readonly flush: Effect.Effect<void>;
  /** Writes enqueued and not yet applied. */
  readonly pending: () => number;
  /** Writes given up after permanent failures or exhausted retries (for health checks and tests). */
  readonly failures: () => number;
}

const isTransient = (error: StorageError): boolean =>
  (error._tag === "InternalError" && error.retryable !== false) || (error as { _tag: string })._tag === "Timeout";

interface Item {
  readonly operation: PersistOperation;
  readonly urgent: boolean;
}

/**
 * The write-behind persistence actor: streams enqueue their writes and go
 * on; one fiber applies them in order, in batches of up to `batchSize` or
 * whatever arrived within `batchWindowMs`, merging consecutive message
 * saves of a user into one `saveAll` transaction, retrying transient
 * failures with backoff. A slow or failing database delays only this fiber.
 * When the scope closes, intake stops and everything queued is written
 * before the scope finishes closing (flush on shutdown).
 */
export const makePersistenceActor = (
  options: PersistenceOptions = defaultPersistenceOptions,
): Effect.Effect<PersistenceActor, never, Scope.Scope | ThreadRepository | MessageRepository | RunRepository> =>
  Effect.gen(function* () {
    const threads = yield* ThreadRepository;
    const messages = yield* MessageRepository;
    const runs = yield* RunRepository;
    const queue = yield* Queue.bounded<Item, Cause.Done>(options.capacity);
    let pending = 0;
    let failures = 0;
    let urgentWaiting = 0;

    const withRetry = <A>(write: Effect.Effect<A, StorageError>, label: string): Effect.Effect<boolean> => {
      const attempt = (number: number): Effect.Effect<boolean> =>
        write.pipe(
          Effect.as(true),
          Effect.catch((error: StorageError) => {
            if (isTransient(error) && number < options.maxAttempts) {
              return Effect.sleep(options.backoffMs * 2 ** (number - 1)).pipe(Effect.andThen(attempt(number + 1)));
            }
            failures += 1;
            return Effect.logWarning(`persistence: ${label} failed (${error._tag}) after ${number} attempt(s)`).pipe(Effect.as(false));
          }),
          Effect.catchDefect(() => {
            failures += 1;
            return Effect.logWarning(`persistence: ${label} failed with a defect`).pipe(Effect.as(false));
          }),
        );
      return attempt(1);
    };

    const apply = (operation: PersistOperation): Effect.Effect<boolean> => {
      switch (operation.kind) {
        case "createThread":
          return withRetry(threads.create(operation.userId, operation.thread), "create thread");
        case "updateThread":
          return withRetry(threads.update(operation.userId, operation.threadId, operation.patch), "update thread");
        case "saveMessage":
          return withRetry(messages.save(operation.userId, operation.message), "save message");
        case "createRun":
          return withRetry(runs.create(operation.userId, operation.run), "create run");
        case "updateRun":
          return withRetry(runs.update(operation.userId, operation.runId, operation.patch), "update run");
      }
    };

    const saveMessages = (userId: UserId, batch: ReadonlyArray<NewMessage>) => {
      const latest = new Map(batch.map((message) => [message.id, message]));
      const unique = [...latest.values()];
      if (unique.length === 1) return apply({ kind: "saveMessage", userId, message: unique[0]! });
      return withRetry(messages.saveAll(userId, unique), "save messages").pipe(
        // A batch refused as a whole is retried one message at a time, so one bad row loses nothing else.
        Effect.flatMap((ok) => {
          if (ok) return Effect.void;
          failures -= 1;
          return Effect.forEach(unique, (message) => apply({ kind: "saveMessage", userId, message }), { discard: true });
        }),
      );
    };

    const applyBatch = (batch: ReadonlyArray<Item>) =>
      Effect.gen(function* () {
        let index = 0;
        while (index < batch.length) {
          const operation = batch[index]!.operation;
          if (operation.kind === "saveMessage") {
            const run: NewMessage[] = [];
            while (index < batch.length) {
              const next = batch[index]!.operation;
              if (next.kind !== "saveMessage" || next.userId !== operation.userId) break;
              run.push(next.message);
              index += 1;
            }
            yield* saveMessages(operation.userId, run);
          } else {
            yield* apply(operation);
            index += 1;
          }
        }
      }).pipe(
        Effect.ensuring(
          Effect.sync(() => {
            pending -= batch.length;
            for (const item of batch) if (item.urgent) urgentWaiting -= 1;
          }),
        ),
      );

    const nextBatch = Effect.gen(function* () {
      const first = yield* Queue.take(queue);
      const batch: Item[] = [first];
      const deadline = Date.now() + options.batchWindowMs;
      while (batch.length < options.batchSize && urgentWaiting === 0) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) break;
        // The queue ending (shutdown) must not drop what this batch already holds.
        const more = yield* Queue.takeBetween(queue, 1, options.batchSize - batch.length).pipe(
          Effect.timeoutOption(Math.min(remaining, 25)),
          Effect.catch(() => Effect.succeed(null)),
        );
        if (more === null) break;
        if (Option.isSome(more)) batch.push(...more.value);
      }
      return batch;
    });

    const loop = Effect.forever(Effect.flatMap(nextBatch, applyBatch)).pipe(
      Effect.catchCause((cause) => (Cause.hasInterruptsOnly(cause) ? Effect.failCause(cause) : Effect.void)),
    );
    const fiber = yield* Effect.forkDetach(loop);

    yield* Effect.addFinalizer(() =>
      Effect.gen(function* () {
        yield* Queue.end(queue);
        yield* Fiber.await(fiber);
      }),
    );

    return {
      enqueue: (operation, urgent = false) =>
        Effect.suspend(() => {
          pending += 1;
          if (urgent) urgentWaiting += 1;
          return Queue.offer(queue, { operation, urgent }).pipe(
            Effect.flatMap((accepted) =>
              accepted
                ? Effect.void
                : Effect.sync(() => {
                    pending -= 1;
                    failures += 1;
                    if (urgent) urgentWaiting -= 1;
                  }),
            ),
          );
        }),
      flush: Effect.suspend(function wait(): Effect.Effect<void> {
        return pending <= 0 ? Effect.void : Effect.sleep(5).pipe(Effect.andThen(Effect.suspend(wait)));
      }),
      pending: () => pending,
      failures: () => failures,
    };
  });
