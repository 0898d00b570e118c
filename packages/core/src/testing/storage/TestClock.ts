import { Effect, Layer } from "effect";
import type { ClockService } from "../../ai/Clock.js";
import { Clock } from "../../ai/Clock.js";

/** The instant a `TestClock` starts at unless told otherwise. */
export const defaultStart = new Date("2025-01-01T00:00:00.000Z");

/** A `TestClock`: a `Clock` that a test can also move forward. */
export interface SteppingClock extends ClockService {
  /** Moves the clock `ms` milliseconds forward (time passing while nothing reads it). */
  readonly advance: (ms: number) => void;
}

/**
 * A deterministic clock: the first `now` is `start`, and every later `now`
 * is one millisecond after the previous one, so rows created one after
 * another always have distinct, increasing timestamps.
 */
export const make = (start: Date = defaultStart): SteppingClock => {
  let next = start.getTime();
  return {
    now: Effect.sync(() => new Date(next++)),
    advance: (ms) => {
      next += ms;
    },
  };
};

/** A fresh stepping clock per layer build. */
export const layer = (start: Date = defaultStart): Layer.Layer<Clock> =>
  Layer.sync(Clock, () => make(start));
