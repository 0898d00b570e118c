import type { EntryAnalytics, JournalEntry, NewChunk } from "@lifeos/core";
import { journalChunks } from "@lifeos/core";
import type { Cause } from "effect";
import { Effect, Exit } from "effect";
import { analyzeEntry } from "../analysis/analyzeEntry.js";
import type { RateLimiter } from "../analysis/RateLimiter.js";
import { withRetry } from "../analysis/withRetry.js";
import type { PipelineDeps } from "./PipelineDeps.js";
import type { PipelineOptions } from "./PipelineOptions.js";

/** An entry ready to be written (its chunks and analysis), or the cause it could not be prepared. */
export type PreparedEntry =
  | { readonly entry: JournalEntry; readonly chunks: ReadonlyArray<NewChunk>; readonly analytics: EntryAnalytics }
  | { readonly entry: JournalEntry; readonly failure: Cause.Cause<unknown> };

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
 * The vectors of each entry's pieces: every piece of the batch embedded
 * together; when that fails and the batch has several entries, each entry
 * is embedded alone, so one text the embedder refuses fails only its entry.
 */
const embedEntries = (
  deps: PipelineDeps,
  pieces: ReadonlyArray<ReadonlyArray<NewChunk>>,
  options: Required<PipelineOptions>,
): Effect.Effect<ReadonlyArray<Exit.Exit<ReadonlyArray<ReadonlyArray<number>>, unknown>>> =>
  Effect.gen(function* () {
    const together = yield* Effect.exit(embedAll(deps, pieces.flatMap((entry) => entry.map((piece) => piece.text)), options));
    if (Exit.isSuccess(together)) {
      let offset = 0;
      return pieces.map((entry) => {
        const vectors = together.value.slice(offset, offset + entry.length);
        offset += entry.length;
        return Exit.succeed(vectors);
      });
    }
    if (pieces.length === 1) return [together];
    return yield* Effect.forEach(pieces, (entry) => Effect.exit(embedAll(deps, entry.map((piece) => piece.text), options)));
  });

/**
 * Chunks every entry, embeds all their chunks together, and analyses each
 * entry. Never fails: an entry whose embedding or analysis failed carries
 * the cause, and the others go on.
 */
export const prepareEntries = (
  deps: PipelineDeps,
  limiter: RateLimiter,
  options: Required<PipelineOptions>,
  entries: ReadonlyArray<JournalEntry>,
): Effect.Effect<ReadonlyArray<PreparedEntry>> =>
  Effect.gen(function* () {
    const pieces = entries.map(journalChunks);
    const vectors = yield* embedEntries(deps, pieces, options);
    const retry = { attempts: options.retryAttempts, baseDelayMs: options.retryBaseDelayMs };
    return yield* Effect.forEach(entries, (entry, index) =>
      Effect.gen(function* () {
        const embedded = vectors[index]!;
        if (Exit.isFailure(embedded)) return { entry, failure: embedded.cause };
        const analysis = yield* Effect.exit(analyzeEntry(deps, limiter, retry, entry));
        if (Exit.isFailure(analysis)) return { entry, failure: analysis.cause };
        const chunks: NewChunk[] = pieces[index]!.map((piece) => ({
          ...piece,
          embedding: { model: deps.embedder.info.model, vector: embedded.value[piece.ordinal]! },
        }));
        return { entry, chunks, analytics: analysis.value };
      }),
    );
  });
