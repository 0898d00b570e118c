import { journalProcessJob } from "@lifeos/agent";
import type { Job, ProcessingCounts, UserId } from "@lifeos/core";
import { JobQueue, JournalEntryRepository } from "@lifeos/core";
import { Effect } from "effect";

/** Where a user's journal processing is: entry counts, whether a `journal.process` job is queued or running, and the latest one. */
export interface JournalProcessing extends ProcessingCounts {
  readonly running: boolean;
  readonly queued: boolean;
  /** The newest `journal.process` job (with its `lastError` when it failed), or null. */
  readonly latestJob: Job | null;
}

const kind = journalProcessJob.kind;

/** The user's journal processing, from the entries' pipeline state and the jobs (shared by every server process). */
export const journalProcessing = (userId: UserId) =>
  Effect.gen(function* () {
    const counts = yield* JournalEntryRepository.use((entries) => entries.countByProcessing(userId));
    const jobs = yield* JobQueue;
    const [running, queued, latest] = yield* Effect.all([
      jobs.list(userId, { kind, status: "running", limit: 1 }),
      jobs.list(userId, { kind, status: "queued", limit: 1 }),
      jobs.list(userId, { kind, limit: 1 }),
    ]);
    const processing: JournalProcessing = {
      ...counts,
      running: running.items.length > 0,
      queued: queued.items.length > 0,
      latestJob: latest.items[0] ?? null,
    };
    return processing;
  });
