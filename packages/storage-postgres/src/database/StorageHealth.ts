import type { StorageHealthService } from "@lifeos/core";
import { Effect } from "effect";
import type { Database } from "./Database.js";
import { query } from "./Database.js";

/**
 * The write probe on PostgreSQL: a transaction that runs an UPDATE matching
 * no row (a read-only server or session refuses it: 25006) and takes a
 * transaction id (`txid_current()`), so its commit is flushed to the WAL.
 * Failures map to `StorageUnavailable`.
 */
export const makeStorageHealth = (database: Database): StorageHealthService => ({
  checkWritable: Effect.asVoid(query(() => database.sql.begin(async (sql) => {
      await sql`UPDATE users SET id = id WHERE false`;
      return sql`SELECT txid_current()`;
    }))),
});
