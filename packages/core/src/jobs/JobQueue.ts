import type { Effect } from "effect";
import { Context, Schema } from "effect";
import type { StorageError } from "../common/errors.js";
import { UserId } from "../common/ids.js";
import type { Page } from "../common/pagination.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { keysetOrder } from "../storage/keyset.js";
import type { Job } from "./job.js";
import { ClaimRequest, DelayMs, JobFailure, JobId, JobListQuery, LeaseMs, NewJob, WorkerId } from "./job.js";

/**
 * Background work, durable in the database: domains enqueue jobs for a
 * user, workers (agent's `JobRunner`) claim due jobs under a lease, run
 * them and report how they ended; users see their jobs' status and may
 * retry failed ones or cancel queued ones.
 *
 * Rules, beyond the storage rules of `StorageServices`:
 * - Instants come from the `Clock` port ("now" below); callers give delays
 *   (`delayMs`, `leaseMs`, `retryInMs`) rather than instants where they can,
 *   so every instant is the queue's. The processes sharing a database need
 *   clocks that agree to well within a lease.
 * - Arguments are validated before the job's state is looked at.
 * - The user-facing methods (`enqueue`, `get`, `list`, `retry`, `cancel`)
 *   are scoped to their user: another user's job is reported as missing
 *   (`NotFound`, entity "job"). The worker methods (`claim`, `renew`,
 *   `release`, `defer`, `complete`, `fail`) act for every user and are scoped by the
 *   lease instead: each but `claim` fails with `Conflict` unless the job is
 *   `running` under `workerId` (it was cancelled, or its lease expired and
 *   another worker claimed it), and `NotFound` for an unknown id.
 * - Every change of one job is atomic, and `claim` hands each due job to
 *   exactly one caller, also across processes sharing the database.
 * - Deleting a user deletes their jobs.
 */
export interface JobQueueService {
  /**
   * Queues a job: `queued`, no attempts, due at `runAfter`, or `delayMs`
   * after now (default now; both is `InvalidInput`), `maxAttempts` default 5. With a `dedupeKey`, a job of the same user,
   * kind and key that is still to be done is not queued twice; that job is
   * returned instead, and
   * - when it is `queued`, it becomes due at the earlier of its `runAfter`
   *   and this one's (its payload and attempts are kept: callers that dedupe
   *   make the payload a function of the key);
   * - when it is `running`, it is marked `runAgain`: once it succeeds a fresh
   *   job (same kind, key, payload and `maxAttempts`) is queued, due at
   *   once, so work whose input changed while it ran (an entry edited during
   *   processing) is done again.
   * `PayloadTooLarge` for a payload over `jobPayloadMaxChars` as JSON.
   */
  readonly enqueue: (userId: UserId, job: NewJob) => Effect.Effect<Job, StorageError>;
  /** One job of the user; `NotFound` when it is missing or another user's. */
  readonly get: (userId: UserId, id: JobId) => Effect.Effect<Job, StorageError>;
  /** The user's jobs, newest first (`createdAt`, then id, descending), filtered by kind and status. */
  readonly list: (userId: UserId, query?: JobListQuery) => Effect.Effect<Page<Job>, StorageError>;
  /**
   * Puts a `failed` or `cancelled` job back in the queue, due now, with its
   * attempts reset (its `lastError` is kept until an attempt ends).
   * `Conflict` when the job is not failed or cancelled, or when an equal job
   * (same kind and dedupe key) is queued or running.
   */
  readonly retry: (userId: UserId, id: JobId) => Effect.Effect<Job, StorageError>;
  /**
   * Cancels a job that is not finished: it never starts again (a running
   * one's worker learns it when it next renews or reports, and stops);
   * `runAgain` is dropped. Cancelling a cancelled job returns it unchanged;
   * `Conflict` for a succeeded or failed one.
   */
  readonly cancel: (userId: UserId, id: JobId) => Effect.Effect<Job, StorageError>;
  /**
   * Takes up to `limit` due jobs of `kinds`, earliest `runAfter` first (then
   * by id): `queued` jobs whose `runAfter` has come, and `running` jobs
   * whose lease has expired (their worker is presumed dead, so the attempt
   * counts as spent). Each comes back `running` under `workerId`, its lease
   * ending `leaseMs` from now, `attempts` one higher. A job whose lease
   * expired with no attempts left fails for good instead (reason: its
   * worker stopped), so a job that kills its process is not run forever.
   * Returns an empty list when nothing is due.
   */
  readonly claim: (request: ClaimRequest) => Effect.Effect<ReadonlyArray<Job>, StorageError>;
  /** Extends the lease of a job the worker holds to `leaseMs` from now (also after it expired, while no one else claimed it). */
  readonly renew: (id: JobId, workerId: string, leaseMs: number) => Effect.Effect<Job, StorageError>;
  /**
   * Gives a held job back unfinished (its worker is stopping): `queued`,
   * due now, the attempt not counted, `runAgain` dropped (it runs again anyway).
   */
  readonly release: (id: JobId, workerId: string) => Effect.Effect<Job, StorageError>;
  /**
   * Gives a held job back to run later (what it waits for has not happened
   * yet): `queued`, due `delayMs` after now, the attempt not counted. When it
   * was marked `runAgain` (enqueued again while it ran: what it waited for
   * may have come) it is due now instead, and the mark is dropped.
   */
  readonly defer: (id: JobId, workerId: string, delayMs: number) => Effect.Effect<Job, StorageError>;
  /** Records success: `succeeded`, `finishedAt` now; queues the fresh job when it was marked `runAgain`. */
  readonly complete: (id: JobId, workerId: string) => Effect.Effect<Job, StorageError>;
  /**
   * Records a failed attempt with its reason (`lastError`). With a
   * `retryInMs` and attempts left (`attempts < maxAttempts`) the job is
   * `queued` again, due that long after now; otherwise it is `failed` for good
   * (`finishedAt` now) and `runAgain` is dropped: the failure stays visible
   * until the user retries it.
   */
  readonly fail: (id: JobId, workerId: string, failure: JobFailure) => Effect.Effect<Job, StorageError>;
}

export class JobQueue extends Context.Service<JobQueue, JobQueueService>()("@lifeos/core/JobQueue") {}

/** How each `JobQueue` method's arguments are decoded (see `withDecodedArguments`). */
export const JobQueueArguments: PortArguments<JobQueueService> = {
  enqueue: [UserId, NewJob],
  get: [UserId, JobId],
  list: [UserId, Schema.UndefinedOr(JobListQuery)],
  retry: [UserId, JobId],
  cancel: [UserId, JobId],
  claim: [ClaimRequest],
  renew: [JobId, WorkerId, LeaseMs],
  release: [JobId, WorkerId],
  defer: [JobId, WorkerId, DelayMs],
  complete: [JobId, WorkerId],
  fail: [JobId, WorkerId, JobFailure],
};

/** The order of `JobQueue.list`, descending: createdAt, id. */
export const jobListOrder = keysetOrder<Job>([
  { kind: "timestamp", value: (job) => job.createdAt.getTime() },
  { kind: "uuid", value: (job) => job.id },
]);
