/**
 * Test support of the SQLite adapter for other projects' tests: the whole
 * storage on a fresh in-memory database. Import from
 * "@lifeos/storage-sqlite/testing", from test files only; the agent's and
 * the tools' sources never import a storage package.
 */
export * as SqliteTestStorage from "./SqliteTestStorage.js";
