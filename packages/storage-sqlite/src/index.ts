/**
 * @lifeos/storage-sqlite — every repository port of core over one SQLite file:
 * drizzle-orm with better-sqlite3, vector search with sqlite-vec, keyword
 * search with FTS5. Nothing is wired on import; the server picks
 * `SqliteStorage.layer({ filename })`.
 */
export * as SqliteStorage from "./SqliteStorage.js";
export type { SqliteStorageOptions } from "./SqliteStorage.js";
