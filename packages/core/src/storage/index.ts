/** What every storage adapter provides. */
export * from "./StorageServices.js";
export * from "./mergeStorage.js";
export * from "./StorageHealth.js";
export * from "./decodedPort.js";
export * from "./keyset.js";
