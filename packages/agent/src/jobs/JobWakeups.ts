import type { Job } from "@lifeos/core";
import { JobQueue } from "@lifeos/core";
import type { Scope } from "effect";
import { Clock, Context, Effect, Latch, Layer } from "effect";

/** Jobs due further ahead than this are left to the runner's polling. */
const timerHorizonMs = 3_600_000;

export interface JobWakeupsService {
  /** Tells this process's runner that a job is due in `delayMs` (default now): it looks for work then instead of at its next poll. */
  readonly notify: (delayMs?: number) => Effect.Effect<void>;
  /** Forgets past notifications; called before the runner looks for work, so one arriving meanwhile is not lost. */
  readonly reset: Effect.Effect<void>;
  /** Waits for a notification (one since the last `reset`), or `timeoutMs`. */
  readonly wait: (timeoutMs: number) => Effect.Effect<void>;
  /** How many fibers wait to notify at a later instant. */
  readonly pendingWakeups: () => number;
}

/**
 * How the runner of a process learns at once about work this process
 * queued (other processes' work is found by polling). Notifications for
 * later instants wait in fibers of the scope the service was built in, one
 * per second of due time: every chat turn notifies its deduplicated memory
 * maintenance job ten minutes ahead, and a fiber per notification kept one
 * sleeping fiber per turn of the last ten minutes.
 */
export class JobWakeups extends Context.Service<JobWakeups, JobWakeupsService>()("@lifeos/agent/JobWakeups") {
  static readonly make: Effect.Effect<JobWakeupsService, never, Scope.Scope> = Effect.gen(function* () {
    const latch = yield* Latch.make(false);
    const scope = yield* Effect.scope;
    /** The due instants (whole seconds, rounded up) a fiber already waits for. */
    const waiting = new Set<number>();
    const wakeAt = (delayMs: number) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) => {
        const due = Math.ceil((now + delayMs) / 1000) * 1000;
        if (waiting.has(due)) return Effect.void;
        waiting.add(due);
        const wake = Effect.sleep(due - now).pipe(
          Effect.andThen(latch.open),
          Effect.ensuring(Effect.sync(() => waiting.delete(due))),
        );
        return Effect.asVoid(Effect.forkIn(wake, scope));
      });
    return {
      pendingWakeups: () => waiting.size,
      notify: (delayMs = 0) => (delayMs <= 0 ? Effect.asVoid(latch.open) : delayMs > timerHorizonMs ? Effect.void : wakeAt(delayMs)),
      reset: Effect.asVoid(latch.close),
      wait: (timeoutMs) => latch.await.pipe(Effect.timeoutOption(timeoutMs), Effect.asVoid),
    };
  });

  /**
   * `JobWakeups`, and the `JobQueue` below it wrapped so that every job it
   * queues (`enqueue`, `retry`) notifies them at the job's run time (as a
   * delay between two instants of the queue's clock, so the process's clock
   * never enters into it).
   */
  static readonly layer: Layer.Layer<JobWakeups | JobQueue, never, JobQueue> = Layer.effectContext(
    Effect.gen(function* () {
      const wakeups = yield* JobWakeups.make;
      const queue = yield* JobQueue;
      const notified = (job: Job) => Effect.as(wakeups.notify(job.runAfter.getTime() - job.updatedAt.getTime()), job);
      return Context.make(JobWakeups, wakeups).pipe(
        Context.add(JobQueue, {
          ...queue,
          enqueue: (userId, job) => Effect.flatMap(queue.enqueue(userId, job), notified),
          retry: (userId, id) => Effect.flatMap(queue.retry(userId, id), notified),
        }),
      );
    }),
  );
}
