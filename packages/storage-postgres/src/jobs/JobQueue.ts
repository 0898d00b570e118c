import type { Job, JobQueueService, NewJob, StorageError, UserId } from "@lifeos/core";
import {
  abandonedJob,
  cancelConflict,
  cancelledJob,
  deferredJob,
  claimedJob,
  claimOrder,
  completedJob,
  duplicateConflict,
  failedJob,
  isAbandoned,
  JobQueueArguments,
  jobListOrder,
  leaseConflict,
  mergedJob,
  newJobRecord,
  NotFound,
  pageLimit,
  releasedJob,
  renewedJob,
  retriedJob,
  retryConflict,
  withDecodedArguments,
} from "@lifeos/core";
import type { SQL } from "drizzle-orm";
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import { Effect } from "effect";
import { keysetOf } from "../database/cursor.js";
import type { Database, Executor } from "../database/Database.js";
import { query, transaction } from "../database/Database.js";
import { jobColumns, toJob, toJobs, toRow } from "./jobRows.js";
import { jobs } from "./schema.js";

const order = keysetOf(jobListOrder, [jobs.createdAt, jobs.id], "desc");

const active = sql`${jobs.status} in ('queued', 'running')`;

/** Most times `enqueue` starts over when the equal job it found finished meanwhile. */
const enqueueRounds = 5;

/**
 * The job queue on PostgreSQL, safe with several server processes: each
 * method is one transaction that locks the rows it changes, and `claim`
 * takes due rows with `FOR UPDATE SKIP LOCKED`, so concurrent claimers
 * never wait on each other nor take the same job. The rules are core's
 * `jobRecords`.
 */
const save = (tx: Executor, job: Job) =>
  Effect.flatMap(query(() => tx.update(jobs).set(toRow(job)).where(eq(jobs.id, job.id)).returning(jobColumns)), (rows) => toJob(rows[0]!));
const equalActive = (tx: Executor, job: Pick<Job, "userId" | "kind" | "dedupeKey">, forUpdate: boolean) =>
  Effect.gen(function* () {
    if (job.dedupeKey === null) return undefined;
    const select = tx
      .select(jobColumns)
      .from(jobs)
      .where(and(eq(jobs.userId, job.userId), eq(jobs.kind, job.kind), eq(jobs.dedupeKey, job.dedupeKey), active));
    const rows = yield* query(() => (forUpdate ? select.for("update") : select));
    return rows[0] === undefined ? undefined : yield* toJob(rows[0]);
  });
/** Inserts unless an equal job is active (a concurrent enqueue won); returns what was inserted. */
const insert = (tx: Executor, job: Job) =>
  Effect.gen(function* () {
    const rows = yield* query(
      () =>
        tx
          .insert(jobs)
          .values(toRow(job))
          .onConflictDoNothing({
            target: [jobs.userId, jobs.kind, jobs.dedupeKey],
            where: sql`status in ('queued', 'running') and dedupe_key is not null`,
          })
          .returning(jobColumns),
      { entity: "user", id: job.userId },
    );
    return rows[0] === undefined ? undefined : yield* toJob(rows[0]);
  });

/**
 * Queues a decoded job for the user inside the caller's transaction `tx`:
 * merged into an equal active job (same kind and dedupe key, locked) when
 * there is one, else inserted. Each round's statements see what other
 * transactions committed before them, so an equal job inserted meanwhile is
 * found by the next round (a transaction that failed a statement is not
 * left aborted: the insert skips conflicts).
 */
const queueJob = (tx: Executor, database: Pick<Database, "now" | "nextId">, userId: UserId, value: NewJob) =>
  Effect.gen(function* () {
    const key = { userId, kind: value.kind, dedupeKey: value.dedupeKey ?? null };
    for (let round = 0; round < enqueueRounds; round++) {
      const at = yield* database.now;
      const existing = yield* equalActive(tx, key, true);
      if (existing !== undefined) {
        const merged = mergedJob(existing, value, at);
        return merged === existing ? existing : yield* save(tx, merged);
      }
      const inserted = yield* insert(tx, newJobRecord(value, { id: yield* database.nextId, userId, now: at }));
      if (inserted !== undefined) return inserted;
    }
    return yield* Effect.die(new Error("enqueue kept racing with equal jobs"));
  });

