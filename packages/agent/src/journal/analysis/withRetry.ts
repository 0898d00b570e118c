import { isRetryable } from "@lifeos/core";
import type { LifeOsError } from "@lifeos/core";
import { Effect } from "effect";

export interface RetryOptions {
  /** Attempts in all, the first included. Default 4. */
  readonly attempts?: number;
  /** Delay before the second attempt; doubled each time, capped at 30 s. Default 500 ms. */
  readonly baseDelayMs?: number;
}

const retryAfter = (error: unknown): number | undefined =>
  typeof error === "object" && error !== null && "retryAfterMs" in error && typeof error.retryAfterMs === "number"
    ? error.retryAfterMs
    : undefined;

const retryable = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "_tag" in error && isRetryable(error as LifeOsError);

/**
 * Runs `effect`, retrying transient failures (rate limits, timeouts,
 * retryable provider errors) with exponential backoff that honours a
 * provider's `retryAfterMs`. Other failures pass through at once.
 */
export const withRetry = <A, E, R>(effect: Effect.Effect<A, E, R>, options: RetryOptions = {}): Effect.Effect<A, E, R> => {
  const attempts = options.attempts ?? 4;
  const base = options.baseDelayMs ?? 500;
  const attempt = (index: number): Effect.Effect<A, E, R> =>
    effect.pipe(
      Effect.catch((error: E) => {
        if (index + 1 >= attempts || !retryable(error)) return Effect.fail(error);
        const delay = Math.max(retryAfter(error) ?? 0, Math.min(30_000, base * 2 ** index));
        return Effect.sleep(delay).pipe(Effect.andThen(attempt(index + 1)));
      }),
    );
  return attempt(0);
};
