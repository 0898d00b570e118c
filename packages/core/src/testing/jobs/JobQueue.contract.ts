import { describe, expect, it } from "vitest";
import { Job, jobPayloadMaxChars } from "../../jobs/job.js";
import { malformedCursors, malformedId, unicodeText, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";
import { walkPages } from "../storage/pages.js";
import { UserRepository } from "../../users/UserRepository.js";
import { future, longLease, past, queue, uniqueKind } from "./jobFixtures.js";

/** What a user sees and does with their jobs: enqueue, dedupe, status, list, retry, cancel. */
export const jobQueueContract = (harness: StorageHarness): void => {
  describe("JobQueue", () => {
    const { run, fails } = harness;

    it("queues a job with its defaults and reads it back with exact types", async () => {
      const user = await harness.newUser();
      const kind = uniqueKind();
      const job = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: { entryId: "e1" } })));
      assertDecodes(Job, job);
      expect(job).toEqual({
        id: job.id,
        userId: user,
        kind,
        payload: { entryId: "e1" },
        dedupeKey: null,
        status: "queued",
        attempts: 0,
        maxAttempts: 5,
        runAfter: job.createdAt,
        leaseOwner: null,
        leaseExpiresAt: null,
        runAgain: false,
        lastError: null,
        createdAt: job.createdAt,
        updatedAt: job.createdAt,
        finishedAt: null,
      });
      expect(await run(queue((jobs) => jobs.get(user, job.id)))).toEqual(job);
      const later = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: null, runAfter: future, maxAttempts: 2 })));
      expect(later).toMatchObject({ runAfter: future, maxAttempts: 2, payload: null });
      expect(later.id).not.toBe(job.id);
      const delayed = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, delayMs: 60_000 })));
      expect(delayed.runAfter.getTime() - delayed.createdAt.getTime()).toBe(60_000);
      await fails(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, delayMs: 1, runAfter: future })), "InvalidInput", "INVALID_INPUT");
      await fails(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, delayMs: -1 })), "InvalidInput", "INVALID_INPUT");
    });

    it("round-trips any JSON payload exactly, and bounds its size", async () => {
      const user = await harness.newUser();
      const kind = uniqueKind();
      const payloads = [
        { text: unicodeText, nested: { list: [1, -2.5, 0, 1e21, true, false, null, "", [[]]], empty: {} }, "key with spaces é": "ok" },
        [1, "two", { three: 3 }],
        "a plain string",
        42.125,
        false,
        null,
      ];
      for (const payload of payloads) {
        const job = await run(queue((jobs) => jobs.enqueue(user, { kind, payload })));
        expect((await run(queue((jobs) => jobs.get(user, job.id)))).payload).toEqual(payload);
      }
      const large = { text: "x".repeat(jobPayloadMaxChars) };
      await fails(queue((jobs) => jobs.enqueue(user, { kind, payload: large })), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
    });

    it("does not queue a job twice while an equal one (user, kind, dedupe key) is queued: the earlier run time wins", async () => {
      const user = await harness.newUser();
      const other = await harness.newUser();
      const kind = uniqueKind();
      const first = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: { n: 1 }, dedupeKey: "k", runAfter: past(20) })));
      const sooner = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: { n: 2 }, dedupeKey: "k", runAfter: past(10) })));
      expect(sooner).toMatchObject({ id: first.id, runAfter: past(10), payload: { n: 1 }, status: "queued" });
      const after = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: { n: 3 }, dedupeKey: "k", runAfter: past(30) })));
      expect(after).toMatchObject({ id: first.id, runAfter: past(10) });
      const delayed = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, dedupeKey: "delayed", delayMs: 60_000 })));
      const now = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, dedupeKey: "delayed" })));
      expect(now.id).toBe(delayed.id);
      expect(now.runAfter.getTime()).toBeLessThan(delayed.runAfter.getTime());
      const distinct = [
        await run(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, dedupeKey: "other key" }))),
        await run(queue((jobs) => jobs.enqueue(user, { kind: uniqueKind(), payload: {}, dedupeKey: "k" }))),
        await run(queue((jobs) => jobs.enqueue(other, { kind, payload: {}, dedupeKey: "k" }))),
        await run(queue((jobs) => jobs.enqueue(user, { kind, payload: {} }))),
        await run(queue((jobs) => jobs.enqueue(user, { kind, payload: {} }))),
      ];
      expect(new Set([first.id, delayed.id, ...distinct.map((job) => job.id)]).size).toBe(7);
      const listed = await run(queue((jobs) => jobs.list(user, { kind })));
      expect(listed.items.filter((job) => job.dedupeKey === "k").map((job) => job.id)).toEqual([first.id]);
    });

    it("lists a user's jobs newest first, filtered by kind and status, page by page", async () => {
      const user = await harness.newUser();
      const kind = uniqueKind();
      const otherKind = uniqueKind();
      const made: Job[] = [];
      for (let index = 0; index < 5; index++) made.push(await run(queue((jobs) => jobs.enqueue(user, { kind, payload: { index }, runAfter: future }))));
      const other = await run(queue((jobs) => jobs.enqueue(user, { kind: otherKind, payload: {}, runAfter: future })));
      const cancelled = await run(queue((jobs) => jobs.cancel(user, made[1]!.id)));
      const walked = await walkPages(run, (cursor) => queue((jobs) => jobs.list(user, { kind, limit: 2, cursor })));
      expect(walked.pages).toBe(3);
      expect(walked.items.map((job) => job.id)).toEqual([...made].reverse().map((job) => job.id));
      expect((await run(queue((jobs) => jobs.list(user)))).items.map((job) => job.id)).toEqual([other.id, ...[...made].reverse().map((job) => job.id)]);
      expect((await run(queue((jobs) => jobs.list(user, { status: "cancelled" })))).items).toEqual([cancelled]);
      expect((await run(queue((jobs) => jobs.list(user, { kind: otherKind, status: "queued" })))).items).toEqual([other]);
      for (const cursor of malformedCursors) await fails(queue((jobs) => jobs.list(user, { cursor })), "InvalidInput", "INVALID_INPUT");
    });

    it("retries a failed or cancelled job and cancels unfinished ones", async () => {
      const user = await harness.newUser();
      const kind = uniqueKind();
      const job = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, dedupeKey: "k", maxAttempts: 1, runAfter: past(1) })));
      const [claimed] = await run(queue((jobs) => jobs.claim({ kinds: [kind], workerId: "worker", leaseMs: longLease, limit: 1 })));
      expect(claimed?.id).toBe(job.id);
      const failed = await run(queue((jobs) => jobs.fail(job.id, "worker", { reason: "PROVIDER_ERROR: the model is down", retryInMs: 0 })));
      expect(failed).toMatchObject({ status: "failed", attempts: 1, lastError: "PROVIDER_ERROR: the model is down" });
      expect(failed.finishedAt).toBeInstanceOf(Date);
      await fails(queue((jobs) => jobs.cancel(user, job.id)), "Conflict", "CONFLICT");

      const equal = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, dedupeKey: "k", runAfter: future })));
      await fails(queue((jobs) => jobs.retry(user, job.id)), "Conflict", "CONFLICT");
      await run(queue((jobs) => jobs.cancel(user, equal.id)));

      const retried = await run(queue((jobs) => jobs.retry(user, job.id)));
      expect(retried).toMatchObject({ id: job.id, status: "queued", attempts: 0, finishedAt: null, lastError: "PROVIDER_ERROR: the model is down" });
      expect(retried.runAfter.getTime()).toBeGreaterThan(failed.finishedAt!.getTime());
      await fails(queue((jobs) => jobs.retry(user, job.id)), "Conflict", "CONFLICT");

      const cancelled = await run(queue((jobs) => jobs.cancel(user, job.id)));
      expect(cancelled).toMatchObject({ status: "cancelled", runAgain: false });
      expect(await run(queue((jobs) => jobs.cancel(user, job.id)))).toEqual(cancelled);
      expect(await run(queue((jobs) => jobs.claim({ kinds: [kind], workerId: "worker", leaseMs: longLease, limit: 5 })))).toEqual([]);
      expect((await run(queue((jobs) => jobs.retry(user, job.id)))).status).toBe("queued");
    });

    it("never lets another user see, retry or cancel a job", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const kind = uniqueKind();
      const job = await run(queue((jobs) => jobs.enqueue(owner, { kind, payload: { secret: "mine" }, runAfter: future })));
      await fails(queue((jobs) => jobs.get(stranger, job.id)), "NotFound", "NOT_FOUND");
      await fails(queue((jobs) => jobs.retry(stranger, job.id)), "NotFound", "NOT_FOUND");
      await fails(queue((jobs) => jobs.cancel(stranger, job.id)), "NotFound", "NOT_FOUND");
      expect((await run(queue((jobs) => jobs.list(stranger)))).items).toEqual([]);
      expect(await run(queue((jobs) => jobs.get(owner, job.id)))).toEqual(job);
    });

    it("rejects bad input with typed errors, and deleting a user deletes their jobs", async () => {
      const user = await harness.newUser();
      const kind = uniqueKind();
      await fails(queue((jobs) => jobs.enqueue(user, { kind: "NoDots", payload: {} })), "InvalidInput", "INVALID_INPUT");
      await fails(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, maxAttempts: 0 })), "InvalidInput", "INVALID_INPUT");
      await fails(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, dedupeKey: "" })), "InvalidInput", "INVALID_INPUT");
      await fails(queue((jobs) => jobs.enqueue(user, { kind, payload: { bad: Number.NaN } })), "InvalidInput", "INVALID_INPUT");
      await fails(queue((jobs) => jobs.enqueue(malformedId(), { kind, payload: {} })), "InvalidInput", "INVALID_INPUT");
      await fails(queue((jobs) => jobs.enqueue(unknownId(), { kind, payload: {} })), "NotFound", "NOT_FOUND");
      await fails(queue((jobs) => jobs.get(user, malformedId())), "InvalidInput", "INVALID_INPUT");
      await fails(queue((jobs) => jobs.get(user, unknownId())), "NotFound", "NOT_FOUND");
      await fails(queue((jobs) => jobs.retry(user, unknownId())), "NotFound", "NOT_FOUND");
      await fails(queue((jobs) => jobs.list(user, { status: "paused" as never })), "InvalidInput", "INVALID_INPUT");
      await fails(queue((jobs) => jobs.list(user, { limit: 0 })), "InvalidInput", "INVALID_INPUT");

      const job = await run(queue((jobs) => jobs.enqueue(user, { kind, payload: {}, runAfter: past(1) })));
      await run(UserRepository.use((users) => users.delete(user)));
      await fails(queue((jobs) => jobs.get(user, job.id)), "NotFound", "NOT_FOUND");
      expect(await run(queue((jobs) => jobs.claim({ kinds: [kind], workerId: "worker", leaseMs: longLease, limit: 5 })))).toEqual([]);
    });
  });
};
