/**
 * Embedding lengths with their own HNSW index. Vectors of any other length
 * (up to core's bound of 4096) are stored and searched exactly, without an index.
 * pgvector indexes `vector` up to 2000 dimensions; longer vectors are indexed
 * as `halfvec` (16-bit floats), and results are re-ranked with full precision.
 */
export const indexedDimensions = [100, 256, 384, 512, 768, 1024, 1536, 3072] as const;

/** The pgvector type an indexed length is cast to: `vector` up to 2000, else `halfvec`. */
export const indexTypeOf = (dims: number): "vector" | "halfvec" => (dims <= 2000 ? "vector" : "halfvec");

export const isIndexedDimension = (dims: number): boolean => (indexedDimensions as ReadonlyArray<number>).includes(dims);
