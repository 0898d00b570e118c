import { Context } from "effect";
import type { Effect, Option } from "effect";
import type { UserId } from "../common/ids.js";
import type { JournalSummary, SummaryKind } from "./summary.js";

export interface JournalSummarizerService {
  /**
   * The summary of a month (`YYYY-MM`) or year (`YYYY`): the stored one when
   * it is up to date with the period's entries, otherwise a new one (written
   * by the configured model, or extractive offline) that is stored before it
   * is returned. `None` when the period has no entries. Never fails on a
   * model error: it falls back to the extractive summary.
   */
  readonly summarize: (userId: UserId, kind: SummaryKind, period: string) => Effect.Effect<Option.Option<JournalSummary>, unknown>;
}

/**
 * Makes summaries on demand. Optional for the summary tools: without it they
 * return the stored summary, or build an extractive one without storing it.
 * The journal pipeline in `@lifeos/agent` provides it.
 */
export class JournalSummarizer extends Context.Service<JournalSummarizer, JournalSummarizerService>()(
  "@lifeos/core/JournalSummarizer",
) {}
