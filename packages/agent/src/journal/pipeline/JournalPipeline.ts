import type { ProcessingCounts, StorageError, UserId } from "@lifeos/core";
import { Context, Effect, Layer, Semaphore } from "effect";
import { JournalSummarizer } from "@lifeos/core";
import { makeRateLimiter } from "../analysis/RateLimiter.js";
import { makeSummarizer } from "../summaries/makeSummarizer.js";
import { capturePipelineDeps } from "./PipelineDeps.js";
import type { PipelineOptions } from "./PipelineOptions.js";
import { resolvePipelineOptions } from "./PipelineOptions.js";
import type { PipelineProgress, PipelineRun } from "./runPending.js";
import { makeRunPending } from "./runPending.js";

export interface PipelineStatus extends ProcessingCounts {
  readonly total: number;
  /** True while a run is processing this user's entries. */
  readonly running: boolean;
}

export interface JournalPipelineService {
  /**
   * Processes every pending entry now (newly saved, edited, or reset), and
   * retries failed entries that have attempts left, in batches; then
   * refreshes the month and year summaries of the periods touched. One run
   * per user at a time in this process: a second call waits for the first.
   * Saved entries reach it through the `journal.process` job (see
   * `journalProcessJob`), which is how it runs in the server.
   */
  readonly processPending: (
    userId: UserId,
    options?: { readonly onProgress?: (progress: PipelineProgress) => void },
  ) => Effect.Effect<PipelineRun, StorageError>;
  /** Marks every entry pending so the next run re-chunks, re-embeds and re-analyses everything. */
  readonly resetAll: (userId: UserId) => Effect.Effect<number, StorageError>;
  /** Counts of entries pending, done and failed; `running` while this process runs the user's entries. */
  readonly status: (userId: UserId) => Effect.Effect<PipelineStatus, StorageError>;
}

/**
 * The journal's ingestion pipeline: chunk, embed, index, analyse and
 * summarise the entries waiting for it.
 */
export class JournalPipeline extends Context.Service<JournalPipeline, JournalPipelineService>()("@lifeos/agent/JournalPipeline") {
  /**
   * The pipeline and the on-demand `JournalSummarizer` it shares its model
   * and rate limiter with. Needs the journal repositories, the chunk index
   * and an `Embedder`; uses `LanguageModel` when present and not offline,
   * and `Clock` when present.
   */
  static layer(options: PipelineOptions = {}) {
    return Layer.effectContext(
      Effect.gen(function* () {
        const resolved = resolvePipelineOptions(options);
        const deps = yield* capturePipelineDeps;
        const limiter = makeRateLimiter(resolved.modelRequestsPerMinute);
        const summarizer = makeSummarizer(deps, limiter, resolved);
        const runPending = makeRunPending(deps, limiter, resolved, summarizer);
        const locks = new Map<string, Semaphore.Semaphore>();
        const running = new Set<string>();
        const lockOf = (userId: UserId) => {
          let lock = locks.get(userId);
          if (lock === undefined) locks.set(userId, (lock = Semaphore.makeUnsafe(1)));
          return lock;
        };
        const resetAll = (userId: UserId) =>
          Effect.gen(function* () {
            let count = 0;
            let cursor: string | undefined;
            do {
              const page = yield* deps.entries.list(userId, { order: "asc", limit: 200, cursor });
              yield* deps.entries.setProcessingMany(
                userId,
                page.items.map((entry) => ({ id: entry.id, status: "pending" as const, attempts: 0, error: null })),
              );
              count += page.items.length;
              cursor = page.nextCursor ?? undefined;
            } while (cursor !== undefined);
            return count;
          });
        /**
         * When the journal index holds vectors of another embedding model (the
         * embedder or its version changed), clears it and marks every entry
         * pending, so this run re-embeds the whole journal with the current
         * model instead of failing each new entry against the old index.
         */
        const followEmbedder = (userId: UserId) =>
          Effect.gen(function* () {
            const { embeddingModel } = yield* deps.chunks.stats(userId, "journal");
            if (embeddingModel === null || embeddingModel === deps.embedder.info.model) return;
            yield* deps.chunks.clear(userId, "journal");
            yield* resetAll(userId);
          });
        const processPending: JournalPipelineService["processPending"] = (userId, runOptions) =>
          lockOf(userId).withPermits(1)(
            Effect.acquireUseRelease(
              Effect.sync(() => running.add(userId)),
              () => Effect.andThen(followEmbedder(userId), runPending(userId, runOptions?.onProgress)),
              () => Effect.sync(() => running.delete(userId)),
            ),
          );

        const service: JournalPipelineService = {
          processPending,
          resetAll: (userId) => resetAll(userId),
          status: (userId) =>
            deps.entries.countByProcessing(userId).pipe(
              Effect.map((counts) => ({
                ...counts,
                total: counts.pending + counts.done + counts.failed,
                running: running.has(userId),
              })),
            ),
        };
        return Context.make(JournalPipeline, service).pipe(Context.add(JournalSummarizer, summarizer));
      }),
    );
  }
}
