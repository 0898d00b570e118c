import Database from "better-sqlite3";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { fileURLToPath } from "node:url";
import * as sqliteVec from "sqlite-vec";
import { acknowledgedWrites } from "./acknowledgedWrites.js";
import { prepareDatabaseFile, privateCompanions } from "./privateFiles.js";

/** Drizzle over the connection; each domain's tables are in its `schema.ts`. */
export type DrizzleDatabase = BetterSQLite3Database;

export interface OpenDatabaseOptions {
  /** Path of the database file (created when missing). `:memory:` works for throwaway use. */
  readonly filename: string;
  /** How long a writer waits for another connection's lock before failing (default 5000 ms). */
  readonly busyTimeoutMs?: number;
}

/** An open connection: the raw driver (for virtual tables) and drizzle over the same connection. */
export interface OpenDatabase {
  readonly client: Database.Database;
  readonly db: DrizzleDatabase;
}

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** The connection's settings: WAL, a busy timeout, foreign keys, memory-mapped reads, sqlite-vec. */
const configure = (client: Database.Database, busyTimeoutMs: number | undefined): void => {
  client.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs ?? 5000))}`);
  client.pragma("journal_mode = WAL");
  client.pragma("synchronous = NORMAL");
  client.pragma("foreign_keys = ON");
  // Vector scans read every vector of a user; let SQLite map the file instead of copying pages.
  client.pragma("mmap_size = 1073741824");
  client.pragma("cache_size = -65536");
  sqliteVec.load(client);
};

/**
 * Opens the file (created private: see `prepareDatabaseFile`) in WAL mode
 * with a busy timeout and foreign keys on, loads sqlite-vec, and applies
 * pending migrations (a no-op when up to date).
 * Statements that write report a failed write (see `acknowledgedWrites`).
 * Throws the driver's error; callers map it.
 */
export const openDatabase = (options: OpenDatabaseOptions): OpenDatabase => {
  prepareDatabaseFile(options.filename);
  const client = acknowledgedWrites(new Database(options.filename));
  try {
    configure(client, options.busyTimeoutMs);
    const db = drizzle(client);
    migrate(db, { migrationsFolder });
    privateCompanions(options.filename);
    return { client, db };
  } catch (error) {
    client.close();
    throw error;
  }
};

/**
 * A private in-memory database holding a copy of `image` (the bytes of
 * `client.serialize()`, such as a freshly migrated database), set up as
 * `openDatabase` sets up a file. No migration runs: the image must be
 * up to date. Throws the driver's error.
 */
export const openDatabaseImage = (image: Buffer): OpenDatabase => {
  const client = acknowledgedWrites(new Database(image));
  try {
    configure(client, undefined);
    return { client, db: drizzle(client) };
  } catch (error) {
    client.close();
    throw error;
  }
};
