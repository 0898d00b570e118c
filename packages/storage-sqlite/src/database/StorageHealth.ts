import { statfsSync } from "node:fs";
import { dirname } from "node:path";
import type { StorageHealthService } from "@lifeos/core";
import { StorageUnavailable } from "@lifeos/core";
import { Effect } from "effect";
import type { SqliteContext } from "./SqliteContext.js";
import { attempt } from "./SqliteContext.js";

/** Below this much free space on the database's file system, the database counts as full. */
export const minimumFreeBytes = 1024 * 1024;

const freeBytes = (filename: string): number | null => {
  if (filename === "" || filename === ":memory:") return null;
  try {
    const stats = statfsSync(dirname(filename));
    return Number(stats.bavail) * Number(stats.bsize);
  } catch {
    return null;
  }
};

/**
 * The write probe on SQLite. A file system with less than `minimumFreeBytes`
 * free is full (a write into WAL space already allocated could still pass, so
 * a trial write alone would not tell). Otherwise it sets the header's
 * `user_version` to its own value, which commits one page (the migrations
 * never use that field): a read-only or failing file fails with
 * `SQLITE_READONLY` / `SQLITE_IOERR`, mapped to `StorageUnavailable`.
 */
export const makeStorageHealth = (context: SqliteContext): StorageHealthService => ({
  checkWritable: Effect.suspend(() => {
    const free = freeBytes(context.client.name);
    if (free !== null && free < minimumFreeBytes) {
      return Effect.fail(
        new StorageUnavailable({ reason: "full", message: "The disk of the database is full: writes are refused" }),
      );
    }
    return attempt(() => {
      const version = Number(context.client.pragma("user_version", { simple: true }));
      context.client.pragma(`user_version = ${Number.isSafeInteger(version) ? version : 0}`);
    });
  }),
});
