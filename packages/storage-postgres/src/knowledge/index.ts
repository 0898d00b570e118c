export * as PostgresBlobStore from "./PostgresBlobStore.js";
export type { PostgresBlobStoreOptions } from "./PostgresBlobStore.js";
