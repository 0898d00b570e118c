import { Conflict } from "../common/errors.js";
import type { UserId } from "../common/ids.js";
import type { ClaimRequest, Job, JobFailure, JobId, NewJob } from "./job.js";
import { defaultMaxAttempts } from "./job.js";

/**
 * The records behind `JobQueue`'s contract, as pure functions: every
 * adapter reads the rows, checks with the `*Conflict` functions, and writes
 * what these return, so the rules are written once.
 */

/** When an enqueued job becomes due: its `runAfter`, or `delayMs` after now, or now. */
export const requestedRunAfter = (input: NewJob, now: Date): Date =>
  input.runAfter ?? new Date(now.getTime() + (input.delayMs ?? 0));

/** The record `enqueue` stores for a job nothing is merged into. */
export const newJobRecord = (input: NewJob, context: { readonly id: string; readonly userId: UserId; readonly now: Date }): Job => ({
  id: context.id as JobId,
  userId: context.userId,
  kind: input.kind,
  payload: input.payload,
  dedupeKey: input.dedupeKey ?? null,
  status: "queued",
  attempts: 0,
  maxAttempts: input.maxAttempts ?? defaultMaxAttempts,
  runAfter: requestedRunAfter(input, context.now),
  leaseOwner: null,
  leaseExpiresAt: null,
  runAgain: false,
  lastError: null,
  createdAt: context.now,
  updatedAt: context.now,
  finishedAt: null,
});

/**
 * What an equal `enqueue` changes in the active job it is merged into: a
 * queued job becomes due at the earlier time, a running one is marked to
 * run again. Null when the job already covers it (nothing to write, the
 * usual case). Needs only the job's status, due time and mark.
 */
export const mergeChange = (
  existing: Pick<Job, "status" | "runAfter" | "runAgain">,
  input: NewJob,
  now: Date,
): Pick<Job, "updatedAt"> & Partial<Pick<Job, "runAfter" | "runAgain">> | null => {
  if (existing.status === "running") return existing.runAgain ? null : { runAgain: true, updatedAt: now };
  const runAfter = requestedRunAfter(input, now);
  return runAfter < existing.runAfter ? { runAfter, updatedAt: now } : null;
};

/** An active job that an equal `enqueue` is merged into (see `mergeChange`); the same object when nothing changes. */
export const mergedJob = (existing: Job, input: NewJob, now: Date): Job => {
  const change = mergeChange(existing, input, now);
  return change === null ? existing : { ...existing, ...change };
};

/** Whether `claim` may take the job now: queued and due, or running with its lease expired and attempts left. */
export const isClaimable = (job: Job, now: Date): boolean =>
  (job.status === "queued" && job.runAfter <= now) ||
  (job.status === "running" && job.leaseExpiresAt !== null && job.leaseExpiresAt <= now && job.attempts < job.maxAttempts);

/** Whether `claim` fails the job for good instead: its lease expired with no attempts left. */
export const isAbandoned = (job: Job, now: Date): boolean =>
  job.status === "running" && job.leaseExpiresAt !== null && job.leaseExpiresAt <= now && job.attempts >= job.maxAttempts;

/** The reason an abandoned job fails with. */
export const abandonedReason = (job: Job): string =>
  `INTERNAL_ERROR: the worker running attempt ${job.attempts} of ${job.maxAttempts} stopped before it finished (its lease expired)`;

/** `claim`'s order: earliest `runAfter` first, then id. */
export const claimOrder = (a: Job, b: Job): number =>
  a.runAfter.getTime() - b.runAfter.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A claimed job: running under the worker, one more attempt, the lease from now. */
export const claimedJob = (job: Job, request: Pick<ClaimRequest, "workerId" | "leaseMs">, now: Date): Job => ({
  ...job,
  status: "running",
  attempts: job.attempts + 1,
  leaseOwner: request.workerId,
  leaseExpiresAt: new Date(now.getTime() + request.leaseMs),
  updatedAt: now,
});

