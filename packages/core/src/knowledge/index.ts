import type { DocumentRepository } from "./DocumentRepository.js";

/** The knowledge domain: documents, their parsing into pages and chunks, summaries, and stored files. */
export * from "./document.js";
export * from "./documentStatus.js";
export * from "./documentKind.js";
export * from "./parsedDocument.js";
export * from "./documentProblemCodes.js";
export * from "./documentUploadProblemCodes.js";
export * from "./DocumentUnreadable.js";
export * from "./DocumentParser.js";
export * from "./BlobStore.js";
export * from "./chunkDocument.js";
export * from "./toNewChunk.js";
export * from "./summarizeDocument.js";
export * from "./keyFigures.js";
export * from "./blobArguments.js";
export * from "./DocumentRepository.js";
export * from "./documentJobs.js";
export * from "./documentPassage.js";
export * from "./searchDocuments.js";
export * from "./tools/knowledgeOutputs.js";

/** The repositories of the knowledge domain. */
export type KnowledgeStorage = DocumentRepository;
