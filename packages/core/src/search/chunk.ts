import { Schema } from "effect";
import { ChunkId, UserId } from "../common/ids.js";
import { LocalDate } from "../common/time.js";
import { BoundedString, Limits, RequiredString, StorableText } from "../common/validation.js";

/** What a chunk was cut from. The chunk index serves all of them through one port. */
/** What a chunk is a piece of: a journal entry, a document, a memory, or a weekly summary of compressed memories. */
export const ChunkSource = Schema.Literals(["journal", "document", "memory", "memorySummary"]);
export type ChunkSource = typeof ChunkSource.Type;

const isVector = (input: unknown): input is ReadonlyArray<number> => {
  if (!Array.isArray(input) || input.length < 1 || input.length > Limits.vectorDimsMax) return false;
  for (const value of input) if (typeof value !== "number" || !Number.isFinite(value)) return false;
  return true;
};

/**
 * An embedding vector: 1 to `Limits.vectorDimsMax` finite numbers, checked in
 * one loop and passed through as given (a schema walk element by element
 * copies the array and costs ~70 KB of garbage and ~0.1 ms per 1536 numbers,
 * on every search). JSON-encoded as the plain array it is.
 */
export const Vector = Schema.declare(isVector, {
  expected: `an array of 1 to ${Limits.vectorDimsMax} finite numbers`,
});

/** A vector and the embedding model that produced it. Vectors of different models never mix. */
export const Embedding = Schema.Struct({
  model: RequiredString(200),
  vector: Vector,
});
export type Embedding = typeof Embedding.Type;

/** Most characters of a chunk's heading. */
export const chunkHeadingMax = 500;

/** The fields of a chunk other than its embedding. */
const chunkFields = {
  id: ChunkId,
  userId: UserId,
  source: ChunkSource,
  sourceId: Schema.String,
  ordinal: Schema.Int,
  text: RequiredString(Limits.chunkChars),
  startOffset: Schema.Int,
  endOffset: Schema.Int,
  date: Schema.NullOr(LocalDate),
  pageStart: Schema.NullOr(Schema.Int),
  pageEnd: Schema.NullOr(Schema.Int),
  heading: Schema.NullOr(BoundedString(chunkHeadingMax)),
  tokenCount: Schema.Int,
  createdAt: Schema.Date,
};

/**
 * A searchable piece of text. `text` equals the source text between
 * `startOffset` and `endOffset`. Journal chunks carry the entry's date;
 * document chunks carry page numbers and the nearest heading above them
 * (null before a document's first heading, and for chunks indexed before
 * headings were kept).
 */
export const Chunk = Schema.Struct({ ...chunkFields, embedding: Schema.NullOr(Embedding) });
export type Chunk = typeof Chunk.Type;

/**
 * A chunk as searches return it: every field of `Chunk` except the vector.
 * `embeddingModel` is the model of the chunk's embedding (`null` for a chunk
 * without one). Callers that need the vector read the chunk with
 * `ChunkIndex.get` or `listBySource`.
 */
export const ChunkWithoutVector = Schema.Struct({ ...chunkFields, embeddingModel: Schema.NullOr(Embedding.fields.model) });
export type ChunkWithoutVector = typeof ChunkWithoutVector.Type;

/** The chunk as a search hit carries it: without its vector. */
export const withoutVector = ({ embedding, ...chunk }: Chunk): ChunkWithoutVector => ({ ...chunk, embeddingModel: embedding?.model ?? null });

export const NewChunk = Schema.Struct({
  id: Schema.optional(ChunkId),
  ordinal: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  text: RequiredString(Limits.chunkChars),
  startOffset: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  endOffset: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  date: Schema.optional(Schema.NullOr(LocalDate)),
  pageStart: Schema.optional(Schema.NullOr(Schema.Int)),
  pageEnd: Schema.optional(Schema.NullOr(Schema.Int)),
  heading: Schema.optional(Schema.NullOr(BoundedString(chunkHeadingMax))),
  tokenCount: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  embedding: Schema.optional(Schema.NullOr(Embedding)),
});
export type NewChunk = typeof NewChunk.Type;

/** Optional filters shared by every chunk search. Dates are inclusive. */
export const ChunkFilter = Schema.Struct({
  source: ChunkSource,
  from: Schema.optional(LocalDate),
  to: Schema.optional(LocalDate),
  sourceIds: Schema.optional(Schema.Array(StorableText)),
});
export type ChunkFilter = typeof ChunkFilter.Type;

export const VectorQuery = Schema.Struct({
  ...ChunkFilter.fields,
  embedding: Embedding,
  k: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1000 })),
});
export type VectorQuery = typeof VectorQuery.Type;

export const KeywordQuery = Schema.Struct({
  ...ChunkFilter.fields,
  query: RequiredString(2000),
  k: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1000 })),
});
export type KeywordQuery = typeof KeywordQuery.Type;

export const DateRangeQuery = Schema.Struct({
  ...ChunkFilter.fields,
  order: Schema.optional(Schema.Literals(["asc", "desc"])),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1000 }))),
  cursor: Schema.optional(StorableText),
});
export type DateRangeQuery = typeof DateRangeQuery.Type;

/**
 * A search result: the chunk without its vector (see `ChunkWithoutVector`).
 * For vector search `score` is cosine similarity (higher is closer, at most
 * 1); for keyword search it is a relevance score where higher is better (bm25
 * or ts_rank, not comparable across adapters).
 */
export interface ChunkHit {
  readonly chunk: ChunkWithoutVector;
  readonly score: number;
}
