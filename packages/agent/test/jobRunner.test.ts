import type { Job, JobId, StorageServices, UserId } from "@lifeos/core";
import { InvalidInput, JobQueue, ProviderError, UserRepository } from "@lifeos/core";
import { TestIdGenerator } from "@lifeos/core/testing";
import { SqliteTestStorage } from "@lifeos/storage-sqlite/testing";
import type { Scope } from "effect";
import { Deferred, Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import type { JobHandler, JobRunnerOptions } from "../src/jobs/index.js";
import { JobRunner, JobWakeups } from "../src/jobs/index.js";
import * as SystemClock from "../src/runtime/SystemClock.js";

type Services = StorageServices | JobWakeups;

/**
 * SQLite storage in memory on the wall clock (backoff and leases are real
 * durations here), with the queue wrapped by `JobWakeups` as the server does.
 */
const layer: Layer.Layer<Services> = JobWakeups.layer.pipe(
  Layer.provideMerge(SqliteTestStorage.layer.pipe(Layer.provide(Layer.mergeAll(SystemClock.layer, TestIdGenerator.layer)))),
);

const run = <A, E>(effect: Effect.Effect<A, E, Services | Scope.Scope>): Promise<A> =>
  Effect.runPromise(Effect.scoped(Effect.provide(effect, layer)));

const newUser = UserRepository.use((users) => users.create({ name: "Ana" })).pipe(Effect.map((user) => user.id));

/** Starts a runner of `handlers` (fast polling unless told otherwise) in the current scope. */
const startRunner = (handlers: ReadonlyArray<JobHandler>, options: JobRunnerOptions = {}) =>
  JobRunner.make({ handlers, contextFor: () => Effect.context<never>(), options: { pollIntervalMs: 20, retry: { baseMs: 50, maxMs: 1000 }, ...options } });

const jobOf = (userId: UserId, id: JobId) => JobQueue.use((jobs) => jobs.get(userId, id));

/** Polls the job until `done` holds (at most ten seconds). */
const waitFor = (userId: UserId, id: JobId, done: (job: Job) => boolean) =>
  Effect.gen(function* () {
    for (let poll = 0; poll < 500; poll++) {
      const job = yield* jobOf(userId, id);
      if (done(job)) return job;
      yield* Effect.sleep(20);
    }
    return yield* Effect.die(new Error(`job ${id} never reached the expected state`));
  });

const finished = (job: Job) => job.status === "succeeded" || job.status === "failed" || job.status === "cancelled";

describe("JobRunner", () => {
  it("retries a failing job with exponential backoff, keeping the last reason, until it succeeds", async () => {
    const result = await run(
      Effect.gen(function* () {
        const userId = yield* newUser;
        const starts: number[] = [];
        const handler: JobHandler = {
          kind: "test.flaky",
          run: () =>
            Effect.suspend(() => {
              starts.push(Date.now());
              return starts.length < 3
                ? Effect.fail(new ProviderError({ message: `overloaded (attempt ${starts.length})`, retryable: true }))
                : Effect.void;
            }),
        };
        yield* startRunner([handler]);
        const job = yield* JobQueue.use((jobs) => jobs.enqueue(userId, { kind: "test.flaky", payload: { n: 1 } }));
        return { job: yield* waitFor(userId, job.id, finished), starts };
      }),
    );
    expect(result.job).toMatchObject({ status: "succeeded", attempts: 3, lastError: "PROVIDER_ERROR: overloaded (attempt 2)", leaseOwner: null });
    const gaps = result.starts.slice(1).map((start, index) => start - result.starts[index]!);
    // Base 50 ms with ±20 % jitter: the first wait is at least 40 ms, the second (doubled) at least 80 ms.
    expect(gaps[0]).toBeGreaterThanOrEqual(40);
    expect(gaps[1]).toBeGreaterThanOrEqual(80);
  });

  it("fails a job for good after its last attempt, or at once on invalid input, with the exact reason", async () => {
    const result = await run(
      Effect.gen(function* () {
        const userId = yield* newUser;
        let invalidRuns = 0;
        yield* startRunner([
          { kind: "test.broken", run: () => Effect.fail(new ProviderError({ message: "the model is down", retryable: true })) },
          {
            kind: "test.invalid",
            run: () => Effect.suspend(() => ((invalidRuns += 1), Effect.fail(new InvalidInput({ message: "the payload names no entry" })))),
          },
          { kind: "test.defect", run: () => Effect.die(new Error("secret user text in a stack trace")) },
        ]);
        const broken = yield* JobQueue.use((jobs) => jobs.enqueue(userId, { kind: "test.broken", payload: {}, maxAttempts: 2 }));
        const invalid = yield* JobQueue.use((jobs) => jobs.enqueue(userId, { kind: "test.invalid", payload: {}, maxAttempts: 5 }));
        const defect = yield* JobQueue.use((jobs) => jobs.enqueue(userId, { kind: "test.defect", payload: {}, maxAttempts: 1 }));
        return {
          broken: yield* waitFor(userId, broken.id, finished),
          invalid: yield* waitFor(userId, invalid.id, finished),
          defect: yield* waitFor(userId, defect.id, finished),
          invalidRuns,
        };
      }),
    );
    expect(result.broken).toMatchObject({ status: "failed", attempts: 2, lastError: "PROVIDER_ERROR: the model is down" });
    expect(result.invalid).toMatchObject({ status: "failed", attempts: 1, lastError: "INVALID_INPUT: the payload names no entry" });
    expect(result.invalidRuns).toBe(1);
    expect(result.defect).toMatchObject({ status: "failed", lastError: "INTERNAL_ERROR: unexpected failure" });
  });

  it("runs a job again once the lease of a process that died holding it expires", async () => {
    const result = await run(
      Effect.gen(function* () {
        const userId = yield* newUser;
        const runs: Array<{ at: number; attempts: number }> = [];
        const job = yield* JobQueue.use((jobs) => jobs.enqueue(userId, { kind: "test.survivor", payload: {} }));
        // A process claims the job and is killed before it reports anything.
        const [claimed] = yield* JobQueue.use((jobs) => jobs.claim({ kinds: ["test.survivor"], workerId: "killed-process", leaseMs: 300, limit: 1 }));
        const leaseEnds = claimed!.leaseExpiresAt!.getTime();
        yield* startRunner([{ kind: "test.survivor", run: (_payload, job) => Effect.sync(() => void runs.push({ at: Date.now(), attempts: job.attempts })) }]);
        return { job: yield* waitFor(userId, job.id, finished), runs, leaseEnds };
      }),
    );
    expect(result.job).toMatchObject({ status: "succeeded", attempts: 2, leaseOwner: null });
    expect(result.runs).toHaveLength(1);
    expect(result.runs[0]!.attempts).toBe(2);
    expect(result.runs[0]!.at).toBeGreaterThanOrEqual(result.leaseEnds);
  });

  it("runs deduplicated work once, and once more when it was enqueued again while running", async () => {
    const result = await run(
      Effect.gen(function* () {
        const userId = yield* newUser;
        const started = yield* Deferred.make<void>();
        const release = yield* Deferred.make<void>();
        let runs = 0;
        const enqueue = JobQueue.use((jobs) => jobs.enqueue(userId, { kind: "test.process", payload: {}, dedupeKey: "pending" }));
        const queued = [yield* enqueue, yield* enqueue, yield* enqueue];
        yield* startRunner([
          {
            kind: "test.process",
            run: () =>
              Effect.gen(function* () {
                runs += 1;
                if (runs === 1) {
                  yield* Deferred.succeed(started, undefined);
                  yield* Deferred.await(release);
                }
              }),
          },
        ]);
        yield* Deferred.await(started);
        const whileRunning = yield* enqueue;
        yield* enqueue;
        yield* Deferred.succeed(release, undefined);
        yield* waitFor(userId, queued[0]!.id, finished);
        const all = yield* JobQueue.use((jobs) => jobs.list(userId, { kind: "test.process" }));
        for (const job of all.items) yield* waitFor(userId, job.id, finished);
        return { ids: new Set(queued.map((job) => job.id)), whileRunning, runs, jobs: (yield* JobQueue.use((jobs) => jobs.list(userId, { kind: "test.process" }))).items };
      }),
    );
    expect(result.ids.size).toBe(1);
    expect(result.whileRunning).toMatchObject({ status: "running", runAgain: true });
    expect(result.runs).toBe(2);
    expect(result.jobs.map((job) => job.status)).toEqual(["succeeded", "succeeded"]);
  });

  it("runs at most `concurrency` jobs at once", async () => {
    const result = await run(
      Effect.gen(function* () {
        const userId = yield* newUser;
        let active = 0;
        let most = 0;
        yield* startRunner(
          [
            {
              kind: "test.slow",
              run: () =>
                Effect.acquireUseRelease(
                  Effect.sync(() => (most = Math.max(most, ++active))),
                  () => Effect.sleep(30),
                  () => Effect.sync(() => void active--),
                ),
            },
          ],
          { concurrency: 2 },
        );
        const jobs = yield* Effect.forEach([1, 2, 3, 4, 5], (n) => JobQueue.use((queue) => queue.enqueue(userId, { kind: "test.slow", payload: { n } })));
        const done = yield* Effect.forEach(jobs, (job) => waitFor(userId, job.id, finished));
        return { most, statuses: done.map((job) => job.status) };
      }),
    );
    expect(result.most).toBe(2);
    expect(result.statuses).toEqual(["succeeded", "succeeded", "succeeded", "succeeded", "succeeded"]);
  });

  it("starts a job queued in this process at once, without waiting for the next poll", async () => {
    const job = await run(
      Effect.gen(function* () {
        const userId = yield* newUser;
        yield* startRunner([{ kind: "test.prompt", run: () => Effect.void }], { pollIntervalMs: 600_000 });
        yield* Effect.sleep(50);
        const queued = yield* JobQueue.use((jobs) => jobs.enqueue(userId, { kind: "test.prompt", payload: {} }));
        return yield* waitFor(userId, queued.id, finished);
      }),
    );
    expect(job.status).toBe("succeeded");
  });

  it("starts a job queued for later in this process when it is due, without waiting for the next poll", async () => {
    const job = await run(
      Effect.gen(function* () {
        const userId = yield* newUser;
        yield* startRunner([{ kind: "test.prompt", run: () => Effect.void }], { pollIntervalMs: 600_000 });
        yield* Effect.sleep(50);
        const queued = yield* JobQueue.use((jobs) => jobs.enqueue(userId, { kind: "test.prompt", payload: {}, delayMs: 300 }));
        return yield* waitFor(userId, queued.id, finished);
      }),
    );
    expect(job.status).toBe("succeeded");
  });

  it("waits for many notifications of the same instant in one fiber, and forgets it once it has passed", async () => {
    const pending = await run(
      Effect.gen(function* () {
        const wakeups = yield* JobWakeups;
        // A burst of chat turns, each notifying its (deduplicated) maintenance job ten minutes ahead.
        for (let turn = 0; turn < 1000; turn++) yield* wakeups.notify(600_000);
        const afterBurst = wakeups.pendingWakeups();
        yield* wakeups.notify(200);
        yield* Effect.sleep(1500);
        return { afterBurst, later: wakeups.pendingWakeups() };
      }),
    );
    // The burst spans at most two whole seconds of due time.
    expect(pending.afterBurst).toBeGreaterThanOrEqual(1);
    expect(pending.afterBurst).toBeLessThanOrEqual(2);
    expect(pending.later).toBe(pending.afterBurst);
  });

  it("stops a running job when it is cancelled", async () => {
    const result = await run(
      Effect.gen(function* () {
        const userId = yield* newUser;
        const started = yield* Deferred.make<void>();
        let interrupted = false;
        yield* startRunner(
          [{ kind: "test.endless", run: () => Deferred.succeed(started, undefined).pipe(Effect.andThen(Effect.never), Effect.onInterrupt(() => Effect.sync(() => void (interrupted = true)))) }],
          { leaseMs: 300, renewEveryMs: 20 },
        );
        const job = yield* JobQueue.use((jobs) => jobs.enqueue(userId, { kind: "test.endless", payload: {} }));
        yield* Deferred.await(started);
        yield* JobQueue.use((jobs) => jobs.cancel(userId, job.id));
        for (let poll = 0; poll < 200 && !interrupted; poll++) yield* Effect.sleep(10);
        return { interrupted, job: yield* jobOf(userId, job.id) };
      }),
    );
    expect(result.interrupted).toBe(true);
    expect(result.job).toMatchObject({ status: "cancelled", leaseOwner: null });
  });

  it("stops cleanly: lets a short job finish and gives a long one back to the queue for the next runner", async () => {
    const result = await run(
      Effect.gen(function* () {
        const userId = yield* newUser;
        const shortStarted = yield* Deferred.make<void>();
        const longStarted = yield* Deferred.make<void>();
        let longRuns = 0;
        const handlers: ReadonlyArray<JobHandler> = [
          { kind: "test.short", run: () => Deferred.succeed(shortStarted, undefined).pipe(Effect.andThen(Effect.sleep(40))) },
          {
            kind: "test.long",
            run: () => Effect.suspend(() => (++longRuns === 1 ? Deferred.succeed(longStarted, undefined).pipe(Effect.andThen(Effect.never)) : Effect.void)),
          },
        ];
        const short = yield* JobQueue.use((jobs) => jobs.enqueue(userId, { kind: "test.short", payload: {} }));
        const long = yield* JobQueue.use((jobs) => jobs.enqueue(userId, { kind: "test.long", payload: {} }));
        yield* Effect.scoped(
          Effect.gen(function* () {
            yield* startRunner(handlers, { stopGraceMs: 300 });
            yield* Deferred.await(shortStarted);
            yield* Deferred.await(longStarted);
          }),
        );
        const afterStop = { short: yield* jobOf(userId, short.id), long: yield* jobOf(userId, long.id) };
        yield* startRunner(handlers);
        return { afterStop, long: yield* waitFor(userId, long.id, finished), longRuns };
      }),
    );
    expect(result.afterStop.short).toMatchObject({ status: "succeeded" });
    expect(result.afterStop.long).toMatchObject({ status: "queued", attempts: 0, leaseOwner: null, leaseExpiresAt: null });
    expect(result.long).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(result.longRuns).toBe(2);
  });
});
