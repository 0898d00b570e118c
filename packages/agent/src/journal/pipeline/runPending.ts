import type { JournalEntry, StorageError, UserId } from "@lifeos/core";
import type { JournalSummarizerService } from "@lifeos/tools";
import { Effect } from "effect";
import type { RateLimiter } from "../analysis/RateLimiter.js";
import type { PipelineDeps } from "./PipelineDeps.js";
import type { PipelineOptions } from "./PipelineOptions.js";
import type { EntryOutcome } from "./processBatch.js";
import { processBatch } from "./processBatch.js";

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
      const nextBatch = Effect.gen(function* () {
        const pending = yield* deps.entries.listByProcessing(userId, "pending", options.batchSize + seen.size);
        let batch: JournalEntry[] = pending.filter((entry) => !seen.has(entry.id)).slice(0, options.batchSize);
        if (batch.length === 0) {
          const failed = yield* deps.entries.listByProcessing(userId, "failed", options.batchSize + seen.size);
          batch = failed.filter((entry) => !seen.has(entry.id) && entry.processingAttempts < options.maxAttempts).slice(0, options.batchSize);
        }
        return batch;
      });
      for (;;) {
        const batch = yield* nextBatch;
        if (batch.length === 0) break;
        for (const entry of batch) seen.add(entry.id);
        const results = yield* processBatch(deps, limiter, options, userId, batch);
        for (const result of results) if (result.status === "stale") seen.delete(result.entryId);
        outcomes.push(...results);
        const counts = yield* deps.entries.countByProcessing(userId);
        report("processing", counts.pending);
      }
      let summariesUpdated = 0;
      if (options.summarize) {
        const months = [...new Set(outcomes.filter((outcome) => outcome.status === "done").map((outcome) => outcome.date.slice(0, 7)))].sort();
        const years = [...new Set(months.map((month) => month.slice(0, 4)))];
        for (const [kind, period] of [...months.map((month) => ["month", month] as const), ...years.map((year) => ["year", year] as const)]) {
          yield* summarizer.summarize(userId, kind, period).pipe(Effect.ignore);
          summariesUpdated++;
        }
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
