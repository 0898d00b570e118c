/** The shared search domain: keyword terms, question reading, fusion, and hybrid search. */
export * from "./cosine.js";
export * from "./rrf.js";
export { foldAccents } from "./foldAccents.js";
export { stopWords } from "./stopWords.js";
export * from "./keywordTerms.js";
export * from "./dateCues.js";
export * from "./analyseQuery.js";
export * from "./hybridSearch.js";
