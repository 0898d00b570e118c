/** The knowledge base: reading uploaded documents (parsing; ingestion jobs build on it). */
export * from "./parse/index.js";
