import { InternalError, journalProcessJob } from "@lifeos/core";
import { Effect } from "effect";
import type { JobHandler } from "../../jobs/JobHandler.js";
import { jobHandler } from "../../jobs/JobHandler.js";
import { JournalPipeline } from "./JournalPipeline.js";

export { enqueueJournalProcessing, journalProcessDelayMs, journalProcessJob } from "@lifeos/core";

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
