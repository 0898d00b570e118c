/** Ingestion: reading a stored document into the chunk index, as a background job. */
export * from "./processDocument.js";
export * from "./knowledgeProcessHandler.js";
