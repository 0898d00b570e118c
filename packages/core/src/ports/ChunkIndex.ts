import type { Effect } from "effect";
import { Context } from "effect";
import type { StorageError } from "../errors.js";
import type { ChunkId, UserId } from "../ids.js";
import type {
  Chunk,
  ChunkHit,
  ChunkSource,
  DateRangeQuery,
  KeywordQuery,
  NewChunk,
  VectorQuery,
} from "../journal/chunk.js";
import type { Page } from "../pagination.js";

/**
 * The searchable text of journal entries, documents and memories, shared by
 * all three through `source`.
 */
export interface ChunkIndexService {
  /**
   * Replaces every chunk of `(source, sourceId)` with `chunks` in one
   * transaction: on any failure the previous chunks stay as they were.
   * Fails with `Conflict` when an embedding's model differs from the model
   * already indexed for this user and source (the index never mixes models),
   * and with `InvalidInput` when vectors in the batch differ in length.
   */
  readonly replace: (
    userId: UserId,
    source: ChunkSource,
    sourceId: string,
    chunks: ReadonlyArray<NewChunk>,
  ) => Effect.Effect<ReadonlyArray<Chunk>, StorageError>;
  readonly deleteBySource: (userId: UserId, source: ChunkSource, sourceId: string) => Effect.Effect<void, StorageError>;
  /** Deletes every chunk of `source` for the user (before re-embedding with another model). */
  readonly clear: (userId: UserId, source: ChunkSource) => Effect.Effect<void, StorageError>;
  readonly get: (userId: UserId, id: ChunkId) => Effect.Effect<Chunk, StorageError>;
  /** Chunks of one source object, by ordinal. */
  readonly listBySource: (userId: UserId, source: ChunkSource, sourceId: string) => Effect.Effect<ReadonlyArray<Chunk>, StorageError>;
  /**
   * The `k` chunks closest to the query vector by cosine similarity, best
   * first, ties broken by id; exactly the brute-force top-k over the user's
   * chunks embedded with the same model (an approximate index must reach
   * recall ≥ 0.95). Chunks of other models are never compared.
   */
  readonly searchVector: (userId: UserId, query: VectorQuery) => Effect.Effect<ReadonlyArray<ChunkHit>, StorageError>;
  /**
   * Full-text search, best first. Every word of the query is optional;
   * chunks matching more and rarer words rank higher. Handles English and
   * Portuguese (accents and stemming). An empty match is an empty list.
   */
  readonly searchKeyword: (userId: UserId, query: KeywordQuery) => Effect.Effect<ReadonlyArray<ChunkHit>, StorageError>;
  /** Chunks with a date in range, by date (then source id, ordinal), paginated. */
  readonly listByDateRange: (userId: UserId, query: DateRangeQuery) => Effect.Effect<Page<Chunk>, StorageError>;
  /** How many chunks the user has for `source`, and the embedding model indexed (null if none). */
  readonly stats: (
    userId: UserId,
    source: ChunkSource,
  ) => Effect.Effect<{ count: number; embeddingModel: string | null }, StorageError>;
}

export class ChunkIndex extends Context.Service<ChunkIndex, ChunkIndexService>()("@lifeos/core/ChunkIndex") {}
