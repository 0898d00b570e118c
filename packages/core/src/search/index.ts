import type { ChunkIndex } from "./ChunkIndex.js";

/** Chunks of searchable text (of entries, documents and memories), the chunk index, and rank fusion. */
export * from "./chunk.js";
export * from "./newChunkRecord.js";
export * from "./ChunkIndex.js";
export * from "./chunker.js";
export * from "./cosine.js";
export * from "./rrf.js";

/** The repositories of the search domain. */
export type SearchStorage = ChunkIndex;
