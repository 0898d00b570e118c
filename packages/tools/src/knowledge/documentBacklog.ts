import type { ToolResultProcessing, UserId } from "@lifeos/core";
import { DocumentRepository } from "@lifeos/core";
import { Effect } from "effect";

/**
 * The user's documents still on their way to being searchable (queued,
 * parsing, embedding), from one count query; null when none is. A failed
 * count is null too: the notice is advice, never a reason to fail.
 */
export const documentBacklog = (userId: UserId): Effect.Effect<ToolResultProcessing | null, never, DocumentRepository> =>
  DocumentRepository.use((documents) => documents.countByStatus(userId)).pipe(
    Effect.map((counts): ToolResultProcessing | null => {
      const pending = counts.queued + counts.parsing + counts.embedding;
      return pending === 0 ? null : { source: "documents", pending, processed: counts.ready, total: pending + counts.ready + counts.failed };
    }),
    Effect.orElseSucceed(() => null),
  );
