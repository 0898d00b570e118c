import { describe, expect, it } from "vitest";
import { Job } from "../../jobs/job.js";
import { unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";
import { expiredLease, future, later, longLease, past, queue, uniqueKind } from "./jobFixtures.js";

/** What workers do with jobs: claim due ones under a lease, renew, release, defer, complete, fail. */
export const jobLeasesContract = (harness: StorageHarness): void => {
  describe("JobQueue leases", () => {
    const { run, fails } = harness;
    const claim = (kinds: ReadonlyArray<string>, workerId: string, leaseMs = longLease, limit = 10) =>
      run(queue((jobs) => jobs.claim({ kinds, workerId, leaseMs, limit })));

    it("claims due jobs of the given kinds, earliest run time first, each once", async () => {
      const user = await harness.newUser();
      const other = await harness.newUser();
      const kind = uniqueKind();
      const third = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: { day: 3 }, runAfter: past(3) })));
      const first = await run(queue((jobs) => jobs.enqueue(other, { kind, payload: { day: 1 }, runAfter: past(1) })));
      const second = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: { day: 2 }, runAfter: past(2) })));
      await run(queue((jobs) => jobs.enqueue(user, { kind, payload: { day: "later" }, runAfter: future })));
      const unrelated = await run(queue((jobs) => jobs.enqueue(user, { kind: uniqueKind(), payload: {}, runAfter: past(1) })));

      const claimed = await claim([kind], "worker-a", longLease, 2);
      expect(claimed.map((job) => job.id)).toEqual([first.id, second.id]);
      for (const job of claimed) {
        assertDecodes(Job, job);
        expect(job).toMatchObject({ status: "running", attempts: 1, leaseOwner: "worker-a" });
        expect(job.leaseExpiresAt!.getTime() - job.updatedAt.getTime()).toBe(longLease);
      }
      expect((await claim([kind], "worker-b")).map((job) => job.id)).toEqual([third.id]);
      expect(await claim([kind], "worker-c")).toEqual([]);
      expect((await run(queue((jobs) => jobs.get(user, unrelated.id)))).status).toBe("queued");
    });

    it("lets another worker claim a job whose lease expired (its worker died), and only that worker report it", async () => {
      const user = await harness.newUser();
      const kind = uniqueKind();
      const job = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: { n: 1 }, runAfter: past(1) })));
      expect((await claim([kind], "crashed", expiredLease)).map((claimed) => claimed.id)).toEqual([job.id]);
      const [taken] = await claim([kind], "survivor");
      expect(taken).toMatchObject({ id: job.id, status: "running", attempts: 2, leaseOwner: "survivor" });
      await fails(queue((jobs) => jobs.complete(job.id, "crashed")), "Conflict", "CONFLICT");
      await fails(queue((jobs) => jobs.renew(job.id, "crashed", longLease)), "Conflict", "CONFLICT");
      await fails(queue((jobs) => jobs.fail(job.id, "crashed", { reason: "late", retryInMs: null })), "Conflict", "CONFLICT");
      const done = await run(queue((jobs) => jobs.complete(job.id, "survivor")));
      expect(done).toMatchObject({ status: "succeeded", leaseOwner: null, leaseExpiresAt: null, attempts: 2, lastError: null });
      expect(done.finishedAt).toBeInstanceOf(Date);
      expect(await claim([kind], "anyone")).toEqual([]);
      await fails(queue((jobs) => jobs.complete(job.id, "survivor")), "Conflict", "CONFLICT");
      await fails(queue((jobs) => jobs.complete(unknownId(), "survivor")), "NotFound", "NOT_FOUND");
    });

    it("renews a lease, so an unexpired job is not claimed again, and releases a job unfinished", async () => {
      const user = await harness.newUser();
      const kind = uniqueKind();
      const job = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, runAfter: past(1) })));
      const [claimed] = await claim([kind], "worker", expiredLease);
      const renewed = await run(queue((jobs) => jobs.renew(job.id, "worker", longLease)));
      expect(renewed.leaseExpiresAt!.getTime()).toBeGreaterThan(claimed!.leaseExpiresAt!.getTime() + longLease - 1000);
      expect(await claim([kind], "other")).toEqual([]);
      await fails(queue((jobs) => jobs.release(job.id, "other")), "Conflict", "CONFLICT");
      await fails(queue((jobs) => jobs.renew(job.id, "worker", 0)), "InvalidInput", "INVALID_INPUT");
      const released = await run(queue((jobs) => jobs.release(job.id, "worker")));
      expect(released).toMatchObject({ status: "queued", attempts: 0, leaseOwner: null, leaseExpiresAt: null });
      const [again] = await claim([kind], "other");
      expect(again).toMatchObject({ id: job.id, attempts: 1, leaseOwner: "other" });
    });

    it("defers a held job to later without counting the attempt, or to now when it was enqueued again while it ran", async () => {
      const user = await harness.newUser();
      const kind = uniqueKind();
      const job = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, dedupeKey: "answer", runAfter: past(1), maxAttempts: 1 })));
      await claim([kind], "worker");
      await fails(queue((jobs) => jobs.defer(job.id, "other", later)), "Conflict", "CONFLICT");
      await fails(queue((jobs) => jobs.defer(job.id, "worker", -1)), "InvalidInput", "INVALID_INPUT");
      const deferred = await run(queue((jobs) => jobs.defer(job.id, "worker", later)));
      expect(deferred).toMatchObject({ status: "queued", attempts: 0, leaseOwner: null, leaseExpiresAt: null, runAgain: false, finishedAt: null });
      expect(deferred.runAfter.getTime() - deferred.updatedAt.getTime()).toBe(later);
      expect(await claim([kind], "worker")).toEqual([]);

      // An equal enqueue due now moves the deferred job earlier; claimed, it still has its one attempt.
      await run(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, dedupeKey: "answer" })));
      const [again] = await claim([kind], "worker");
      expect(again).toMatchObject({ id: job.id, attempts: 1 });

      await run(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, dedupeKey: "answer" })));
      const dueNow = await run(queue((jobs) => jobs.defer(job.id, "worker", later)));
      expect(dueNow).toMatchObject({ status: "queued", attempts: 0, runAgain: false });
      expect(dueNow.runAfter).toEqual(dueNow.updatedAt);
      const [third] = await claim([kind], "worker");
      expect(third).toMatchObject({ id: job.id, attempts: 1 });
      await fails(queue((jobs) => jobs.defer(unknownId(), "worker", later)), "NotFound", "NOT_FOUND");
    });

    it("records a failed attempt's exact reason, retries it after the given delay while attempts are left, then fails for good", async () => {
      const user = await harness.newUser();
      const kind = uniqueKind();
      const job = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, runAfter: past(1), maxAttempts: 2 })));
      await claim([kind], "worker");
      const reason = "RATE_LIMITED: slow down — tente mais tarde (429)";
      const retrying = await run(queue((jobs) => jobs.fail(job.id, "worker", { reason, retryInMs: later })));
      expect(retrying).toMatchObject({ status: "queued", attempts: 1, lastError: reason, leaseOwner: null, finishedAt: null });
      expect(retrying.runAfter.getTime() - retrying.updatedAt.getTime()).toBe(later);
      expect(await claim([kind], "worker")).toEqual([]);

      const soon = await run(queue((jobs) => jobs.enqueue(user, { kind: uniqueKind(), payload: {}, runAfter: past(1), maxAttempts: 2 })));
      await claim([soon.kind], "worker");
      await run(queue((jobs) => jobs.fail(soon.id, "worker", { reason: "TIMEOUT: first", retryInMs: 0 })));
      const [second] = await claim([soon.kind], "worker");
      expect(second).toMatchObject({ id: soon.id, attempts: 2, lastError: "TIMEOUT: first" });
      const failed = await run(queue((jobs) => jobs.fail(soon.id, "worker", { reason: "TIMEOUT: second", retryInMs: 0 })));
      expect(failed).toMatchObject({ status: "failed", attempts: 2, lastError: "TIMEOUT: second" });
      expect(await claim([soon.kind], "worker")).toEqual([]);
      await fails(queue((jobs) => jobs.fail(soon.id, "worker", { reason: " ", retryInMs: null })), "InvalidInput", "INVALID_INPUT");
      await fails(queue((jobs) => jobs.fail(job.id, "worker", { reason: "x".repeat(2001), retryInMs: null })), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
    });

    it("fails a job whose lease expired with no attempts left, instead of running it forever", async () => {
      const user = await harness.newUser();
      const kind = uniqueKind();
      const job = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, runAfter: past(1), maxAttempts: 1 })));
      await claim([kind], "crashed", expiredLease);
      expect(await claim([kind], "survivor")).toEqual([]);
      const failed = await run(queue((jobs) => jobs.get(user, job.id)));
      expect(failed).toMatchObject({ status: "failed", attempts: 1, leaseOwner: null });
      expect(failed.lastError).toMatch(/lease expired/);
    });

    it("runs a deduplicated job once more when it was enqueued again while running", async () => {
      const user = await harness.newUser();
      const kind = uniqueKind();
      const job = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: { scope: "all" }, dedupeKey: "k", runAfter: past(1), maxAttempts: 3 })));
      await claim([kind], "worker");
      const marked = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: { scope: "all" }, dedupeKey: "k" })));
      expect(marked).toMatchObject({ id: job.id, status: "running", runAgain: true });
      expect(await run(queue((jobs) => jobs.enqueue(user, { kind, payload: { scope: "all" }, dedupeKey: "k" })))).toEqual(marked);
      const done = await run(queue((jobs) => jobs.complete(job.id, "worker")));
      expect(done).toMatchObject({ status: "succeeded", runAgain: false });
      const [again] = await claim([kind], "worker");
      expect(again).toMatchObject({ userId: user, kind, payload: { scope: "all" }, dedupeKey: "k", maxAttempts: 3, attempts: 1 });
      expect(again!.id).not.toBe(job.id);

      await run(queue((jobs) => jobs.enqueue(user, { kind, payload: { scope: "all" }, dedupeKey: "k" })));
      const failed = await run(queue((jobs) => jobs.fail(again!.id, "worker", { reason: "INTERNAL_ERROR: broken", retryInMs: null })));
      expect(failed).toMatchObject({ status: "failed", runAgain: false });
      expect(await claim([kind], "worker")).toEqual([]);
    });

    it("stops a cancelled running job at its worker's next renewal or report", async () => {
      const user = await harness.newUser();
      const kind = uniqueKind();
      const job = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, runAfter: past(1) })));
      await claim([kind], "worker");
      const cancelled = await run(queue((jobs) => jobs.cancel(user, job.id)));
      expect(cancelled).toMatchObject({ status: "cancelled", leaseOwner: null, leaseExpiresAt: null });
      await fails(queue((jobs) => jobs.renew(job.id, "worker", longLease)), "Conflict", "CONFLICT");
      await fails(queue((jobs) => jobs.complete(job.id, "worker")), "Conflict", "CONFLICT");
      await fails(queue((jobs) => jobs.claim({ kinds: [], workerId: "worker", leaseMs: longLease, limit: 1 })), "InvalidInput", "INVALID_INPUT");
      await fails(queue((jobs) => jobs.claim({ kinds: [kind], workerId: "", leaseMs: longLease, limit: 1 })), "InvalidInput", "INVALID_INPUT");
      expect(await run(queue((jobs) => jobs.get(user, job.id)))).toEqual(cancelled);
    });
  });
};
