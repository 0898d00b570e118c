import { Effect } from "effect";
import type { Job } from "../../jobs/job.js";
import { ClaimRequest, JobFailure, JobId, JobListQuery, LeaseMs, NewJob, WorkerId } from "../../jobs/job.js";
import type { JobQueueService } from "../../jobs/JobQueue.js";
import {
  abandonedJob,
  cancelConflict,
  cancelledJob,
  claimedJob,
  claimOrder,
  completedJob,
  duplicateConflict,
  failedJob,
  isAbandoned,
  isClaimable,
  leaseConflict,
  mergedJob,
  newJobRecord,
  releasedJob,
  renewedJob,
  retriedJob,
  retryConflict,
} from "../../jobs/jobRecords.js";
import { NotFound } from "../../common/errors.js";
import { decodeInput } from "../../common/validation.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser, owned, rowsOf } from "../storage/MemoryStore.js";
import { paginate } from "../storage/paginate.js";

/** The job queue over the in-memory tables: each method runs without yielding, so each is atomic. */
export const makeJobQueue = (store: MemoryStore): JobQueueService => {
  const { jobs } = store.tables;
  const save = (job: Job) => {
    jobs.set(job.id, copy(job));
    return copy(job);
  };
  const active = (job: Pick<Job, "userId" | "kind" | "dedupeKey">) =>
    job.dedupeKey === null
      ? undefined
      : [...jobs.values()].find(
          (row) =>
            row.userId === job.userId &&
            row.kind === job.kind &&
            row.dedupeKey === job.dedupeKey &&
            (row.status === "queued" || row.status === "running"),
        );
  const find = (userId: unknown, id: unknown) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const jobId = yield* decodeArgument(JobId, id);
      return yield* owned(jobs, user, jobId, "job");
    });
  const held = (id: unknown, workerId: unknown) =>
    Effect.gen(function* () {
      const jobId = yield* decodeArgument(JobId, id);
      const worker = yield* decodeArgument(WorkerId, workerId);
      const job = jobs.get(jobId);
      if (job === undefined) return yield* Effect.fail(NotFound.of("job", jobId));
      const conflict = leaseConflict(job, worker);
      return conflict === undefined ? job : yield* Effect.fail(conflict);
    });
  return {
    enqueue: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(NewJob, input);
        const now = yield* store.now;
        const existing = active({ userId: user, kind: value.kind, dedupeKey: value.dedupeKey ?? null });
        if (existing !== undefined) return save(mergedJob(existing, value, now));
        return save(newJobRecord(value, { id: yield* store.nextId, userId: user, now }));
      }),
    get: (userId, id) => Effect.map(find(userId, id), copy),
    list: (userId, query) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const value = yield* decodeInput(JobListQuery, query ?? {});
        const rows = rowsOf(jobs, user).filter(
          (job) => (value.kind === undefined || job.kind === value.kind) && (value.status === undefined || job.status === value.status),
        );
        const page = yield* paginate(rows, (row) => [row.createdAt.getTime(), row.id], ["desc", "desc"], value);
        return { ...page, items: page.items.map(copy) };
      }),
    retry: (userId, id) =>
      Effect.gen(function* () {
        const job = yield* find(userId, id);
        const conflict = retryConflict(job);
        if (conflict !== undefined) return yield* Effect.fail(conflict);
        if (active(job) !== undefined) return yield* Effect.fail(duplicateConflict(job));
        return save(retriedJob(job, yield* store.now));
      }),
    cancel: (userId, id) =>
      Effect.gen(function* () {
        const job = yield* find(userId, id);
        const conflict = cancelConflict(job);
        if (conflict !== undefined) return yield* Effect.fail(conflict);
        return save(cancelledJob(job, yield* store.now));
      }),
    claim: (request) =>
      Effect.gen(function* () {
        const value = yield* decodeInput(ClaimRequest, request);
        const now = yield* store.now;
        const kinds = new Set(value.kinds);
        const ofKinds = [...jobs.values()].filter((job) => kinds.has(job.kind));
        for (const job of ofKinds.filter((job) => isAbandoned(job, now))) save(abandonedJob(job, now));
        return ofKinds
          .filter((job) => isClaimable(job, now))
          .sort(claimOrder)
          .slice(0, value.limit)
          .map((job) => save(claimedJob(job, value, now)));
      }),
    renew: (id, workerId, leaseMs) =>
      Effect.gen(function* () {
        const lease = yield* decodeArgument(LeaseMs, leaseMs);
        const job = yield* held(id, workerId);
        return save(renewedJob(job, lease, yield* store.now));
      }),
    release: (id, workerId) =>
      Effect.gen(function* () {
        const job = yield* held(id, workerId);
        return save(releasedJob(job, yield* store.now));
      }),
    complete: (id, workerId) =>
      Effect.gen(function* () {
        const job = yield* held(id, workerId);
        const { job: done, again } = completedJob(job, yield* store.now, yield* store.nextId);
        const saved = save(done);
        if (again !== null && active(again) === undefined) save(again);
        return saved;
      }),
    fail: (id, workerId, failure) =>
      Effect.gen(function* () {
        const value = yield* decodeInput(JobFailure, failure);
        const job = yield* held(id, workerId);
        return save(failedJob(job, value, yield* store.now));
      }),
  };
};
