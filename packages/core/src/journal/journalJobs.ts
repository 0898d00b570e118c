import { Schema } from "effect";
import type { Effect } from "effect";
import type { StorageError } from "../common/errors.js";
import type { UserId } from "../common/ids.js";
import { defineJob, enqueueJob } from "../jobs/JobDefinition.js";
import type { Job } from "../jobs/job.js";
import type { JobQueue } from "../jobs/JobQueue.js";

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
