import { Effect, Semaphore } from "effect";

/** Spaces calls out to at most `perMinute` starts per minute; calls wait their turn in order. */
export interface RateLimiter {
  readonly limit: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>;
}

export const makeRateLimiter = (perMinute: number): RateLimiter => {
  if (!Number.isFinite(perMinute) || perMinute <= 0) return { limit: (effect) => effect };
  const interval = 60_000 / perMinute;
  const gate = Semaphore.makeUnsafe(1);
  let nextStart = 0;
  const wait = gate.withPermits(1)(
    Effect.suspend(() => {
      const now = Date.now();
      const delay = Math.max(0, nextStart - now);
      nextStart = Math.max(now, nextStart) + interval;
      return delay > 0 ? Effect.sleep(delay) : Effect.void;
    }),
  );
  return { limit: (effect) => Effect.andThen(wait, effect) };
};
