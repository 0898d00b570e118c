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
export { applyMigrations, migrationsFolder } from "./connect.js";
export { toStorageError } from "./errors.js";
export * from "./knowledge/index.js";
