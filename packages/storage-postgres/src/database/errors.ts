import type { StorageError } from "@lifeos/core";
import { Conflict, InternalError, InvalidInput, NotFound, StorageUnavailable, isLifeOsError } from "@lifeos/core";

/** What a failing statement was about, for a `NotFound` made from a foreign-key violation. */
export interface ErrorContext {
  readonly entity: string;
  readonly id: string;
}

const sqlStateOf = (error: unknown): string | undefined => {
  for (let current = error, depth = 0; current !== null && typeof current === "object" && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

const connectionCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECT_TIMEOUT", "CONNECTION_DESTROYED"]);

const nodeCodeOf = (error: unknown): string | undefined => {
  for (let current = error, depth = 0; current !== null && typeof current === "object" && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && connectionCodes.has(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/**
 * The one place driver failures become domain errors. Domain errors pass
 * through unchanged. Messages name the SQLSTATE or constraint, never row data.
 * A full disk (53100) is `StorageUnavailable` "full"; a database that cannot
 * be reached, is shutting down, is read-only, is out of resources or failed
 * to read or write its files (08…, 57P…, 25006, 53…, 58…) is
 * `StorageUnavailable` "unavailable", never a not-found or an internal error.
 */
export const toStorageError = (error: unknown, context?: ErrorContext): StorageError => {
  if (isLifeOsError(error)) return error as StorageError;
  const state = sqlStateOf(error);
  switch (state) {
    case "23505": {
      const constraint = (error as { cause?: { constraint_name?: string }; constraint_name?: string }).constraint_name ??
        (error as { cause?: { constraint_name?: string } }).cause?.constraint_name;
      return new Conflict({ message: `A row with this key already exists${constraint ? ` (${constraint})` : ""}` });
    }
    case "23503":
      return context ? NotFound.of(context.entity, context.id) : new InvalidInput({ message: "A referenced row does not exist" });
    case "22P02":
    case "22001":
    case "22003":
    case "22007":
    case "22008":
    case "23502":
    case "23514":
      return new InvalidInput({ message: `The database rejected a value (SQLSTATE ${state})` });
    case "40001":
    case "40P01":
    case "55P03":
    case "57014":
      return new InternalError({ message: `The database aborted the statement (SQLSTATE ${state})`, retryable: true });
    case "53100":
      return new StorageUnavailable({ reason: "full", message: "The database disk is full, so nothing was stored (SQLSTATE 53100)" });
    case undefined:
      break;
    default:
      if (state.startsWith("08") || state.startsWith("57P") || state.startsWith("53") || state.startsWith("58") || state === "25006") {
        return new StorageUnavailable({ reason: "unavailable", message: `The database cannot store or read right now (SQLSTATE ${state})` });
      }
      return new InternalError({ message: `Database error (SQLSTATE ${state})` });
  }
  const node = nodeCodeOf(error);
  if (node !== undefined) return new StorageUnavailable({ reason: "unavailable", message: `Cannot reach PostgreSQL (${node})` });
  return new InternalError({ message: "Unexpected database failure" });
};
