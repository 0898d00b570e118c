import type { Job, JobDefinition, JobKind, JobPayloadSchema } from "@lifeos/core";
import { decodeJobPayload } from "@lifeos/core";
import type { Schema } from "effect";
import { Effect } from "effect";

/**
 * Runs the jobs of one kind; domain modules provide them and the
 * `JobRunner` calls them. `run` is one attempt at the job: it succeeds when
 * the work is done, and fails (with a domain error, whose `CODE: message`
 * becomes the job's `lastError`) to have it retried with backoff;
 * `InvalidInput` is not retried. A job may run more than once (a worker can
 * die after the work and before reporting it, and then its lease expires),
 * so `run` must be safe to repeat. It is interrupted when the job is
 * cancelled or its lease is lost, and when the runner stops. A job whose
 * input is not ready yet succeeds with `RunLater` instead of waiting in its
 * slot: the queue gives it back, due that much later (see `JobQueue.defer`).
 */
export interface JobHandler<R = never> {
  readonly kind: JobKind;
  readonly run: (payload: Schema.Json, job: Job) => Effect.Effect<void | RunLater, unknown, R>;
}

/**
 * What a handler returns when its job cannot be done yet: it is queued
 * again, due `delayMs` from now (at once when it was enqueued again
 * meanwhile), and the attempt is not counted.
 */
export class RunLater {
  readonly _tag = "RunLater";
  constructor(readonly delayMs: number) {}
}

/**
 * The handler of a job definition: the payload arrives decoded with the
 * definition's schema (a payload that does not decode fails the job for
 * good with `InvalidInput`).
 *
 * ```ts
 * export const extractMemoriesHandler = jobHandler(extractMemories, ({ threadId }, job) =>
 *   MemoryExtractor.use((extractor) => extractor.extract(job.userId, threadId)),
 * );
 * ```
 */
export const jobHandler = <Payload extends JobPayloadSchema, R>(
  definition: JobDefinition<Payload>,
  run: (payload: Payload["Type"], job: Job) => Effect.Effect<void | RunLater, unknown, R>,
): JobHandler<R> => ({
  kind: definition.kind,
  run: (_payload, job) => Effect.flatMap(decodeJobPayload(definition, job), (payload) => run(payload, job)),
});
