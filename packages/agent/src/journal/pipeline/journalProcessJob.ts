import type { Job, StorageError, UserId } from "@lifeos/core";
import type { JobQueue } from "@lifeos/core";
import { defineJob, enqueueJob, InternalError } from "@lifeos/core";
import { Effect, Schema } from "effect";
import type { JobHandler } from "../../jobs/JobHandler.js";
import { jobHandler } from "../../jobs/JobHandler.js";
import { JournalPipeline } from "./JournalPipeline.js";

/**
 * Processes a user's entries that wait for the pipeline (`processPending`).
 * One per user at a time (dedupe key "pending"): entries saved while it is
 * queued join it; entries saved while it runs make it run once more.
 */
export const journalProcessJob = defineJob("journal.process", Schema.Struct({}));

/** Attempts of a `journal.process` job: as many as a failed entry gets. */
const maxAttempts = 3;

/** Quiet time after a save before processing starts, so a burst of saves is processed (and summarised) once. */
export const journalProcessDelayMs = 2000;

/**
 * Queues processing of the user's pending entries `delayMs` from now
 * (default `journalProcessDelayMs`; 0 for "now"), merged with the user's
 * queued or running `journal.process` job (see `JobQueue.enqueue`).
 */
export const enqueueJournalProcessing = (userId: UserId, delayMs: number = journalProcessDelayMs): Effect.Effect<Job, StorageError, JobQueue> =>
  enqueueJob(journalProcessJob, userId, {}, { dedupeKey: "pending", delayMs, maxAttempts });

/**
 * Runs the pipeline for the job's user. Fails (to be retried with backoff)
 * when entries could not be processed, naming how many and the first
 * reason; those entries are tried again by the retry while they have
 * attempts left.
 */
export const journalProcessHandler: JobHandler<JournalPipeline> = jobHandler(journalProcessJob, (_payload, job) =>
  Effect.gen(function* () {
    const run = yield* (yield* JournalPipeline).processPending(job.userId);
    const first = run.failed[0];
    if (first === undefined) return;
    return yield* Effect.fail(
      new InternalError({
        message: `${run.failed.length} of ${run.processed} entries could not be processed; the first (${first.date}): ${first.error}`,
        retryable: true,
      }),
    );
  }),
);
