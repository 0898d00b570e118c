import type { Job, JobId } from "@lifeos/core";
import { JobQueue } from "@lifeos/core";
import type { Context, Scope } from "effect";
import { Effect, FiberSet, Option } from "effect";
import type { JobHandler } from "./JobHandler.js";
import type { JobRunnerOptions } from "./JobRunnerOptions.js";
import { resolveRunnerOptions } from "./JobRunnerOptions.js";
import { JobWakeups } from "./JobWakeups.js";
import { runJob } from "./runJob.js";

export interface JobRunnerConfig<R> {
  /** One handler per kind; the runner claims only these kinds. */
  readonly handlers: ReadonlyArray<JobHandler<R>>;
  /**
   * The services a job's handler runs with. The server answers with the
   * job's user's model stack; a failure here fails the attempt (and it is
   * retried like any other).
   */
  readonly contextFor: (job: Job) => Effect.Effect<Context.Context<R>, unknown>;
  readonly options?: JobRunnerOptions;
}

export interface JobRunner {
  /** Names this runner in the leases it holds. */
  readonly workerId: string;
  /** The jobs running in this runner now. */
  readonly running: Effect.Effect<ReadonlyArray<JobId>>;
}

/**
 * Starts a worker that runs the jobs of `handlers` until `scope` closes:
 * it claims due jobs (when this process queues one, through `JobWakeups`,
 * and every `pollIntervalMs`), runs at most `concurrency` at once, each
 * under a lease it renews, and records each outcome (see `runJob`): a
 * failed attempt is retried at a time from the backoff schedule, up to the
 * job's `maxAttempts`, and keeps its reason. When the scope closes it stops
 * claiming, lets running jobs finish for up to `stopGraceMs`, then
 * interrupts the rest and gives them back to the queue, so another worker
 * (or this process after a restart) runs them at once. Jobs of a process
 * that died are run again when their lease expires.
 *
 * Uses `JobWakeups` when the context has it (the server's, fed by its
 * `JobQueue`); otherwise only polls.
 */
export const make = <R>(config: JobRunnerConfig<R>): Effect.Effect<JobRunner, never, Scope.Scope | JobQueue> =>
  Effect.gen(function* () {
    const options = resolveRunnerOptions(config.options);
    const queue = yield* JobQueue;
    const provided = yield* Effect.serviceOption(JobWakeups);
    const wakeups = Option.isSome(provided) ? provided.value : yield* JobWakeups.make;
    const handlers = new Map(config.handlers.map((handler) => [handler.kind as string, handler]));
    const kinds = [...handlers.keys()];
    const running = new Set<JobId>();

    // Finalizers run last-added first: the loop stops, then running jobs get
    // their grace period, then the ones left are interrupted (and released).
    const jobs = yield* FiberSet.make<void>();
    yield* Effect.addFinalizer(() => FiberSet.awaitEmpty(jobs).pipe(Effect.timeoutOption(options.stopGraceMs), Effect.asVoid));
    const attempt = { queue, handlers, contextFor: config.contextFor, options, retryIn: wakeups.notify };

    /** Runs a claimed job in a slot; the slot frees, and the loop looks for work, when it ends. */
    const start = (job: Job) => {
      running.add(job.id);
      const finished = Effect.suspend(() => {
        running.delete(job.id);
        return wakeups.notify();
      });
      return FiberSet.run(jobs, runJob(attempt, job).pipe(Effect.ensuring(finished)));
    };

    /** Claims as many due jobs as there are free slots and starts them. */
    const claimRound = Effect.gen(function* () {
      const free = options.concurrency - running.size;
      if (free <= 0 || kinds.length === 0) return;
      const claimed = yield* queue.claim({ kinds, workerId: options.workerId, leaseMs: options.leaseMs, limit: free });
      yield* Effect.forEach(claimed, start, { discard: true });
    }).pipe(Effect.catchCause((cause) => Effect.logWarning("could not claim jobs; trying again at the next poll", cause)));

    // Forgetting past wake-ups before each round means one arriving during
    // the round (a job queued, a slot freed) starts the next round at once.
    yield* Effect.forkScoped(
      Effect.forever(
        Effect.gen(function* () {
          yield* wakeups.reset;
          yield* claimRound;
          yield* wakeups.wait(options.pollIntervalMs);
        }),
      ),
    );

    return {
      workerId: options.workerId,
      running: Effect.sync(() => [...running.keys()]),
    };
  });
