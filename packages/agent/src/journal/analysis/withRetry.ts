import { backoff, isRetryable } from "@lifeos/core";
import type { LifeOsError } from "@lifeos/core";
import { Duration, Effect, Schedule } from "effect";

export interface RetryOptions {
  /** Attempts in all, the first included. Default 4. */
  readonly attempts?: number;
  /** Delay before the second attempt; doubled each time (with jitter), capped at 30 s. Default 500 ms. */
  readonly baseDelayMs?: number;
}

const retryAfter = (error: unknown): number =>
  typeof error === "object" && error !== null && "retryAfterMs" in error && typeof error.retryAfterMs === "number"
    ? error.retryAfterMs
    : 0;

const retryable = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "_tag" in error && isRetryable(error as LifeOsError);

/**
 * Runs `effect`, retrying transient failures (rate limits, timeouts,
 * retryable provider errors) on core's `backoff` schedule, waiting at least
 * as long as a provider's `retryAfterMs` asks. Other failures pass through
 * at once.
 */
export const withRetry = <A, E, R>(effect: Effect.Effect<A, E, R>, options: RetryOptions = {}): Effect.Effect<A, E, R> => {
  const schedule = backoff({ baseMs: options.baseDelayMs ?? 500, maxMs: 30_000 }).pipe(
    Schedule.modifyDelay(({ input, duration }) => Effect.succeed(Duration.max(duration, Duration.millis(retryAfter(input))))),
  );
  return Effect.retry(effect, { schedule, times: Math.max(0, (options.attempts ?? 4) - 1), while: retryable });
};
