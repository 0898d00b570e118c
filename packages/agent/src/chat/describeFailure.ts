import type { ErrorCode } from "@lifeos/core";
import { isLifeOsError, isRetryable } from "@lifeos/core";

/** The error code, client-safe message and retry hint of a failure that ends a run. */
export const describeFailure = (error: unknown): { code: ErrorCode; message: string; retryable: boolean } =>
  isLifeOsError(error)
    ? { code: error.code, message: error.message, retryable: isRetryable(error) }
    : { code: "INTERNAL_ERROR", message: "Internal error", retryable: false };
