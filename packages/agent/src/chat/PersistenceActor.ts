import type { NewJob, NewMessage, NewRun, NewThread, RunId, RunPatch, StorageError, ThreadId, ThreadPatch, UserId } from "@lifeos/core";
import { JobQueue, MessageRepository, RunRepository, ThreadRepository } from "@lifeos/core";
import type { Scope } from "effect";
import { Cause, Deferred, Duration, Effect, Fiber, Option, Queue, Schedule } from "effect";

/** One write, applied in the order it was enqueued. */
export type PersistOperation =
  | { readonly kind: "createThread"; readonly userId: UserId; readonly thread: NewThread & { readonly id: ThreadId } }
  | { readonly kind: "updateThread"; readonly userId: UserId; readonly threadId: ThreadId; readonly patch: ThreadPatch }
  | { readonly kind: "saveMessage"; readonly userId: UserId; readonly message: NewMessage }
  | { readonly kind: "createRun"; readonly userId: UserId; readonly run: NewRun }
  | { readonly kind: "updateRun"; readonly userId: UserId; readonly runId: RunId; readonly patch: RunPatch }
  /** Queues jobs (`JobQueue.enqueue`) once every write before it is applied; dropped when the service has no job queue. */
  | { readonly kind: "enqueueJobs"; readonly userId: UserId; readonly jobs: ReadonlyArray<NewJob> };

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
  /**
   * How many writes have been enqueued so far: a position in the actor's
   * order. Once `applied()` reaches it, every write enqueued before it is
   * applied (or given up).
   */
  readonly enqueued: () => number;
  /** How many writes have been applied (or given up) so far; writes are applied in the order they were enqueued. */
  readonly applied: () => number;
  /** Writes given up after permanent failures or exhausted retries (for health checks and tests). */
  readonly failures: () => number;
}

type WriteResult = "stored" | "unavailable" | "refused";

const refusedMessage = "This message could not be stored.";

/** The smaller write stored in place of one the database refused for good, or null when there is none. */
const placeholder = (operation: PersistOperation): PersistOperation | null => {
  switch (operation.kind) {
    case "saveMessage": {
      const { message } = operation;
      const isPlaceholder = message.content.parts.some((part) => part.type === "error" && part.message === refusedMessage);
      if (isPlaceholder) return null;
      return {
        ...operation,
        message: {
          ...message,
          status: "error",
          usage: null,
          content: { schemaVersion: 1, truncated: true, parts: [{ type: "error", code: "INTERNAL_ERROR", message: refusedMessage }] },
        },
      };
    }
    case "updateRun":
      if (operation.patch.error?.code === "INTERNAL_ERROR" && operation.patch.usage === undefined) return null;
      return {
        ...operation,
        patch: {
          status: "failed",
          finishedAt: operation.patch.finishedAt ?? null,
          error: { code: "INTERNAL_ERROR", message: "The run's record could not be stored in full." },
        },
      };
    default:
      return null;
  }
};

const describe = (operation: PersistOperation): string => {
  switch (operation.kind) {
    case "saveMessage":
      return `message ${operation.message.id}`;
    case "updateRun":
      return `run ${operation.runId}`;
    default:
      return operation.kind;
  }
};

const isTransient = (error: StorageError): boolean =>
  (error._tag === "InternalError" && error.retryable !== false) ||
  error._tag === "StorageUnavailable" ||
  (error as { _tag: string })._tag === "Timeout";

