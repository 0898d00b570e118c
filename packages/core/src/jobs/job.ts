import { Schema } from "effect";
import { UserId } from "../common/ids.js";
import { Limits } from "../common/validation.js";

/** A job's id: a time-ordered UUID (v7). */
export const JobId = Schema.String.pipe(Schema.check(Schema.isUUID()), Schema.brand("JobId"));
export type JobId = typeof JobId.Type;

/**
 * What a job does, named `<domain>.<action>` in lower camel case
 * (`journal.process`, `memory.extract`); a runner runs the jobs of the kinds
 * it has handlers for.
 */
export const JobKind = Schema.String.check(
  Schema.isPattern(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/),
  Schema.isMaxLength(100),
);
export type JobKind = typeof JobKind.Type;

/**
 * Where a job is. Spelled once, here:
 * - `queued`: waiting until `runAfter`, then claimable;
 * - `running`: claimed by a worker whose lease ends at `leaseExpiresAt`;
 * - `succeeded`, `failed` (out of attempts, or failed for good), `cancelled`: finished.
 */
export const JobStatus = Schema.Literals(["queued", "running", "succeeded", "failed", "cancelled"]);
export type JobStatus = typeof JobStatus.Type;

/** The statuses in which a job is still to be done: at most one such job per (user, kind, dedupe key). */
export const activeJobStatuses: ReadonlyArray<JobStatus> = ["queued", "running"];

/** Longest payload, as JSON text. Longer fails with `PayloadTooLarge`. */
export const jobPayloadMaxChars = 64_000;

/** Longest failure reason kept on a job. */
export const jobReasonMaxChars = 2_000;

/** A job's input: any JSON value, at most `jobPayloadMaxChars` characters as JSON text. */
export const JobPayload = Schema.Json.pipe(
  Schema.check(
    Schema.makeFilter(
      (value: Schema.Json) => JSON.stringify(value).length <= jobPayloadMaxChars || `is longer than ${jobPayloadMaxChars} characters`,
    ),
  ),
);
export type JobPayload = Schema.Json;

/** Merges equal work: see `JobQueue.enqueue`. */
export const DedupeKey = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200));

/** Attempts a job may take in all (the first included). */
export const MaxAttempts = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }));

/** Attempts a job gets unless its enqueuer says otherwise. */
export const defaultMaxAttempts = 5;

/** Why an attempt failed, as shown to the user: the error's code and message, never the user's text. */
export const JobReason = Schema.String.check(
  Schema.makeFilter((value: string) => value.trim().length > 0 || "must not be empty"),
  Schema.makeFilter((value: string) => value.length <= jobReasonMaxChars || `is longer than ${jobReasonMaxChars} characters`),
);

/** A unit of background work of one user, durable in the database. */
export const Job = Schema.Struct({
  id: JobId,
  userId: UserId,
  kind: JobKind,
  payload: Schema.Json,
  dedupeKey: Schema.NullOr(DedupeKey),
  status: JobStatus,
  /** How many times a worker has started it (claims). */
  attempts: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  maxAttempts: MaxAttempts,
  /** Not claimed before this instant (the enqueue's `runAfter`, or a retry's next attempt). */
  runAfter: Schema.Date,
  /** The worker running it; null unless `running`. */
  leaseOwner: Schema.NullOr(Schema.String),
  /** After this instant another worker may claim it (its worker is presumed dead); null unless `running`. */
  leaseExpiresAt: Schema.NullOr(Schema.Date),
  /** Enqueued again while running: a fresh job is queued when this one succeeds. */
  runAgain: Schema.Boolean,
  /** The reason of the latest failed attempt, kept after a later success or a retry; null when none failed. */
  lastError: Schema.NullOr(Schema.String),
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  /** When it succeeded, failed for good or was cancelled. */
  finishedAt: Schema.NullOr(Schema.Date),
});
export type Job = typeof Job.Type;

/** Longest delay a job can be queued or retried with: a year. */
export const delayMaxMs = 366 * 24 * 3_600_000;

/** A delay from the queue's now, in milliseconds. */
export const DelayMs = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: delayMaxMs }));

/** `JobQueue.enqueue`'s input. */
export const NewJob = Schema.Struct({
  kind: JobKind,
  payload: JobPayload,
  dedupeKey: Schema.optional(DedupeKey),
  /** When it becomes due: an instant, or `delayMs` after the queue's now (not both). Default: now. */
  runAfter: Schema.optional(Schema.Date),
  delayMs: Schema.optional(DelayMs),
  /** Default: `defaultMaxAttempts`. */
  maxAttempts: Schema.optional(MaxAttempts),
}).check(Schema.makeFilter((job) => job.runAfter === undefined || job.delayMs === undefined || "gives both runAfter and delayMs"));
export type NewJob = typeof NewJob.Type;

/** `JobQueue.list`'s filters, newest first. */
export const JobListQuery = Schema.Struct({
  kind: Schema.optional(JobKind),
  status: Schema.optional(JobStatus),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: Limits.pageLimitMax }))),
  cursor: Schema.optional(Schema.String),
});
export type JobListQuery = typeof JobListQuery.Type;

/** Longest lease a worker may take or renew: one hour. */
export const leaseMaxMs = 3_600_000;

/** `JobQueue.claim`'s input. */
export const ClaimRequest = Schema.Struct({
  /** The kinds the worker has handlers for. */
  kinds: Schema.Array(JobKind).check(Schema.isMinLength(1)),
  /** Names the worker (process and instance); the lease is held under it. */
  workerId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  /** How long the lease lasts unless renewed. */
  leaseMs: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: leaseMaxMs })),
  /** Most jobs to claim. */
  limit: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 })),
});
export type ClaimRequest = typeof ClaimRequest.Type;

/** `JobQueue.fail`'s input. */
export const JobFailure = Schema.Struct({
  reason: JobReason,
  /** How long after the queue's now to try again; null (or no attempts left) fails the job for good. */
  retryInMs: Schema.NullOr(DelayMs),
});
export type JobFailure = typeof JobFailure.Type;

/** Names the worker holding a lease. */
export const WorkerId = ClaimRequest.fields.workerId;
export const LeaseMs = ClaimRequest.fields.leaseMs;
