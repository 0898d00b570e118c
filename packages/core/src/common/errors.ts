import { Schema } from "effect";

/** The stable error codes of DESIGN.md, spelled once for server, stream and web. */
export const ErrorCode = Schema.Literals([
  "INVALID_INPUT",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "TOOL_NOT_ALLOWED",
  "NOT_FOUND",
  "THREAD_NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "MISSING_API_KEY",
  "PROVIDER_ERROR",
  "TIMEOUT",
  "TOOL_EXECUTION_FAILED",
  "INTERNAL_ERROR",
  "INSUFFICIENT_STORAGE",
  "STORAGE_UNAVAILABLE",
]);
export type ErrorCode = typeof ErrorCode.Type;

/** Input failed validation: malformed id, empty required field, bad enum value, out-of-range number. */
export class InvalidInput extends Schema.TaggedError<InvalidInput>()("InvalidInput", {
  message: Schema.String,
  field: Schema.optional(Schema.String),
}) {
  readonly code = "INVALID_INPUT" as const;
}

/** The caller is not authenticated or its token is unknown or revoked. */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", {
  message: Schema.String,
}) {
  readonly code = "UNAUTHORIZED" as const;
}

/**
 * The request came from somewhere this server does not trust: a page of
 * another origin, or a Host name it does not serve (DNS rebinding).
 */
export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", {
  message: Schema.String,
}) {
  readonly code = "FORBIDDEN" as const;
}

/** A tool outside the thread's allowlist was requested. */
export class ToolNotAllowed extends Schema.TaggedError<ToolNotAllowed>()("ToolNotAllowed", {
  message: Schema.String,
  tool: Schema.String,
}) {
  readonly code = "TOOL_NOT_ALLOWED" as const;
}

/**
 * No row with this id exists for this user. Rows of other users are reported
 * exactly like missing rows, so existence never leaks across users.
 */
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", {
  message: Schema.String,
  entity: Schema.String,
  id: Schema.String,
}) {
  get code(): "NOT_FOUND" | "THREAD_NOT_FOUND" {
    return this.entity === "thread" ? "THREAD_NOT_FOUND" : "NOT_FOUND";
  }
  static of(entity: string, id: string): NotFound {
    return new NotFound({ entity, id, message: `${entity} ${id} not found` });
  }
}

/** The write conflicts with existing state (duplicate key, mixed embedding models). */
export class Conflict extends Schema.TaggedError<Conflict>()("Conflict", {
  message: Schema.String,
}) {
  readonly code = "CONFLICT" as const;
}

/** A text or body exceeds its documented bound. */
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()("PayloadTooLarge", {
  message: Schema.String,
  limit: Schema.Number,
}) {
  readonly code = "PAYLOAD_TOO_LARGE" as const;
}

/** A request body of a type the route does not read (JSON, or multipart for uploads). */
export class UnsupportedMediaType extends Schema.TaggedError<UnsupportedMediaType>()("UnsupportedMediaType", {
  message: Schema.String,
}) {
  readonly code = "UNSUPPORTED_MEDIA_TYPE" as const;
}

/** Too many requests, from a client or reported by a provider. */
export class RateLimited extends Schema.TaggedError<RateLimited>()("RateLimited", {
  message: Schema.String,
  retryAfterMs: Schema.optional(Schema.Number),
}) {
  readonly code = "RATE_LIMITED" as const;
}

/** A model provider needs an API key and none is configured. */
export class MissingApiKey extends Schema.TaggedError<MissingApiKey>()("MissingApiKey", {
  message: Schema.String,
}) {
  readonly code = "MISSING_API_KEY" as const;
}

/** A model or embedding provider failed. `retryable` is true for transient failures. */
export class ProviderError extends Schema.TaggedError<ProviderError>()("ProviderError", {
  message: Schema.String,
  status: Schema.optional(Schema.Number),
  retryable: Schema.Boolean,
  retryAfterMs: Schema.optional(Schema.Number),
}) {
  readonly code = "PROVIDER_ERROR" as const;
}

/** An operation ran past its deadline. */
export class Timeout extends Schema.TaggedError<Timeout>()("Timeout", {
  message: Schema.String,
}) {
  readonly code = "TIMEOUT" as const;
}

/** A tool failed while running. Inside a run the model sees it; it never ends the run. */
export class ToolExecutionFailed extends Schema.TaggedError<ToolExecutionFailed>()("ToolExecutionFailed", {
  message: Schema.String,
  tool: Schema.String,
}) {
  readonly code = "TOOL_EXECUTION_FAILED" as const;
}

/** An unexpected failure (a driver error, a broken invariant). Its message never carries user text. */
export class InternalError extends Schema.TaggedError<InternalError>()("InternalError", {
  message: Schema.String,
  retryable: Schema.optional(Schema.Boolean),
}) {
  readonly code = "INTERNAL_ERROR" as const;
}

/**
 * The database could not store a write (or cannot be reached): the disk is
 * full (`reason: "full"`, INSUFFICIENT_STORAGE) or the database failed to
 * write or answer (`"unavailable"`, STORAGE_UNAVAILABLE). Nothing of the
 * failed operation was stored; retrying once the cause is gone may succeed.
 */
export class StorageUnavailable extends Schema.TaggedError<StorageUnavailable>()("StorageUnavailable", {
  message: Schema.String,
  reason: Schema.Literals(["full", "unavailable"]),
}) {
  get code(): "INSUFFICIENT_STORAGE" | "STORAGE_UNAVAILABLE" {
    return this.reason === "full" ? "INSUFFICIENT_STORAGE" : "STORAGE_UNAVAILABLE";
  }
}

/** Every domain error. Each carries a stable `code`. */
export type LifeOsError =
  | InvalidInput
  | Unauthorized
  | Forbidden
  | ToolNotAllowed
  | NotFound
  | Conflict
  | PayloadTooLarge
  | UnsupportedMediaType
  | RateLimited
  | MissingApiKey
  | ProviderError
  | Timeout
  | ToolExecutionFailed
  | InternalError
  | StorageUnavailable;

/** Errors a repository method may fail with. */
export type StorageError = InvalidInput | NotFound | Conflict | PayloadTooLarge | InternalError | StorageUnavailable;

const errorTags = new Set([
  "InvalidInput",
  "Unauthorized",
  "Forbidden",
  "ToolNotAllowed",
  "NotFound",
  "Conflict",
  "PayloadTooLarge",
  "UnsupportedMediaType",
  "RateLimited",
  "MissingApiKey",
  "ProviderError",
  "Timeout",
  "ToolExecutionFailed",
  "InternalError",
  "StorageUnavailable",
]);

/** True for any domain error defined here. */
export const isLifeOsError = (value: unknown): value is LifeOsError =>
  typeof value === "object" && value !== null && errorTags.has((value as { _tag?: string })._tag ?? "");

/** Whether retrying the same request may succeed. */
export const isRetryable = (error: LifeOsError): boolean =>
  error._tag === "RateLimited" ||
  error._tag === "Timeout" ||
  error._tag === "StorageUnavailable" ||
  (error._tag === "ProviderError" && error.retryable) ||
  (error._tag === "InternalError" && error.retryable === true);

/** The `{ code, message }` body sent to clients for any failure. */
export const toErrorBody = (error: unknown): { code: ErrorCode; message: string } =>
  isLifeOsError(error)
    ? { code: error.code, message: error.message }
    : { code: "INTERNAL_ERROR", message: "Internal error" };
