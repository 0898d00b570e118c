import { Context } from "effect";
import { DocumentRepository } from "../../knowledge/DocumentRepository.js";
import type { KnowledgeStorage } from "../../knowledge/index.js";
import type { StorageContract } from "../storage/harness.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { documentRepositoryContract } from "./DocumentRepository.contract.js";
import { makeDocumentRepository } from "./InMemoryDocumentRepository.js";

/** The contracts of the knowledge domain's ports, in the order the suite runs them. */
export const knowledgeContracts: ReadonlyArray<StorageContract> = [documentRepositoryContract];

/** The knowledge domain's repositories over the in-memory tables. */
export const inMemoryKnowledgeStorage = (store: MemoryStore): Context.Context<KnowledgeStorage> =>
  Context.make(DocumentRepository, makeDocumentRepository(store));
export * from "./BlobStore.contract.js";
export * as InMemoryBlobStore from "./InMemoryBlobStore.js";