/** An abandoned job, failed for good. */
export const abandonedJob = (job: Job, now: Date): Job => finished(job, "failed", now, abandonedReason(job));

/** `Conflict` unless the job is running under `workerId`. */
export const leaseConflict = (job: Job, workerId: string): Conflict | undefined =>
  job.status === "running" && job.leaseOwner === workerId
    ? undefined
    : new Conflict({ message: `Job ${job.id} is ${job.status === "running" ? "held by another worker" : job.status}, not running under this worker` });

export const renewedJob = (job: Job, leaseMs: number, now: Date): Job => ({
  ...job,
  leaseExpiresAt: new Date(now.getTime() + leaseMs),
  updatedAt: now,
});

export const releasedJob = (job: Job, now: Date): Job => ({
  ...job,
  status: "queued",
  attempts: Math.max(0, job.attempts - 1),
  runAfter: now,
  leaseOwner: null,
  leaseExpiresAt: null,
  runAgain: false,
  updatedAt: now,
});

/** A job given back to run later: queued, due `delayMs` from now (now when it was marked `runAgain`), the attempt not counted. */
export const deferredJob = (job: Job, delayMs: number, now: Date): Job => ({
  ...releasedJob(job, now),
  runAfter: job.runAgain ? now : new Date(now.getTime() + delayMs),
});

const finished = (job: Job, status: "succeeded" | "failed" | "cancelled", now: Date, lastError: string | null = job.lastError): Job => ({
  ...job,
  status,
  leaseOwner: null,
  leaseExpiresAt: null,
  runAgain: false,
  lastError,
  updatedAt: now,
  finishedAt: now,
});

/** A succeeded job, and the fresh job to queue when it was marked `runAgain` (given its new id). */
export const completedJob = (job: Job, now: Date, nextId: string): { readonly job: Job; readonly again: Job | null } => ({
  job: finished(job, "succeeded", now),
  again: job.runAgain
    ? newJobRecord(
        { kind: job.kind, payload: job.payload, maxAttempts: job.maxAttempts, ...(job.dedupeKey === null ? {} : { dedupeKey: job.dedupeKey }) },
        { id: nextId, userId: job.userId, now },
      )
    : null,
});

/** A failed attempt: queued again `retryInMs` from now while attempts are left, otherwise failed for good. */
export const failedJob = (job: Job, failure: JobFailure, now: Date): Job =>
  failure.retryInMs !== null && job.attempts < job.maxAttempts
    ? {
        ...job,
        status: "queued",
        runAfter: new Date(now.getTime() + failure.retryInMs),
        leaseOwner: null,
        leaseExpiresAt: null,
        runAgain: false,
        lastError: failure.reason,
        updatedAt: now,
      }
    : finished(job, "failed", now, failure.reason);

/** `Conflict` unless the job is failed or cancelled (checked before looking for an equal active job). */
export const retryConflict = (job: Job): Conflict | undefined =>
  job.status === "failed" || job.status === "cancelled"
    ? undefined
    : new Conflict({ message: `Job ${job.id} is ${job.status}: only failed or cancelled jobs can be retried` });

/** The conflict when an equal job (same kind and dedupe key) is queued or running. */
export const duplicateConflict = (job: Job): Conflict =>
  new Conflict({ message: `An equal ${job.kind} job is already queued or running` });

export const retriedJob = (job: Job, now: Date): Job => ({
  ...job,
  status: "queued",
  attempts: 0,
  runAfter: now,
  leaseOwner: null,
  leaseExpiresAt: null,
  runAgain: false,
  updatedAt: now,
  finishedAt: null,
});

/** `Conflict` for a succeeded or failed job. */
export const cancelConflict = (job: Job): Conflict | undefined =>
  job.status === "succeeded" || job.status === "failed"
    ? new Conflict({ message: `Job ${job.id} already ${job.status}` })
    : undefined;

/** A cancelled job (a cancelled one unchanged). */
export const cancelledJob = (job: Job, now: Date): Job => (job.status === "cancelled" ? job : finished(job, "cancelled", now));
