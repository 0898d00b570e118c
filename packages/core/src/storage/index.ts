/** What every storage adapter provides. */
export * from "./StorageServices.js";
export * from "./mergeStorage.js";
export * from "./StorageHealth.js";
