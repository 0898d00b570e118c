import type { ChunkIndex } from "./ChunkIndex.js";

/**
 * The shared search domain: chunks of searchable text (of entries, documents
 * and memories), the chunk index, keyword terms, question reading, and the
 * hybrid search every domain's search calls.
 */
export * from "./chunk.js";
export * from "./newChunkRecord.js";
export * from "./ChunkIndex.js";
export * from "./chunker.js";
export * from "./cosine.js";
export * from "./rrf.js";
export { foldAccents } from "./foldAccents.js";
export { foldForMatch } from "./foldForMatch.js";
export { portugueseSpelling, stopWords } from "./stopWords.js";
export * from "./keywordTerms.js";
export * from "./dateCues.js";
export * from "./analyseQuery.js";
export * from "./hybridSearch.js";
export type { Concept } from "./concepts.js";
export { relatedWords, broaderWords, phraseRelatedWords, sameWords, withSameWords, narrowerTopics, isTopicWord, maxAlternatives } from "./relatedWords.js";
export { nicknamesOf } from "./nicknames.js";
export { endingApart } from "./wordEndings.js";

/** The repositories of the search domain. */
export type SearchStorage = ChunkIndex;
