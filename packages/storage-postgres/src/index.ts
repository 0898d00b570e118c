/**
 * @lifeos/storage-postgres — every repository port of core on PostgreSQL
 * (drizzle-orm over postgres.js), with pgvector HNSW indexes for vector search
 * and English + Portuguese full-text search.
 *
 * ```ts
 * const storage = PostgresStorage.layer({ url: process.env.DATABASE_URL!, max: 10 });
 * ```
 */
export * as PostgresStorage from "./PostgresStorage.js";
export type { PostgresOptions } from "./PostgresOptions.js";
export { applyMigrations, migrationsFolder } from "./database/connect.js";
export { toStorageError } from "./database/errors.js";
export * as PostgresBlobStore from "./knowledge/PostgresBlobStore.js";
export type { PostgresBlobStoreOptions } from "./knowledge/PostgresBlobStore.js";
