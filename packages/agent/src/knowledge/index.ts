/** The knowledge base: reading uploaded documents (parsing), ingesting them (jobs) and the offline skill. */
export * from "./parse/index.js";
export * from "./ingest/index.js";
export * from "./offline/index.js";
export { sampleDocumentPrefix, sampleDocuments, type SampleDocument } from "./sample/sampleDocuments.js";
