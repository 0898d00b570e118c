import type { Job, JobId, JobQueueService, JobStatus, NewJob, UserId } from "@lifeos/core";
import {
  abandonedJob,
  cancelConflict,
  cancelledJob,
  deferredJob,
  claimedJob,
  completedJob,
  duplicateConflict,
  failedJob,
  isAbandoned,
  isClaimable,
  JobQueueArguments,
  jobListOrder,
  leaseConflict,
  mergeChange,
  newJobRecord,
  NotFound,
  pageLimit,
  releasedJob,
  renewedJob,
  retriedJob,
  retryConflict,
  withDecodedArguments,
} from "@lifeos/core";
import { Job as JobSchema } from "@lifeos/core";
import { and, asc, desc, eq, getTableColumns, inArray, lt, lte, or, sql } from "drizzle-orm";
import { Effect } from "effect";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow } from "../database/SqliteContext.js";
import { jobs } from "./schema.js";
import { driverPlaceholder, driverValue, insertRow, preparedQuery } from "../database/preparedQueries.js";

type JobRow = typeof jobs.$inferSelect;

const decodeJob = decodeRow(JobSchema);
const toJob = (row: JobRow): Job => decodeJob({ ...row, payload: JSON.parse(row.payload) as unknown });
const toRow = (job: Job): JobRow => ({ ...job, payload: JSON.stringify(job.payload) });

const active = sql`${jobs.status} in ('queued', 'running')`;

/**
 * Runs `work` in one transaction that takes the write lock first
 * (`BEGIN IMMEDIATE`): another connection to the file (a second process)
 * waits for it within the busy timeout, instead of failing when both read
 * and then try to write.
 */
const transaction = <A>(context: SqliteContext, work: () => A): A => context.client.transaction(work).immediate();

/**
 * The job queue on SQLite. Every method is one synchronous transaction on
 * the one connection, so claims never overlap; the rules are core's
 * `jobRecords`.
 */
/**
 * The active job of a user with a kind and dedupe key (at most one), as much
 * of it as merging into it needs: enqueue's deduplication, which every chat
 * turn's opening runs (decoding the whole row cost more than the rest of it).
 */
const activeWithKey = (context: SqliteContext) =>
  preparedQuery(context, activeWithKey, () =>
    context.db
      .select({ id: jobs.id, status: jobs.status, runAfter: jobs.runAfter, runAgain: jobs.runAgain })
      .from(jobs)
      .where(and(eq(jobs.userId, sql.placeholder("userId")), eq(jobs.kind, sql.placeholder("kind")), eq(jobs.dedupeKey, sql.placeholder("dedupeKey")), active))
      .prepare(),
  );

/**
 * A user's jobs, newest first, of a kind and a status when given, after a
 * cursor when given: one prepared statement per combination (a chat turn
 * lists the person's latest learning; building and preparing the query each
 * time cost more than running it).
 */
const jobList = (context: SqliteContext, byKind: boolean, byStatus: boolean, afterCursor: boolean) =>
  preparedQuery(context, `jobs.list:${byKind}:${byStatus}:${afterCursor}`, () =>
    context.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.userId, sql.placeholder("userId")),
          byKind ? eq(jobs.kind, sql.placeholder("kind")) : undefined,
          byStatus ? eq(jobs.status, sql.placeholder("status")) : undefined,
          afterCursor
            ? or(lt(jobs.createdAt, driverPlaceholder("afterAt")), and(eq(jobs.createdAt, driverPlaceholder("afterAt")), lt(jobs.id, sql.placeholder("afterId"))))
            : undefined,
        ),
      )
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(sql.placeholder("limit"))
      .prepare(),
  );

/**
 * Writes what an enqueue merged into an active job changed (`mergeChange`:
 * `runAgain` or `runAfter`, with `updatedAt`), one prepared UPDATE per set
 * of columns: a chat turn's maintenance job merges into the one queued by
 * the turn before.
 */
