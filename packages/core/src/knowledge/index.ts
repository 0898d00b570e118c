/** The knowledge domain: documents, their parsing into pages and chunks, summaries, and stored files. */
export * from "./document.js";
export * from "./documentStatus.js";
export * from "./documentKind.js";
export * from "./BlobStore.js";
export * from "./blobArguments.js";
