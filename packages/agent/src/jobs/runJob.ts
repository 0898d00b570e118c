import type { Job, JobQueueService, StorageError } from "@lifeos/core";
import { backoff, causeReason, delayAfter, delayMaxMs, isRetryable } from "@lifeos/core";
import type { Context } from "effect";
import { Cause, Duration, Effect, Exit, Option } from "effect";
import type { JobHandler } from "./JobHandler.js";
import { RunLater } from "./JobHandler.js";
import type { ResolvedRunnerOptions } from "./JobRunnerOptions.js";

/** What one attempt needs besides the job. */
export interface AttemptContext<R> {
  readonly queue: JobQueueService;
  readonly handlers: ReadonlyMap<string, JobHandler<R>>;
  /** The services the job's handler runs with (for a user's job: that user's model stack). */
  readonly contextFor: (job: Job) => Effect.Effect<Context.Context<R>, unknown>;
  readonly options: ResolvedRunnerOptions;
  /** Called with how long until a failed or deferred job's next attempt. */
  readonly retryIn: (delayMs: number) => Effect.Effect<void>;
}

/** The lease is gone: the job was cancelled, or another worker took it after the lease expired. */
class LeaseLost {
  readonly _tag = "LeaseLost";
  constructor(readonly reason: string) {}
}

/** Reports to the queue: a transient storage failure is retried a few times with backoff before it is given up (the lease then expires and the job runs again). */
const report = <A>(effect: Effect.Effect<A, StorageError>) =>
  effect.pipe(Effect.retry({ schedule: backoff({ baseMs: 100, maxMs: 2000 }), times: 3, while: (error) => isRetryable(error) }));

/** Whether a failure should end the job at once: bad input cannot succeed on a retry. */
const isFinal = (cause: Cause.Cause<unknown>): boolean =>
  Option.match(Cause.findErrorOption(cause), {
    onNone: () => false,
    onSome: (error) => typeof error === "object" && error !== null && (error as { _tag?: unknown })._tag === "InvalidInput",
  });

/**
 * Keeps the lease while `work` runs (renewing every `renewEveryMs`) and
 * interrupts `work` when a renewal finds the lease gone. A renewal that
 * fails for another reason (the database is briefly away) is skipped: the
 * next one tries again.
 */
const withLease = <A, E, R>(attempt: AttemptContext<unknown>, job: Job, work: Effect.Effect<A, E, R>) => {
  const keeper = Effect.gen(function* () {
    for (;;) {
      yield* Effect.sleep(attempt.options.renewEveryMs);
      const renewed = yield* Effect.exit(attempt.queue.renew(job.id, attempt.options.workerId, attempt.options.leaseMs));
      if (Exit.isFailure(renewed)) {
        const error = Option.getOrUndefined(Cause.findErrorOption(renewed.cause));
        if (error?._tag === "Conflict" || error?._tag === "NotFound") return yield* Effect.fail(new LeaseLost(error.message));
        yield* Effect.logWarning("could not renew a job's lease", { jobId: job.id, kind: job.kind });
      }
    }
  });
  return Effect.raceFirst(work, keeper as Effect.Effect<never, LeaseLost>);
};

/**
 * One attempt at a claimed job: runs its handler with the job's services
 * under the lease, then records the outcome: `complete` on success (`defer`
 * when the handler asked to run later, see `RunLater`); on
 * failure `fail` with the reason and, unless the failure is final, the next
 * attempt's time from the backoff schedule; nothing when the lease was lost
 * (the job is someone else's now). Interrupted (the runner stops), it gives
 * the job back with `release`. Never fails.
 */
export const runJob = <R>(attempt: AttemptContext<R>, job: Job): Effect.Effect<void> => {
  const { queue, options } = attempt;
  const handler = attempt.handlers.get(job.kind);
  const work = Effect.gen(function* () {
    if (handler === undefined) return yield* Effect.die(new Error(`no handler for ${job.kind}`));
    const services = yield* attempt.contextFor(job);
    return yield* Effect.provideContext(handler.run(job.payload, job), services);
  });
  return Effect.gen(function* () {
    const outcome = yield* Effect.exit(withLease(attempt as AttemptContext<unknown>, job, work));
    if (Exit.isSuccess(outcome)) {
      if (outcome.value instanceof RunLater) {
        const delayMs = Math.min(delayMaxMs, Math.max(0, Math.round(outcome.value.delayMs)));
        const deferred = yield* report(queue.defer(job.id, options.workerId, delayMs));
        yield* attempt.retryIn(deferred.runAfter.getTime() - deferred.updatedAt.getTime());
        return;
      }
      yield* report(queue.complete(job.id, options.workerId));
      return;
    }
    const lost = Option.getOrUndefined(Cause.findErrorOption(outcome.cause));
    if (lost instanceof LeaseLost) {
      yield* Effect.logInfo("stopped a job whose lease was lost", { jobId: job.id, kind: job.kind, reason: lost.reason });
      return;
    }
    if (Cause.hasInterruptsOnly(outcome.cause)) return yield* Effect.interrupt;
    const reason = causeReason(outcome.cause);
    if (Cause.hasDies(outcome.cause)) yield* Effect.logError("a job failed with a defect", { jobId: job.id, kind: job.kind }, outcome.cause);
    const delay = isFinal(outcome.cause) ? Option.none() : yield* delayAfter(backoff(options.retry), job.attempts);
    const retryInMs = Option.isSome(delay) ? Math.round(Duration.toMillis(delay.value)) : null;
    const failed = yield* report(queue.fail(job.id, options.workerId, { reason, retryInMs }));
    if (failed.status === "queued" && retryInMs !== null) yield* attempt.retryIn(retryInMs);
  }).pipe(
    Effect.onInterrupt(() => report(queue.release(job.id, options.workerId)).pipe(Effect.ignore)),
    Effect.catchCause((cause) =>
      Cause.hasInterruptsOnly(cause)
        ? Effect.interrupt
        : Effect.logWarning("could not record how a job ended; it runs again when its lease expires", { jobId: job.id, kind: job.kind }, cause),
    ),
  );
};