const mergeInto = (context: SqliteContext, id: string, change: Partial<Record<keyof typeof jobs.$inferSelect, unknown>>): void => {
  const keys = Object.keys(change).sort() as Array<keyof typeof jobs.$inferSelect>;
  const update = preparedQuery(context, `jobs.merge:${keys.join(",")}`, () =>
    context.db
      .update(jobs)
      .set(Object.fromEntries(keys.map((key) => [key, driverPlaceholder(key)])))
      .where(eq(jobs.id, sql.placeholder("id")))
      .prepare(),
  );
  const values: Record<string, unknown> = { id };
  for (const key of keys) values[key] = driverValue(jobs[key], change[key]);
  update.run(values);
};

/**
 * Queues a decoded job for the user inside the caller's transaction, merging
 * it into an equal active job (same kind and dedupe key) when there is one.
 * Returns the id of the job that covers it: the new one or the one merged into.
 */
const queueJob = (context: SqliteContext, userId: UserId, value: NewJob): JobId => {
  const now = context.now();
  const dedupeKey = value.dedupeKey ?? null;
  if (dedupeKey !== null) {
    const existing = activeWithKey(context).get({ userId, kind: value.kind, dedupeKey });
    if (existing) {
      const change = mergeChange({ ...existing, status: existing.status as JobStatus }, value, now);
      // Merged into a job that already covers it (the usual case): nothing to write.
      if (change !== null) mergeInto(context, existing.id, change);
      return existing.id as JobId;
    }
  }
  const job = newJobRecord(value, { id: context.newId(), userId, now });
  insertRow(context, jobs, toRow(job));
  return job.id;
};

const jobById = (context: SqliteContext) =>
  preparedQuery(context, jobById, () =>
    context.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, sql.placeholder("id")))
      .prepare(),
  );

/** A user's job by id: what enqueue answers (every chat turn queues two) and `get` reads. */
const ownedJob = (context: SqliteContext) =>
  preparedQuery(context, ownedJob, () =>
    context.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, sql.placeholder("id")), eq(jobs.userId, sql.placeholder("userId"))))
      .prepare(),
  );

const jobColumns = Object.entries(getTableColumns(jobs));

/** Every column of a job written back by id: each claim, renewal and completion. */
const jobSave = (context: SqliteContext) =>
  preparedQuery(context, jobSave, () =>
    context.db
      .update(jobs)
      .set(Object.fromEntries(jobColumns.map(([key]) => [key, driverPlaceholder(key)])))
      .where(eq(jobs.id, sql.placeholder("id")))
      .prepare(),
  );

/**
 * A claim's two reads for one set of kinds (a worker asks for the same
 * kinds every time): the expired leases, and the jobs due at `now`.
 */
const claimQueries = (context: SqliteContext, kindList: ReadonlyArray<string>) =>
  preparedQuery(context, `jobs.claim:${kindList.join(",")}`, () => {
    const kinds = inArray(jobs.kind, [...kindList]);
    const now = sql.placeholder("now");
    return {
      expired: context.db
        .select()
        .from(jobs)
        .where(and(kinds, eq(jobs.status, "running"), lte(jobs.leaseExpiresAt, now)))
        .prepare(),
      due: context.db
        .select()
        .from(jobs)
        .where(
          and(
            kinds,
            or(
              and(eq(jobs.status, "queued"), lte(jobs.runAfter, now)),
              and(eq(jobs.status, "running"), lte(jobs.leaseExpiresAt, now), lt(jobs.attempts, jobs.maxAttempts)),
            ),
          ),
        )
        .orderBy(asc(jobs.runAfter), asc(jobs.id))
        .limit(sql.placeholder("limit"))
        .prepare(),
    };
  });