export const makeJobQueue = ({ db, now, nextId }: Database): JobQueueService => {
  /** Locks and reads one job (of the user, when given). */
  const lock = (tx: Executor, id: string, userId?: string) =>
    Effect.gen(function* () {
      const rows = yield* query(() =>
        tx
          .select(jobColumns)
          .from(jobs)
          .where(and(eq(jobs.id, id), userId === undefined ? undefined : eq(jobs.userId, userId)))
          .for("update"),
      );
      if (rows[0] === undefined) return yield* Effect.fail(NotFound.of("job", id));
      return yield* toJob(rows[0]);
    });
  const held = (tx: Executor, id: string, workerId: string) =>
    Effect.flatMap(lock(tx, id), (job) => {
      const conflict = leaseConflict(job, workerId);
      return conflict === undefined ? Effect.succeed(job) : Effect.fail(conflict);
    });
  const inTransaction = <A>(body: (tx: Executor) => Effect.Effect<A, StorageError>) => transaction(db, body);

  return withDecodedArguments(JobQueueArguments, {
    enqueue: (user, value) =>
      Effect.gen(function* () {
        return yield* inTransaction((tx) => queueJob(tx, { now, nextId }, user, value));
      }),
    get: (user, jobId) =>
      Effect.gen(function* () {
        const rows = yield* query(() => db.select(jobColumns).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.userId, user))));
        if (rows[0] === undefined) return yield* Effect.fail(NotFound.of("job", jobId));
        return yield* toJob(rows[0]);
      }),
    list: (user, input) =>
      Effect.gen(function* () {
        const value = input ?? {};
        const limit = pageLimit(value.limit);
        const conditions: Array<SQL | undefined> = [eq(jobs.userId, user), yield* order.after(value.cursor)];
        if (value.kind !== undefined) conditions.push(eq(jobs.kind, value.kind));
        if (value.status !== undefined) conditions.push(eq(jobs.status, value.status));
        const rows = yield* query(() =>
          db
            .select(jobColumns)
            .from(jobs)
            .where(and(...conditions))
            .orderBy(...order.orderBy)
            .limit(limit + 1),
        );
        return order.page(yield* toJobs(rows), limit);
      }),
    retry: (user, jobId) =>
      Effect.gen(function* () {
        return yield* inTransaction((tx) =>
          Effect.gen(function* () {
            const job = yield* lock(tx, jobId, user);
            const conflict = retryConflict(job);
            if (conflict !== undefined) return yield* Effect.fail(conflict);
            if ((yield* equalActive(tx, job, false)) !== undefined) return yield* Effect.fail(duplicateConflict(job));
            return yield* save(tx, retriedJob(job, yield* now));
          }),
        );
      }),
    cancel: (user, jobId) =>
      Effect.gen(function* () {
        return yield* inTransaction((tx) =>
          Effect.gen(function* () {
            const job = yield* lock(tx, jobId, user);
            const conflict = cancelConflict(job);
            if (conflict !== undefined) return yield* Effect.fail(conflict);
            const cancelled = cancelledJob(job, yield* now);
            return cancelled === job ? job : yield* save(tx, cancelled);
          }),
        );
      }),
    claim: (request) =>
      Effect.gen(function* () {
        return yield* inTransaction((tx) =>
          Effect.gen(function* () {
            const at = yield* now;
            const kinds = inArray(jobs.kind, [...request.kinds]);
            const expired = and(kinds, eq(jobs.status, "running"), lte(jobs.leaseExpiresAt, at));
            const abandoned = yield* query(() =>
              tx
                .select(jobColumns)
                .from(jobs)
                .where(and(expired, sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
                .for("update", { skipLocked: true }),
            );
            for (const job of yield* toJobs(abandoned)) if (isAbandoned(job, at)) yield* save(tx, abandonedJob(job, at));
            const due = yield* query(() =>
              tx
                .select(jobColumns)
                .from(jobs)
                .where(or(and(kinds, eq(jobs.status, "queued"), lte(jobs.runAfter, at)), and(expired, lt(jobs.attempts, jobs.maxAttempts))))
                .orderBy(asc(jobs.runAfter), asc(jobs.id))
                .limit(request.limit)
                .for("update", { skipLocked: true }),
            );
            const claimed = yield* Effect.forEach(yield* toJobs(due), (job) => save(tx, claimedJob(job, request, at)));
            return claimed.sort(claimOrder);
          }),
        );
      }),
    renew: (jobId, worker, lease) =>
      inTransaction((tx) => Effect.flatMap(held(tx, jobId, worker), (job) => Effect.flatMap(now, (at) => save(tx, renewedJob(job, lease, at))))),
    release: (jobId, worker) =>
      inTransaction((tx) => Effect.flatMap(held(tx, jobId, worker), (job) => Effect.flatMap(now, (at) => save(tx, releasedJob(job, at))))),
    defer: (jobId, worker, delayMs) =>
      inTransaction((tx) => Effect.flatMap(held(tx, jobId, worker), (job) => Effect.flatMap(now, (at) => save(tx, deferredJob(job, delayMs, at))))),
    complete: (jobId, worker) =>
      Effect.gen(function* () {
        return yield* inTransaction((tx) =>
          Effect.gen(function* () {
            const { job, again } = completedJob(yield* held(tx, jobId, worker), yield* now, yield* nextId);
            const saved = yield* save(tx, job);
            if (again !== null) yield* insert(tx, again);
            return saved;
          }),
        );
      }),
    fail: (jobId, worker, value) =>
      inTransaction((tx) => Effect.flatMap(held(tx, jobId, worker), (job) => Effect.flatMap(now, (at) => save(tx, failedJob(job, value, at))))),
  });
};
