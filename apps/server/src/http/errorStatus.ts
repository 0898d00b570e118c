import type { ErrorCode } from "@lifeos/core";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one map from error code to HTTP status (DESIGN.md, "Error codes"). */
export const errorStatus: Readonly<Record<ErrorCode, ContentfulStatusCode>> = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  TOOL_NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  THREAD_NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  MISSING_API_KEY: 400,
  PROVIDER_ERROR: 502,
  TIMEOUT: 504,
  TOOL_EXECUTION_FAILED: 500,
  INTERNAL_ERROR: 500,
  INSUFFICIENT_STORAGE: 507,
  STORAGE_UNAVAILABLE: 503,
};
