import type { ToolResultProcessing, UserId } from "@lifeos/core";
import { JournalEntryRepository } from "@lifeos/core";
import { Effect } from "effect";
import type { Tool } from "../registry/Tool.js";

/**
 * The user's journal entries still waiting for the pipeline (chunking,
 * embedding, mood analysis), from one count query; null when none waits.
 * A failed count is null too: the notice is advice, never a reason to fail.
 */
export const journalBacklog = (userId: UserId): Effect.Effect<ToolResultProcessing | null, never, JournalEntryRepository> =>
  JournalEntryRepository.use((entries) => entries.countByProcessing(userId)).pipe(
    Effect.map((counts): ToolResultProcessing | null =>
      counts.pending === 0
        ? null
        : { source: "journal", pending: counts.pending, processed: counts.done, total: counts.pending + counts.done + counts.failed },
    ),
    Effect.orElseSucceed(() => null),
  );

/**
 * A journal tool whose answer depends on processed entries (search, mood
 * readings, summaries), reporting in `meta.processing` how many entries are
 * not processed yet, so "nothing found" is not mistaken for "not there".
 */
export const reportingJournalBacklog = <P, D, R>(tool: Tool<P, D, R>): Tool<P, D, R | JournalEntryRepository> => ({
  ...tool,
  run: (params, context) =>
    Effect.gen(function* () {
      const output = yield* tool.run(params, context);
      const processing = yield* journalBacklog(context.userId);
      return processing === null ? output : { ...output, meta: { ...output.meta, processing } };
    }),
});
