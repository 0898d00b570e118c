import { Conflict, InternalError, isLifeOsError, NotFound, StorageUnavailable } from "@lifeos/core";
import type { StorageError } from "@lifeos/core";

const driverCode = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "string"
    ? (error as { code: string }).code
    : undefined;

/**
 * The one place where failures inside the adapter become domain errors.
 * Domain errors thrown on purpose pass through; a uniqueness violation is a
 * `Conflict`; a write for a user that does not exist is `NotFound` ("user"); a lock held too long is a
 * retryable `InternalError`; a full disk or database (`SQLITE_FULL`) and a
 * failed read or write of the file (`SQLITE_IOERR…`, read-only, cannot open,
 * corrupt) are `StorageUnavailable` (nothing of the write was stored);
 * anything else is an `InternalError` whose message
 * names only the driver's error code, never user text.
 */
export const toStorageError = (error: unknown): StorageError => {
  if (isLifeOsError(error)) {
    switch (error._tag) {
      case "InvalidInput":
      case "NotFound":
      case "Conflict":
      case "PayloadTooLarge":
      case "InternalError":
      case "StorageUnavailable":
        return error;
      default:
        return new InternalError({ message: `Unexpected ${error._tag} in storage` });
    }
  }
  const code = driverCode(error);
  switch (code) {
    case "SQLITE_CONSTRAINT_UNIQUE":
    case "SQLITE_CONSTRAINT_PRIMARYKEY":
      return new Conflict({ message: "A record with the same key already exists" });
    case "SQLITE_CONSTRAINT_FOREIGNKEY":
      // Every reference the adapter does not check first is the owning user.
      return new NotFound({ entity: "user", id: "unknown", message: "user not found" });
    case "SQLITE_BUSY":
    case "SQLITE_BUSY_SNAPSHOT":
    case "SQLITE_BUSY_TIMEOUT":
    case "SQLITE_LOCKED":
      return new InternalError({ message: `Database is busy (${code})`, retryable: true });
    case "SQLITE_FULL":
      return new StorageUnavailable({ reason: "full", message: "The database is full: the disk has no room for this write, so nothing was stored" });
    default:
      if (code !== undefined && /^SQLITE_(IOERR|READONLY|CANTOPEN|CORRUPT|NOTADB|PROTOCOL)/.test(code)) {
        return new StorageUnavailable({ reason: "unavailable", message: `The database could not be written or read (${code}), so nothing was stored` });
      }
      return new InternalError({ message: code ? `Storage failure (${code})` : "Storage failure" });
  }
};
