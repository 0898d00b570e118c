import type { JournalSummarizerService, JournalSummary, SummaryKind, UserId } from "@lifeos/core";
import { EntryAnalyticsRepository, JournalEntryRepository, localDate } from "@lifeos/core";
import { buildExtractiveSummary, loadPeriod, summaryFacts } from "@lifeos/tools";
import { Effect, Option } from "effect";
import type { RateLimiter } from "../analysis/RateLimiter.js";
import { withRetry } from "../analysis/withRetry.js";
import type { PipelineDeps } from "../pipeline/PipelineDeps.js";
import type { PipelineOptions } from "../pipeline/PipelineOptions.js";
import { modelNarrative } from "./modelNarrative.js";

const rangeOf = (kind: SummaryKind, period: string) => {
  if (kind === "year") return { from: localDate(`${period}-01-01`), to: localDate(`${period}-12-31`) };
  const [year, month] = period.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: localDate(`${period}-01`), to: localDate(`${period}-${String(last).padStart(2, "0")}`) };
};

/**
 * Month and year summaries: reused while the period's inputs are unchanged
 * (`sourceHash`), otherwise rebuilt: statistics and drivers always from the
 * data, the narrative by the model when one is configured (falling back to
 * the extractive narrative if the model fails), stored before returning.
 */
export const makeSummarizer = (
  deps: PipelineDeps,
  limiter: RateLimiter,
  options: Required<PipelineOptions>,
): JournalSummarizerService => {
  const summarize = (userId: UserId, kind: SummaryKind, period: string) =>
    Effect.gen(function* () {
      const range = rangeOf(kind, period);
      const { entries, analytics } = yield* loadPeriod(userId, range.from, range.to).pipe(
        Effect.provideService(JournalEntryRepository, deps.entries),
        Effect.provideService(EntryAnalyticsRepository, deps.analytics),
      );
      const stored = yield* deps.summaries.get(userId, kind, period);
      if (entries.length === 0) {
        if (Option.isSome(stored)) yield* deps.summaries.delete(userId, kind, period);
        return Option.none<JournalSummary>();
      }
      const input = { userId, kind, period, entries, analytics };
      const extractive = buildExtractiveSummary(input, yield* deps.now);
      if (Option.isSome(stored) && stored.value.sourceHash === extractive.sourceHash) {
        if (stored.value.method === "model" || Option.isNone(deps.model)) return stored;
      }
      let summary: JournalSummary = extractive;
      if (Option.isSome(deps.model)) {
        const model = deps.model.value;
        const narrative = yield* withRetry(limiter.limit(modelNarrative(model, input, summaryFacts(input))), {
          attempts: options.retryAttempts,
          baseDelayMs: options.retryBaseDelayMs,
        }).pipe(Effect.option);
        if (Option.isSome(narrative) && narrative.value !== "") summary = { ...extractive, narrative: narrative.value, method: "model" };
      }
      yield* deps.summaries.upsert(userId, summary);
      return Option.some(summary);
    });
  return { summarize };
};
