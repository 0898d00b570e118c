import type { Effect } from "effect";
import { Context, Schema } from "effect";
import type { StorageError } from "../common/errors.js";
import { MemorySummaryId, UserId } from "../common/ids.js";
import type { MemorySummary } from "./memorySummary.js";
import { NewMemorySummary } from "./memorySummary.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { OptionalLimit } from "../storage/decodedPort.js";

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

/** How each `MemorySummaryRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const MemorySummaryRepositoryArguments: PortArguments<MemorySummaryRepositoryService> = {
  create: [UserId, NewMemorySummary],
  list: [UserId, OptionalLimit],
  getMany: [UserId, Schema.Array(MemorySummaryId).check(Schema.isMaxLength(1000))],
  delete: [UserId, MemorySummaryId],
};