export const makeJobQueue = (context: SqliteContext): JobQueueService => {
  const { db } = context;
  const byId = (id: string) => jobById(context).get({ id });
  const owned = (userId: string, id: string): Job => {
    const row = ownedJob(context).get({ id, userId });
    if (!row) throw NotFound.of("job", id);
    return toJob(row);
  };
  const held = (id: string, workerId: string): Job => {
    const row = byId(id);
    if (!row) throw NotFound.of("job", id);
    const job = toJob(row);
    const conflict = leaseConflict(job, workerId);
    if (conflict) throw conflict;
    return job;
  };
  const activeEqual = (job: Pick<Job, "userId" | "kind" | "dedupeKey">): Job | undefined => {
    if (job.dedupeKey === null) return undefined;
    const row = db
      .select()
      .from(jobs)
      .where(and(eq(jobs.userId, job.userId), eq(jobs.kind, job.kind), eq(jobs.dedupeKey, job.dedupeKey), active))
      .get();
    return row ? toJob(row) : undefined;
  };
  const save = (job: Job): Job => {
    const row = toRow(job);
    const values: Record<string, unknown> = {};
    for (const [key, column] of jobColumns) values[key] = driverValue(column, row[key as keyof JobRow]);
    jobSave(context).run(values);
    return job;
  };
  const insert = (job: Job): Job => {
    db.insert(jobs).values(toRow(job)).run();
    return job;
  };

  return withDecodedArguments(JobQueueArguments, {
    enqueue: (userId, value) =>
      attempt(() =>
        transaction(context, () => owned(userId, queueJob(context, userId, value))),
      ),
    get: (userId, id) => attempt(() => owned(userId, id)),
    list: (userId, given) =>
      Effect.gen(function* () {
        const query = given ?? {};
        const after = yield* jobListOrder.after(query.cursor);
        const limit = pageLimit(query.limit);
        return yield* attempt(() => {
          const rows = jobList(context, query.kind !== undefined, query.status !== undefined, after !== undefined)
            .all({
              userId,
              limit: limit + 1,
              ...(query.kind === undefined ? {} : { kind: query.kind }),
              ...(query.status === undefined ? {} : { status: query.status }),
              ...(after === undefined ? {} : { afterAt: driverValue(jobs.createdAt, new Date(Number(after[0]))), afterId: String(after[1]) }),
            })
            .map(toJob);
          return jobListOrder.page(rows, limit);
        });
      }),
    retry: (userId, id) =>
      attempt(() =>
        transaction(context, () => {
          const job = owned(userId, id);
          const conflict = retryConflict(job);
          if (conflict) throw conflict;
          if (activeEqual(job)) throw duplicateConflict(job);
          return save(retriedJob(job, context.now()));
        }),
      ),
    cancel: (userId, id) =>
      attempt(() =>
        transaction(context, () => {
          const job = owned(userId, id);
          const conflict = cancelConflict(job);
          if (conflict) throw conflict;
          const cancelled = cancelledJob(job, context.now());
          return cancelled === job ? job : save(cancelled);
        }),
      ),
    claim: (request) =>
      attempt(() =>
        transaction(context, () => {
          const now = context.now();
          const claimable = claimQueries(context, request.kinds);
          const at = driverValue(jobs.runAfter, now);
          const expired = claimable.expired.all({ now: at }).map(toJob);
          for (const job of expired) if (isAbandoned(job, now)) save(abandonedJob(job, now));
          const due = claimable.due.all({ now: at, limit: request.limit }).map(toJob);
          return due.filter((job) => isClaimable(job, now)).map((job) => save(claimedJob(job, request, now)));
        }),
      ),
    renew: (id, workerId, leaseMs) => attempt(() => transaction(context, () => save(renewedJob(held(id, workerId), leaseMs, context.now())))),
    release: (id, workerId) => attempt(() => transaction(context, () => save(releasedJob(held(id, workerId), context.now())))),
    defer: (id, workerId, delayMs) => attempt(() => transaction(context, () => save(deferredJob(held(id, workerId), delayMs, context.now())))),
    complete: (id, workerId) =>
      attempt(() =>
        transaction(context, () => {
          const { job, again } = completedJob(held(id, workerId), context.now(), context.newId());
          save(job);
          if (again !== null && !activeEqual(again)) insert(again);
          return job;
        }),
      ),
    fail: (id, workerId, failure) => attempt(() => transaction(context, () => save(failedJob(held(id, workerId), failure, context.now())))),
  });
};