/** A write, or a flush waiting for every write queued before it (it closes the batch, like an urgent write). */
type Item =
  | { readonly operation: PersistOperation; readonly urgent: boolean }
  | { readonly operation: null; readonly urgent: true; readonly flushed: Deferred.Deferred<void> };

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
    const jobQueue = yield* Effect.serviceOption(JobQueue);
    const queue = yield* Queue.bounded<Item, Cause.Done>(options.capacity);
    /** Transient failures are retried after `backoffMs`, doubling each time. */
    const retrySchedule = Schedule.exponential(Duration.millis(options.backoffMs));
    let pending = 0;
    let enqueued = 0;
    let applied = 0;
    let failures = 0;
    let urgentWaiting = 0;

    // Runs whose assistant message the database refused for good: their run record is marked failed.
    const unsavedRuns = new Set<RunId>();

    /**
     * Applies one write with retries. Logs carry the operation, the ids and
     * the error's tag and code, never content or the error's message (a
     * driver or schema message may quote the refused value).
     */
    const withRetry = <A>(write: Effect.Effect<A, StorageError>, label: string): Effect.Effect<WriteResult> =>
      Effect.suspend(() => {
        let attempts = 0;
        return Effect.suspend(() => {
          attempts += 1;
          return write;
        }).pipe(
          Effect.retry({ schedule: retrySchedule, times: options.maxAttempts - 1, while: isTransient }),
          Effect.as<WriteResult>("stored"),
          Effect.catch((error: StorageError) =>
            Effect.logWarning(`persistence: ${label} failed (${error._tag} ${error.code}) after ${attempts} attempt(s)`).pipe(
              Effect.as<WriteResult>(isTransient(error) ? "unavailable" : "refused"),
            ),
          ),
          Effect.catchDefect(() => Effect.logWarning(`persistence: ${label} failed with a defect`).pipe(Effect.as<WriteResult>("refused"))),
        );
      });

    const write = (operation: PersistOperation): Effect.Effect<WriteResult> => {
      switch (operation.kind) {
        case "createThread":
          return withRetry(threads.create(operation.userId, operation.thread), `create thread ${operation.thread.id}`);
        case "updateThread":
          return withRetry(threads.update(operation.userId, operation.threadId, operation.patch), `update thread ${operation.threadId}`);
        case "saveMessage":
          return withRetry(messages.save(operation.userId, operation.message), `save message ${operation.message.id}`);
        case "createRun":
          return withRetry(runs.create(operation.userId, operation.run), `create run ${operation.run.id}`);
        case "updateRun": {
          const patch: RunPatch = unsavedRuns.delete(operation.runId)
            ? { ...operation.patch, status: "failed", error: { code: "INTERNAL_ERROR", message: "The answer could not be stored." } }
            : operation.patch;
          return withRetry(runs.update(operation.userId, operation.runId, patch), `update run ${operation.runId}`);
        }
        case "enqueueJobs": {
          if (Option.isNone(jobQueue)) return Effect.succeed<WriteResult>("stored");
          const jobs = jobQueue.value;
          const enqueueAll = Effect.forEach(operation.jobs, (job) => jobs.enqueue(operation.userId, job), { discard: true });
          return withRetry(enqueueAll, "enqueue jobs");
        }
      }
    };

    /**
     * One write; when the database refuses it for good (not when it is
     * unavailable: a placeholder would fail the same way), what can still be
     * marked is: a refused message is replaced by a placeholder (status
     * "error", truncated, an error part saying it could not be stored) and its
     * run is marked failed; a refused run update is retried as a bare
     * "failed" mark. Thread writes and run creation have nothing smaller to
     * store and are dropped (counted in `failures`).
     */
    const apply = (operation: PersistOperation): Effect.Effect<boolean> =>
      write(operation).pipe(
        Effect.flatMap((result) => {
          if (result === "stored") return Effect.succeed(true);
          failures += 1;
          const fallback = result === "refused" ? placeholder(operation) : null;
          if (fallback === null) return Effect.succeed(false);
          if (operation.kind === "saveMessage" && operation.message.runId !== null) unsavedRuns.add(operation.message.runId);
          return write(fallback).pipe(
            Effect.tap((stored) => (stored === "stored" ? Effect.logWarning(`persistence: stored a placeholder for ${describe(operation)}`) : Effect.void)),
            Effect.as(false),
          );
        }),
      );

    const saveMessages = (userId: UserId, batch: ReadonlyArray<NewMessage>) => {
      const latest = new Map(batch.map((message) => [message.id, message]));
      const unique = [...latest.values()];
      if (unique.length === 1) return apply({ kind: "saveMessage", userId, message: unique[0]! });
      return withRetry(messages.saveAll(userId, unique), "save messages").pipe(
        // A batch refused as a whole is retried one message at a time, so one bad row loses nothing else.
        Effect.flatMap((result) => {
          if (result === "stored") return Effect.void;
          if (result === "unavailable") {
            // The database is down, not this batch at fault: one at a time would only fail the same way, slower.
            return Effect.sync(() => {
              failures += unique.length;
            });
          }
          return Effect.forEach(unique, (message) => apply({ kind: "saveMessage", userId, message }), { discard: true });
        }),
      );
    };

    const applyBatch = (batch: ReadonlyArray<Item>) =>
      Effect.gen(function* () {
        const operations = batch.flatMap((item) => (item.operation === null ? [] : [item.operation]));
        let index = 0;
        while (index < operations.length) {
          const operation = operations[index]!;
          if (operation.kind === "saveMessage") {
            const run: NewMessage[] = [];
            while (index < operations.length) {
              const next = operations[index]!;
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
            for (const item of batch) {
              if (item.urgent) urgentWaiting -= 1;
              if (item.operation === null) Deferred.doneUnsafe(item.flushed, Effect.void);
              else {
                pending -= 1;
                applied += 1;
              }
            }
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
          enqueued += 1;
          if (urgent) urgentWaiting += 1;
          return Queue.offer(queue, { operation, urgent }).pipe(
            Effect.flatMap((accepted) =>
              accepted
                ? Effect.void
                : Effect.sync(() => {
                    pending -= 1;
                    applied += 1;
                    failures += 1;
                    if (urgent) urgentWaiting -= 1;
                  }),
            ),
          );
        }),
      // A flush goes through the queue behind the writes before it and is
      // signalled once they are applied; once intake has stopped (shutdown),
      // it waits for the loop to write what is left.
      flush: Effect.suspend(() => {
        if (pending <= 0) return Effect.void;
        const flushed = Deferred.makeUnsafe<void>();
        urgentWaiting += 1;
        return Queue.offer(queue, { operation: null, urgent: true, flushed }).pipe(
          Effect.flatMap((accepted) => {
            if (accepted) return Effect.raceFirst(Deferred.await(flushed), Fiber.await(fiber).pipe(Effect.asVoid));
            urgentWaiting -= 1;
            return Fiber.await(fiber).pipe(Effect.asVoid);
          }),
        );
      }),
      pending: () => pending,
      enqueued: () => enqueued,
      applied: () => applied,
      failures: () => failures,
    };
  });
