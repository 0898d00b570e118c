export * from "./BlobStore.contract.js";
export * as InMemoryBlobStore from "./InMemoryBlobStore.js";
