import { Effect, Schema } from "effect";
import { InvalidInput } from "../common/errors.js";
import type { StorageError } from "../common/errors.js";
import type { UserId } from "../common/ids.js";
import type { Job, JobKind, NewJob } from "./job.js";
import { JobQueue } from "./JobQueue.js";

/** A payload schema whose encoded form is JSON and that needs no services. */
export type JobPayloadSchema = Schema.Top & {
  readonly Encoded: Schema.Json;
  readonly DecodingServices: never;
  readonly EncodingServices: never;
};

/**
 * A kind of job and the schema of its payload, shared by the code that
 * enqueues it (`enqueueJob`) and the handler that runs it (agent's
 * `jobHandler`), so the payload is typed at both ends.
 *
 * ```ts
 * export const extractMemories = defineJob("memory.extract", Schema.Struct({ threadId: ThreadId }));
 * yield* enqueueJob(extractMemories, userId, { threadId }, { dedupeKey: threadId });
 * ```
 */
export interface JobDefinition<Payload extends JobPayloadSchema = JobPayloadSchema> {
  readonly kind: JobKind;
  readonly payload: Payload;
}

export const defineJob = <Payload extends JobPayloadSchema>(kind: JobKind, payload: Payload): JobDefinition<Payload> => ({ kind, payload });

/** How an `enqueueJob` call is queued: see `JobQueue.enqueue`. */
export interface EnqueueOptions {
  readonly dedupeKey?: string;
  readonly runAfter?: Date;
  readonly delayMs?: number;
  readonly maxAttempts?: number;
}

/**
 * Queues a job of `definition` for the user with its payload encoded by the
 * definition's schema (`InvalidInput` when it does not encode); see
 * `JobQueue.enqueue` for deduplication.
 */
export const enqueueJob = <Payload extends JobPayloadSchema>(
  definition: JobDefinition<Payload>,
  userId: UserId,
  payload: Payload["Type"],
  options: EnqueueOptions = {},
): Effect.Effect<Job, StorageError, JobQueue> =>
  Effect.gen(function* () {
    const job = yield* newJobOf(definition, payload, options);
    const queue = yield* JobQueue;
    return yield* queue.enqueue(userId, job);
  });

/**
 * A job of `definition` as `JobQueue.enqueue` takes it, its payload encoded
 * by the definition's schema (`InvalidInput` when it does not encode): for
 * queuing it with other writes (see `RunOpening.jobs`).
 */
export const newJobOf = <Payload extends JobPayloadSchema>(
  definition: JobDefinition<Payload>,
  payload: Payload["Type"],
  options: EnqueueOptions = {},
): Effect.Effect<NewJob, InvalidInput> =>
  Schema.encodeUnknownEffect(definition.payload)(payload).pipe(
    Effect.map((encoded): NewJob => ({ kind: definition.kind, payload: encoded as Schema.Json, ...options })),
    Effect.mapError((error) => new InvalidInput({ message: `A ${definition.kind} payload: ${error.message}`, field: "payload" })),
  );

/** A job's payload decoded with its definition's schema; `InvalidInput` when the stored payload does not fit it. */
export const decodeJobPayload = <Payload extends JobPayloadSchema>(
  definition: JobDefinition<Payload>,
  job: Job,
): Effect.Effect<Payload["Type"], InvalidInput> =>
  Schema.decodeUnknownEffect(definition.payload)(job.payload).pipe(
    Effect.mapError((error) => new InvalidInput({ message: `A ${definition.kind} payload: ${error.message}`, field: "payload" })),
  ) as Effect.Effect<Payload["Type"], InvalidInput>;
