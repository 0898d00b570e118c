/**
 * @lifeos/storage-sqlite — every repository port of core over one SQLite file:
 * drizzle-orm with better-sqlite3, exact vector search over int8 codes
 * (a WebAssembly SIMD kernel; sqlite-vec for scopes beyond the memory
 * budget), keyword search with FTS5. Nothing is wired on import; the server picks
 * `SqliteStorage.layer({ filename })`.
 */
export * as SqliteStorage from "./SqliteStorage.js";
export type { SqliteStorageOptions } from "./SqliteStorage.js";
export * as FileBlobStore from "./knowledge/FileBlobStore.js";
export type { FileBlobStoreOptions } from "./knowledge/FileBlobStore.js";
