import type { StorageHealthService } from "@lifeos/core";
import { Effect } from "effect";
import type { Database } from "./Database.js";
import { query } from "./Database.js";

/**
 * The write probe on PostgreSQL: a transaction that takes a transaction id
 * (`txid_current()`), which a read-only server or session refuses (25006) and
 * whose commit goes through the WAL. Failures map to `StorageUnavailable`.
 */
export const makeStorageHealth = (database: Database): StorageHealthService => ({
  checkWritable: Effect.asVoid(query(() => database.sql.begin((sql) => sql`SELECT txid_current()`))),
});
