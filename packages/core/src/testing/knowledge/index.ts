import type { StorageContract } from "../storage/harness.js";
import { documentRepositoryContract } from "./DocumentRepository.contract.js";

/** The contracts of the knowledge domain's ports, in the order the suite runs them. */
export const knowledgeContracts: ReadonlyArray<StorageContract> = [documentRepositoryContract];

export * from "./BlobStore.contract.js";
