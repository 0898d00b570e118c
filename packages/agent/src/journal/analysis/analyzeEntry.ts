import type { EntryAnalytics, JournalEntry, ModelError } from "@lifeos/core";
import { Effect, Option } from "effect";
import { analyzeWithLexicon } from "../lexicon/analyzeWithLexicon.js";
import type { PipelineDeps } from "../pipeline/PipelineDeps.js";
import { analyzeWithModel } from "./analyzeWithModel.js";
import type { RateLimiter } from "./RateLimiter.js";
import { withRetry } from "./withRetry.js";

/**
 * The analysis of one entry: by the configured model (rate-limited, retried
 * on transient errors) when there is one, else offline by lexicon scoring.
 */
export const analyzeEntry = (
  deps: PipelineDeps,
  limiter: RateLimiter,
  retry: { attempts: number; baseDelayMs: number },
  entry: JournalEntry,
): Effect.Effect<EntryAnalytics, ModelError> =>
  Effect.gen(function* () {
    const analyzedAt = yield* deps.now;
    if (Option.isNone(deps.model)) {
      return { ...analyzeWithLexicon(entry.content), entryId: entry.id, userId: entry.userId, date: entry.date, method: "lexicon", model: null, analyzedAt };
    }
    const model = deps.model.value;
    const reading = yield* withRetry(limiter.limit(analyzeWithModel(model, entry.content)), retry);
    return { ...reading, entryId: entry.id, userId: entry.userId, date: entry.date, method: "model", model: model.info.id, analyzedAt };
  });
