import { Context, Effect, Schema } from "effect";
import type { StorageError } from "../common/errors.js";
import { InvalidInput } from "../common/errors.js";
import { ChunkId, DocumentId, EntryId, MemoryId, MemorySummaryId, UserId } from "../common/ids.js";
import { decodeBatch, decodeInput, RequiredString } from "../common/validation.js";
import { ChunkSource, DateRangeQuery, KeywordQuery, NewChunk, VectorQuery } from "./chunk.js";
import type { Chunk, ChunkHit } from "./chunk.js";
import type { Page } from "../common/pagination.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { argumentsWith } from "../storage/decodedPort.js";
import { keysetOrder } from "../storage/keyset.js";

/** The new chunks of one source object, for `replaceMany`. */
export interface SourceChunks {
  readonly sourceId: string;
  readonly chunks: ReadonlyArray<NewChunk>;
}

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
   *
   * Precisely: `sourceId` must be the id of the user's journal entry,
   * document, memory or memory summary (per `source`), else `NotFound`
   * ("journalEntry", "document", "memory", "memorySummary"); a malformed id is `InvalidInput`. Ordinals must be
   * distinct and `endOffset ≥ startOffset` (`InvalidInput`). Two models in
   * the batch, or a model other than the one of the user's other chunks of
   * `source` (the chunks being replaced do not count), fail with `Conflict`;
   * a vector length other than the indexed one fails with `InvalidInput`. A
   * caller-chosen chunk id used elsewhere fails with `Conflict`. Chunks
   * without embedding are allowed (keyword search only). Returns the new
   * chunks by ordinal, `createdAt` the clock's now.
   */
  readonly replace: (
    userId: UserId,
    source: ChunkSource,
    sourceId: string,
    chunks: ReadonlyArray<NewChunk>,
  ) => Effect.Effect<ReadonlyArray<Chunk>, StorageError>;
  /**
   * `replace` for several source objects of one `source` in one transaction,
   * all or nothing: the items are applied in input order, each following
   * every rule of `replace` (ownership, ordinals, offsets, one model and
   * vector length, chunk ids) against the index as the items before it left
   * it, so the batch may not mix models either. A `sourceId` given
   * twice is `InvalidInput`; more than `Limits.batchItemsMax` items is
   * `PayloadTooLarge`. On any failure no item's chunks change. Returns the
   * new chunks per item, in input order, each by ordinal.
   */
  readonly replaceMany: (
    userId: UserId,
    source: ChunkSource,
    items: ReadonlyArray<SourceChunks>,
  ) => Effect.Effect<ReadonlyArray<ReadonlyArray<Chunk>>, StorageError>;
  /** Nothing to delete is not an error. */
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
   * recall ≥ 0.95). Chunks of other models are never compared. `score` is
   * the cosine similarity (stored vectors and sums may be float32: scores agree with
   * a float64 computation within 1e-5). A query vector whose length
   * differs from the indexed vectors of that model fails with `InvalidInput`.
   * Hits carry the chunk without its vector (`ChunkWithoutVector`, whose
   * `embeddingModel` is the query's model).
   */
  readonly searchVector: (userId: UserId, query: VectorQuery) => Effect.Effect<ReadonlyArray<ChunkHit>, StorageError>;
  /**
   * Full-text search, best first. Every word of the query is optional;
   * chunks matching more and rarer words rank higher. Handles English and
   * Portuguese (accents and stemming). An empty match is an empty list.
   *
   * Required of every adapter: case- and accent-insensitive matching
   * ("coracao" finds "coração" and the reverse); chunks matching more and
   * rarer query words rank higher (by BM25 rarity: one rare word may
   * outweigh several common ones); every score is
   * positive; punctuation and query-syntax characters of the backend (quotes,
   * `*`, `-`, `:`, parentheses, AND/OR/NOT) are plain text, never an error.
   * Stemming ("corri" vs "correr") is allowed but not required. Hits carry
   * the chunk without its vector (`ChunkWithoutVector`).
   */
  readonly searchKeyword: (userId: UserId, query: KeywordQuery) => Effect.Effect<ReadonlyArray<ChunkHit>, StorageError>;
  /**
   * Chunks with a date in range (`from`/`to` inclusive; undated chunks are
   * never listed), by date, then source id, then ordinal, all in `order`
   * (default "asc"), paginated (default 20 per page). In every search a
   * date bound excludes undated chunks.
   */
  readonly listByDateRange: (userId: UserId, query: DateRangeQuery) => Effect.Effect<Page<Chunk>, StorageError>;
  /** How many chunks the user has for `source`, and the embedding model indexed (null if none). */
  readonly stats: (
    userId: UserId,
    source: ChunkSource,
  ) => Effect.Effect<{ count: number; embeddingModel: string | null }, StorageError>;
}

