import type { DocumentRepository } from "./DocumentRepository.js";

/** Uploaded documents. */
export * from "./document.js";
export * from "./DocumentRepository.js";

/** The repositories of the knowledge domain. */
export type KnowledgeStorage = DocumentRepository;
