import type { JournalEntry, JournalSummarizerService, StorageError, UserId } from "@lifeos/core";
import { Effect, Fiber } from "effect";
import type { RateLimiter } from "../analysis/RateLimiter.js";
import type { PipelineDeps } from "./PipelineDeps.js";
import type { PipelineOptions } from "./PipelineOptions.js";
import { prepareEntries } from "./prepareEntries.js";
import type { EntryOutcome } from "./writeEntries.js";
import { writeEntries } from "./writeEntries.js";

/** Batches being written at once while later ones are prepared. */
const writesInFlight = 3;

/** Progress of a run, reported after every batch. */
export interface PipelineProgress {
  readonly phase: "processing" | "summarizing";
  /** Entries finished in this run (done or failed). */
  readonly processed: number;
  readonly failed: number;
  /** Entries known to be waiting when the batch ended. */
  readonly remaining: number;
}

/** What one run did. Failed entries are listed with their errors, never dropped. */
export interface PipelineRun {
  readonly processed: number;
  readonly done: number;
  readonly failed: ReadonlyArray<{ readonly entryId: string; readonly date: string; readonly error: string }>;
  readonly summariesUpdated: number;
  readonly durationMs: number;
}

/** The body of `JournalPipeline.processPending` for one user. */
export const makeRunPending =
  (deps: PipelineDeps, limiter: RateLimiter, options: Required<PipelineOptions>, summarizer: JournalSummarizerService) =>
  (userId: UserId, onProgress?: (progress: PipelineProgress) => void): Effect.Effect<PipelineRun, StorageError> =>
    Effect.gen(function* () {
      const started = Date.now();
      const seen = new Set<string>();
      const outcomes: EntryOutcome[] = [];
      const report = (phase: PipelineProgress["phase"], remaining: number) =>
        onProgress?.({
          phase,
          processed: outcomes.filter((outcome) => outcome.status !== "stale").length,
          failed: outcomes.filter((outcome) => outcome.status === "failed").length,
          remaining,
        });
      /**
       * Up to `wanted` entries in `status` not yet seen in this run. Seen
       * entries still in the list (batches being written, or entries whose
       * marking failed) are read past: the list is read with room for those
       * found last time, growing only while a short read hides more.
       */
      const skipped = { pending: 0, failed: 0 };
      const unseen = (status: "pending" | "failed", wanted: number, eligible: (entry: JournalEntry) => boolean) =>
        Effect.gen(function* () {
          for (;;) {
            const limit = wanted + skipped[status];
            const listed = yield* deps.entries.listByProcessing(userId, status, limit);
            const fresh = listed.filter((entry) => !seen.has(entry.id) && eligible(entry));
            skipped[status] = listed.length - fresh.length;
            if (fresh.length >= wanted || listed.length < limit) return fresh.slice(0, wanted);
          }
        });
      /**
       * Entries read ahead for the next batches (several batches per read, so
       * the batches being written are read past once, not once per batch).
       * An entry edited or deleted after it was read is caught when its batch
       * is written.
       */
      const queue: JournalEntry[] = [];
      const readAhead = options.batchSize * (writesInFlight + 1);
      const nextBatch = Effect.gen(function* () {
        if (queue.length === 0) {
          let read = yield* unseen("pending", readAhead, () => true);
          if (read.length === 0) read = yield* unseen("failed", readAhead, (entry) => entry.processingAttempts < options.maxAttempts);
          for (const entry of read) seen.add(entry.id);
          queue.push(...read);
        }
        return queue.splice(0, options.batchSize);
      });
      /** The next batch, read and prepared (chunked, embedded, analysed): nothing is written yet. */
      const takeAndPrepare = Effect.gen(function* () {
        return yield* prepareEntries(deps, limiter, options, yield* nextBatch);
      });
      const finish = (results: ReadonlyArray<EntryOutcome>) =>
        Effect.gen(function* () {
          for (const result of results) if (result.status === "stale") seen.delete(result.entryId);
          outcomes.push(...results);
          const counts = yield* deps.entries.countByProcessing(userId);
          report("processing", counts.pending);
          return results.some((result) => result.status === "stale");
        });
      // Batches are written in the background, at most `writesInFlight` at a
      // time, while the next ones are read and prepared: the database works
      // on some while this process computes others.
      const writing: Array<Fiber.Fiber<EntryOutcome[]>> = [];
      for (;;) {
        const prepared = yield* takeAndPrepare;
        if (prepared.length > 0) {
          if (writing.length >= writesInFlight) yield* finish(yield* Fiber.join(writing.shift()!));
          writing.push(yield* Effect.forkChild(writeEntries(deps, userId, prepared)));
          continue;
        }
        let stale = false;
        while (writing.length > 0) stale = (yield* finish(yield* Fiber.join(writing.shift()!))) || stale;
        // Entries edited while their batch was prepared were let go after the last read: read again for them.
        if (!stale) break;
      }
      let summariesUpdated = 0;
      if (options.summarize) {
        const months = [...new Set(outcomes.filter((outcome) => outcome.status === "done").map((outcome) => outcome.date.slice(0, 7)))].sort();
        const years = [...new Set(months.map((month) => month.slice(0, 4)))];
        const periods = [...months.map((month) => ["month", month] as const), ...years.map((year) => ["year", year] as const)];
        // Two at a time: the database reads one period while this process summarises another.
        yield* Effect.forEach(periods, ([kind, period]) => summarizer.summarize(userId, kind, period).pipe(Effect.ignore), { concurrency: 2, discard: true });
        summariesUpdated = periods.length;
        report("summarizing", 0);
      }
      const failed = outcomes.flatMap((outcome) =>
        outcome.status === "failed" ? [{ entryId: outcome.entryId, date: outcome.date, error: outcome.error }] : [],
      );
      return {
        processed: outcomes.filter((outcome) => outcome.status !== "stale").length,
        done: outcomes.filter((outcome) => outcome.status === "done").length,
        failed,
        summariesUpdated,
        durationMs: Date.now() - started,
      };
    });
