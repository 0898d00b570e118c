import type { Effect } from "effect";
import { Context, Schema } from "effect";
import type { StorageError } from "../common/errors.js";
import type { UserId } from "../common/ids.js";

/**
 * The name of a blob within its user's space: 1 to 200 characters of ASCII
 * letters, digits, `.`, `_` and `-`, starting with a letter or digit (so
 * never `.` or `..`, never a path). A document's file is kept under its
 * document id.
 */
export const BlobKey = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter(
      (value: string) =>
        /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(value) ||
        "must be 1 to 200 letters, digits, '.', '_' or '-', starting with a letter or digit",
    ),
  ),
  Schema.brand("BlobKey"),
);
export type BlobKey = typeof BlobKey.Type;

/** What a stored blob is: its key and its size in bytes. */
export interface BlobInfo {
  readonly key: BlobKey;
  readonly byteSize: number;
}

/** A stored blob with its bytes (a copy the caller owns). */
export interface StoredBlob extends BlobInfo {
  readonly bytes: Uint8Array;
}

/**
 * Original files, kept by user and key (a directory on disk for one machine,
 * a table when several servers share a database).
 *
 * Rules every adapter follows (the contract in "@lifeos/core/testing" checks them):
 * - Every method acts within one user's space: no method reads, lists or
 *   deletes another user's blob, whatever key it is given. A malformed user id
 *   or key fails with `InvalidInput`; a key never becomes a path unchecked.
 * - Writes are atomic: a reader sees the previous bytes or the new ones,
 *   never a part; a failed write leaves the previous blob as it was.
 * - Bytes round-trip exactly, the empty blob included.
 */
export interface BlobStoreService {
  /**
   * Stores `bytes` under `key`, replacing any blob with that key. More bytes
   * than the store's bound (an adapter option, `documentBytesMax` by default)
   * fail with `PayloadTooLarge`. A store backed by the database may fail with
   * `NotFound` ("user") for a user it does not know.
   */
  readonly put: (userId: UserId, key: string, bytes: Uint8Array) => Effect.Effect<BlobInfo, StorageError>;
  /** The blob's bytes; `NotFound` ("blob") when the user has no blob with this key. */
  readonly get: (userId: UserId, key: string) => Effect.Effect<StoredBlob, StorageError>;
  /** Removes the blob. Nothing to delete is not an error. */
  readonly delete: (userId: UserId, key: string) => Effect.Effect<void, StorageError>;
  /** Removes every blob of the user (when the user is deleted). Nothing to delete is not an error. */
  readonly deleteAll: (userId: UserId) => Effect.Effect<void, StorageError>;
}

export class BlobStore extends Context.Service<BlobStore, BlobStoreService>()("@lifeos/core/BlobStore") {}
