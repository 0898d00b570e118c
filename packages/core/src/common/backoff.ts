import type { Schedule as ScheduleType } from "effect";
import { Duration, Effect, Option, Pull, Schedule } from "effect";

export interface BackoffOptions {
  /** The first delay. */
  readonly baseMs: number;
  /** No delay is longer. */
  readonly maxMs: number;
  /** Growth per attempt. Default 2. */
  readonly factor?: number;
}

/**
 * Exponential backoff with jitter, capped: the n-th delay is
 * `baseMs · factor^(n-1)` scaled by a random factor in [0.8, 1.2]
 * (`Schedule.jittered`), then bounded by `maxMs`. Recurs forever: bound it
 * with `Effect.retry`'s `times`, or a job's `maxAttempts`.
 */
export const backoff = (options: BackoffOptions): ScheduleType.Schedule<Duration.Duration> =>
  Schedule.exponential(Duration.millis(options.baseMs), options.factor ?? 2).pipe(
    Schedule.jittered,
    Schedule.modifyDelay(({ duration }) => Effect.succeed(Duration.min(duration, Duration.millis(options.maxMs)))),
  );

/**
 * The delay a schedule gives before the next attempt once `failedAttempts`
 * attempts have failed (stepping a fresh copy of it that many times), for
 * retries that outlive a process (a job's next run time); none when the
 * schedule is done by then.
 */
export const delayAfter = <Output>(
  schedule: ScheduleType.Schedule<Output>,
  failedAttempts: number,
): Effect.Effect<Option.Option<Duration.Duration>> =>
  Effect.gen(function* () {
    const step = yield* Schedule.toStep(schedule);
    let delay = Duration.zero;
    for (let attempt = 0; attempt < Math.max(1, failedAttempts); attempt++) {
      const [, next] = yield* step(0, undefined);
      delay = next;
    }
    return Option.some(delay);
  }).pipe(Pull.catchDone(() => Effect.succeed(Option.none<Duration.Duration>())));
