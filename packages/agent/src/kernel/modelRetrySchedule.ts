import type { ModelError } from "@lifeos/core";
import { isRetryable } from "@lifeos/core";

/**
 * The wait before retry `attempt` (1 = first retry), or null when the error
 * must not be retried: Retry-After when the provider sent it (capped),
 * otherwise exponential backoff from `baseMs`.
 */
export const retryDelay = (error: ModelError, attempt: number, baseMs: number, maxMs: number): number | null => {
  if (!isRetryable(error)) return null;
  const after = "retryAfterMs" in error ? error.retryAfterMs : undefined;
  if (after !== undefined) return Math.min(after, maxMs);
  return Math.min(baseMs * 2 ** (attempt - 1), maxMs);
};
