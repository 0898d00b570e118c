import type { Effect } from "effect";
import { Context } from "effect";
import type { StorageError } from "../common/errors.js";

export interface StorageHealthService {
  /**
   * Succeeds when the database accepts a write right now: it commits a write
   * that changes no data (a header field set to its own value, an assigned
   * transaction id). Fails with `StorageUnavailable` when the disk is full,
   * the database is read-only or cannot be reached.
   */
  readonly checkWritable: Effect.Effect<void, StorageError>;
}

/**
 * Whether the database can store writes, for health checks. Provided by each
 * storage adapter's layer beside its repositories (it is not one of
 * `StorageServices`: test doubles need not provide it).
 */
export class StorageHealth extends Context.Service<StorageHealth, StorageHealthService>()(
  "@lifeos/core/StorageHealth",
) {}
