import { Effect, Layer } from "effect";
import type { ClockService } from "../../ai/Clock.js";
import { Clock } from "../../ai/Clock.js";

/** The instant a `TestClock` starts at unless told otherwise. */
export const defaultStart = new Date("2025-01-01T00:00:00.000Z");

/**
 * A deterministic clock: the first `now` is `start`, and every later `now`
 * is one millisecond after the previous one, so rows created one after
 * another always have distinct, increasing timestamps.
 */
export const make = (start: Date = defaultStart): ClockService => {
  let next = start.getTime();
  return {
    now: Effect.sync(() => new Date(next++)),
  };
};

/** A fresh stepping clock per layer build. */
export const layer = (start: Date = defaultStart): Layer.Layer<Clock> =>
  Layer.sync(Clock, () => make(start));
