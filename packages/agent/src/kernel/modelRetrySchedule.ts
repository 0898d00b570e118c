import type { ModelError } from "@lifeos/core";
import { isRetryable } from "@lifeos/core";
import type { Schedule as ScheduleType } from "effect";
import { Duration, Effect, Schedule } from "effect";

/** The wait a provider asked for before the next call (Retry-After), if any. */
const retryAfterOf = (error: ModelError): number | undefined => ("retryAfterMs" in error ? error.retryAfterMs : undefined);

/**
 * The waits between attempts at a model call, the failed call's error as
 * input: Retry-After when the provider sent it, otherwise exponential
 * backoff from `baseMs` (doubling), either way at most `maxMs`. Recurs
 * forever: bound it with `Effect.retry`'s `times`, and retry only errors
 * that `isRetryable` accepts (see `retriesModelErrors`).
 */
export const modelRetrySchedule = (baseMs: number, maxMs: number): ScheduleType.Schedule<Duration.Duration, ModelError> =>
  Schedule.exponential(Duration.millis(baseMs)).pipe(
    Schedule.setInputType<ModelError>(),
    Schedule.modifyDelay(({ input, duration }) => Effect.succeed(Duration.min(Duration.millis(retryAfterOf(input) ?? Duration.toMillis(duration)), Duration.millis(maxMs)))),
  );

/** Whether a failed model call may be tried again. */
export const retriesModelErrors = (error: ModelError): boolean => isRetryable(error);
