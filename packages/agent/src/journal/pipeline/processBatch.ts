import type { EntryAnalytics, JournalEntry, NewChunk, TextChunk, UserId } from "@lifeos/core";
import { chunkText, countTokens, estimateTokens, isLifeOsError } from "@lifeos/core";
import { Cause, Effect, Exit, Option } from "effect";
import { analyzeEntry } from "../analysis/analyzeEntry.js";
import type { RateLimiter } from "../analysis/RateLimiter.js";
import { withRetry } from "../analysis/withRetry.js";
import type { PipelineDeps } from "./PipelineDeps.js";
import type { PipelineOptions } from "./PipelineOptions.js";

/**
 * Chunk sizes for journal entries: a typical day is one chunk; long entries
 * split at paragraphs. Sizes are estimated while splitting (the exact
 * tokenizer is counted once per finished chunk).
 */
export const journalChunkOptions = { targetTokens: 350, maxTokens: 512, countTokens: estimateTokens } as const;

/** How one entry ended in a batch. */
export type EntryOutcome =
  | { readonly entryId: string; readonly date: string; readonly status: "done" }
  | { readonly entryId: string; readonly date: string; readonly status: "failed"; readonly error: string }
  /** Edited while it was processed: left pending for the next pass. */
  | { readonly entryId: string; readonly date: string; readonly status: "stale" };

/** A failure's message for the entry's record: the error's own message, never the entry's text. */
export const describeFailure = (error: unknown): string =>
  isLifeOsError(error) ? `${error.code}: ${error.message}`.slice(0, 500) : "INTERNAL_ERROR: unexpected failure";

const embedAll = (deps: PipelineDeps, texts: ReadonlyArray<string>, options: Required<PipelineOptions>) =>
  Effect.gen(function* () {
    const vectors: Array<ReadonlyArray<number>> = [];
    for (let start = 0; start < texts.length; start += options.embedBatchSize) {
      const batch = texts.slice(start, start + options.embedBatchSize);
      const embedded = yield* withRetry(deps.embedder.embed(batch), {
        attempts: options.retryAttempts,
        baseDelayMs: options.retryBaseDelayMs,
      });
      vectors.push(...embedded);
    }
    return vectors;
  });

/**
 * Chunks, embeds (all the batch's chunks together), indexes and analyses
 * each entry, then marks it done with the content hash it processed. An
 * entry that fails is marked failed with the error and its attempt count;
 * the others go on. An entry edited meanwhile stays pending.
 */
export const processBatch = (
  deps: PipelineDeps,
  limiter: RateLimiter,
  options: Required<PipelineOptions>,
  userId: UserId,
  entries: ReadonlyArray<JournalEntry>,
): Effect.Effect<EntryOutcome[]> =>
  Effect.gen(function* () {
    const chunked = entries.map((entry) => ({ entry, pieces: chunkText(entry.content, journalChunkOptions) as TextChunk[] }));
    const embedded = yield* Effect.exit(embedAll(deps, chunked.flatMap(({ pieces }) => pieces.map((piece) => piece.text)), options));
    const outcomes: EntryOutcome[] = [];
    let offset = 0;
    for (const { entry, pieces } of chunked) {
      const vectors = Exit.isSuccess(embedded) ? embedded.value.slice(offset, offset + pieces.length) : [];
      offset += pieces.length;
      const work = Effect.gen(function* () {
        if (Exit.isFailure(embedded)) return yield* Effect.failCause(embedded.cause);
        const chunks: NewChunk[] = pieces.map((piece, ordinal) => ({
          ordinal,
          text: piece.text,
          startOffset: piece.start,
          endOffset: piece.end,
          date: entry.date,
          tokenCount: countTokens(piece.text),
          embedding: { model: deps.embedder.info.model, vector: vectors[ordinal]! },
        }));
        const analytics: EntryAnalytics = yield* analyzeEntry(deps, limiter, { attempts: options.retryAttempts, baseDelayMs: options.retryBaseDelayMs }, entry);
        const current = yield* deps.entries.get(userId, entry.id);
        if (current.contentHash !== entry.contentHash) return "stale" as const;
        yield* deps.chunks.replace(userId, "journal", entry.id, chunks);
        yield* deps.analytics.upsert(userId, analytics);
        yield* deps.entries.setProcessing(userId, entry.id, {
          status: "done",
          attempts: entry.processingAttempts + 1,
          error: null,
          processedHash: entry.contentHash,
        });
        return "done" as const;
      });
      const exit = yield* Effect.exit(work);
      if (Exit.isSuccess(exit)) {
        outcomes.push({ entryId: entry.id, date: entry.date, status: exit.value });
        continue;
      }
      const failure = Cause.findErrorOption(exit.cause);
      const error = describeFailure(Option.getOrUndefined(failure));
      yield* deps.entries
        .setProcessing(userId, entry.id, { status: "failed", attempts: entry.processingAttempts + 1, error })
        .pipe(Effect.ignore);
      outcomes.push({ entryId: entry.id, date: entry.date, status: "failed", error });
    }
    return outcomes;
  });
