import type { Effect } from "effect";
import { Context } from "effect";
import type { StorageError } from "../common/errors.js";
import type { MemorySummaryId, UserId } from "../common/ids.js";
import type { MemorySummary, NewMemorySummary } from "./memorySummary.js";

export interface MemorySummaryRepositoryService {
  readonly create: (userId: UserId, input: NewMemorySummary) => Effect.Effect<MemorySummary, StorageError>;
  /** Newest first (`createdAt`, then id, descending), at most `limit` (default 50). */
  readonly list: (userId: UserId, limit?: number) => Effect.Effect<ReadonlyArray<MemorySummary>, StorageError>;
  /** The user's summaries among `ids`, in no set order; ids that are unknown or another user's are skipped. */
  readonly getMany: (userId: UserId, ids: ReadonlyArray<MemorySummaryId>) => Effect.Effect<ReadonlyArray<MemorySummary>, StorageError>;
  /** Deletes the summary and its chunks (`ChunkIndex` source "memorySummary"); `NotFound` when it is not the user's. */
  readonly delete: (userId: UserId, id: MemorySummaryId) => Effect.Effect<void, StorageError>;
}

export class MemorySummaryRepository extends Context.Service<MemorySummaryRepository, MemorySummaryRepositoryService>()(
  "@lifeos/core/MemorySummaryRepository",
) {}
