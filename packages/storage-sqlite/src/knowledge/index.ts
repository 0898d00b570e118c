export * as FileBlobStore from "./FileBlobStore.js";
export type { FileBlobStoreOptions } from "./FileBlobStore.js";
