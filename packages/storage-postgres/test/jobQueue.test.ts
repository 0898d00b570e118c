import type { Job, StorageServices, UserId } from "@lifeos/core";
import { JobQueue, UserRepository } from "@lifeos/core";
import type { Layer } from "effect";
import { Effect, ManagedRuntime } from "effect";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PostgresStorage } from "../src/index.js";
import { scratchDatabase } from "./scratchDatabase.js";

const serverUrl = inject("postgresUrl");

/**
 * Two storage layers with their own pools over one database stand for two
 * server processes sharing it.
 */
describe.skipIf(serverUrl === null)("PostgreSQL job queue shared by several processes", () => {
  let url = "";
  let drop: () => Promise<void> = async () => {};
  let admin: postgres.Sql;
  let processes: Array<ManagedRuntime.ManagedRuntime<StorageServices, unknown>> = [];

  beforeAll(async () => {
    ({ url, drop } = await scratchDatabase(serverUrl ?? ""));
    admin = postgres(url, { max: 1, onnotice: () => {} });
    processes = [0, 1].map(() => ManagedRuntime.make(PostgresStorage.layer({ url, max: 4 }) as Layer.Layer<StorageServices, unknown>));
    for (const process of processes) await process.runPromise(Effect.void);
  });
  afterAll(async () => {
    for (const process of processes) await process.dispose();
    await admin?.end({ timeout: 5 });
    await drop();
  });

  const newUser = (): Promise<UserId> => processes[0]!.runPromise(UserRepository.use((users) => users.create({ name: "Ana" }))).then((user) => user.id);

  it("never hands one job to two concurrent claimers", async () => {
    const users = [await newUser(), await newUser()];
    const kind = "test.concurrentClaims";
    const total = 240;
    const enqueued = await processes[0]!.runPromise(
      Effect.forEach(
        Array.from({ length: total }, (_, index) => index),
        (index) => JobQueue.use((jobs) => jobs.enqueue(users[index % 2]!, { kind, payload: { index }, runAfter: new Date(Date.UTC(2024, 0, 1, 0, 0, index)) })),
        { concurrency: 8 },
      ),
    );
    /** A worker that claims in a loop until nothing is left, as a server's runner would. */
    const worker = (process: number, loop: number) =>
      Effect.gen(function* () {
        const claimed: Job[] = [];
        for (;;) {
          const batch = yield* JobQueue.use((jobs) => jobs.claim({ kinds: [kind], workerId: `process-${process}-loop-${loop}`, leaseMs: 60_000, limit: 3 }));
          if (batch.length === 0) return claimed;
          claimed.push(...batch);
        }
      });
    const perProcess = await Promise.all(
      processes.map((process, index) =>
        process.runPromise(Effect.all([0, 1, 2, 3].map((loop) => worker(index, loop)), { concurrency: "unbounded" }).pipe(Effect.map((loops) => loops.flat()))),
      ),
    );
    const claimedIds = perProcess.flat().map((job) => job.id);
    expect(claimedIds).toHaveLength(total);
    expect(new Set(claimedIds).size).toBe(total);
    expect(new Set(claimedIds)).toEqual(new Set(enqueued.map((job) => job.id)));
    for (const claimed of perProcess) expect(claimed.length).toBeGreaterThan(0);
    const rows = await admin<{ status: string; attempts: number; count: string }[]>`
      SELECT status, attempts, count(*) FROM jobs WHERE kind = ${kind} GROUP BY status, attempts`;
    expect(rows.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([{ status: "running", attempts: 1, count: total }]);
  });

  it("queues one job when several processes enqueue the same key at once", async () => {
    const user = await newUser();
    const kind = "test.concurrentEnqueues";
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        processes[index % 2]!.runPromise(JobQueue.use((jobs) => jobs.enqueue(user, { kind, payload: { same: true }, dedupeKey: "one" }))),
      ),
    );
    expect(new Set(results.map((job) => job.id)).size).toBe(1);
    const rows = await admin<{ count: string }[]>`SELECT count(*) FROM jobs WHERE kind = ${kind}`;
    expect(Number(rows[0]!.count)).toBe(1);
  });

  it("marks a running job to run again when enqueued from another process while it completes", async () => {
    const user = await newUser();
    const kind = "test.racingCompletion";
    for (let round = 0; round < 20; round++) {
      const job = await processes[0]!.runPromise(JobQueue.use((jobs) => jobs.enqueue(user, { kind, payload: { round }, dedupeKey: `round-${round}` })));
      const [claimed] = await processes[0]!.runPromise(JobQueue.use((jobs) => jobs.claim({ kinds: [kind], workerId: "worker", leaseMs: 60_000, limit: 1 })));
      expect(claimed?.id).toBe(job.id);
      const [, again] = await Promise.all([
        processes[0]!.runPromise(JobQueue.use((jobs) => jobs.complete(job.id, "worker"))),
        processes[1]!.runPromise(JobQueue.use((jobs) => jobs.enqueue(user, { kind, payload: { round }, dedupeKey: `round-${round}` }))),
      ]);
      // Either the enqueue marked the running job (and completing it queued a fresh one), or it came after and queued one itself: never none, never two.
      const queued = await admin<{ id: string }[]>`SELECT id FROM jobs WHERE kind = ${kind} AND dedupe_key = ${`round-${round}`} AND status = 'queued'`;
      expect(queued).toHaveLength(1);
      if (again.id !== job.id) expect(queued[0]!.id).toBe(again.id);
      await processes[0]!.runPromise(JobQueue.use((jobs) => jobs.cancel(user, queued[0]!.id as Job["id"])));
    }
  });
});