export class ChunkIndex extends Context.Service<ChunkIndex, ChunkIndexService>()("@lifeos/core/ChunkIndex") {}

/** The id type of each source's objects: a chunk's `sourceId` given to `replace` or `replaceMany` is one of these. */
export const chunkSourceIds = {
  journal: EntryId,
  document: DocumentId,
  memory: MemoryId,
  memorySummary: MemorySummaryId,
} as const;

/** A `sourceId` looked up or deleted: any id-sized text (an id of no object of the user's matches nothing). */
const SourceIdText = RequiredString(500);

const decodeSourceId = (source: ChunkSource, sourceId: unknown) => Effect.map(decodeInput(chunkSourceIds[source], sourceId), String);

const SourceChunks = Schema.Struct({ sourceId: Schema.String, chunks: Schema.Array(NewChunk) });

/**
 * How each `ChunkIndex` method's arguments are decoded (see
 * `withDecodedArguments`). The search arguments are decoded as a whole by
 * their schemas; a vector is checked in one pass (`Vector`), never element by
 * element. `replace` and `replaceMany` check each source id as its source's
 * id type, and `replaceMany` that no source id is given twice.
 */
export const ChunkIndexArguments: PortArguments<ChunkIndexService> = {
  replace: argumentsWith(([userId, source, sourceId, chunks]) =>
    Effect.gen(function* () {
      const user = yield* decodeInput(UserId, userId);
      const kind = yield* decodeInput(ChunkSource, source);
      const batch = yield* decodeInput(Schema.Array(NewChunk), chunks);
      const id = yield* decodeSourceId(kind, sourceId);
      return [user, kind, id, batch] as const;
    }),
  ),
  replaceMany: argumentsWith(([userId, source, items]) =>
    Effect.gen(function* () {
      const user = yield* decodeInput(UserId, userId);
      const kind = yield* decodeInput(ChunkSource, source);
      const batch = yield* decodeBatch(SourceChunks, items);
      const sourceIds = yield* Effect.forEach(batch, (item) => decodeSourceId(kind, item.sourceId));
      if (new Set(sourceIds).size !== sourceIds.length)
        return yield* Effect.fail(new InvalidInput({ message: "A source id is given twice", field: "sourceId" }));
      return [user, kind, batch.map((item, index): SourceChunks => ({ sourceId: sourceIds[index]!, chunks: item.chunks }))] as const;
    }),
  ),
  deleteBySource: [UserId, ChunkSource, SourceIdText],
  clear: [UserId, ChunkSource],
  get: [UserId, ChunkId],
  listBySource: [UserId, ChunkSource, SourceIdText],
  searchVector: [UserId, VectorQuery],
  searchKeyword: [UserId, KeywordQuery],
  listByDateRange: [UserId, DateRangeQuery],
  stats: [UserId, ChunkSource],
};

/**
 * The order of `ChunkIndex.listByDateRange` (every key ascending or every key
 * descending): date, source id, ordinal; a source object's ordinals are
 * distinct, so the three keys identify a chunk of one user and source.
 */
export const chunkDateOrder = keysetOrder<Chunk>([
  { kind: "date", value: (chunk) => chunk.date },
  { kind: "text", value: (chunk) => chunk.sourceId },
  { kind: "integer", value: (chunk) => chunk.ordinal },
]);
