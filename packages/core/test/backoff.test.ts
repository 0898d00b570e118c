import { Duration, Effect, Option, Schedule } from "effect";
import { describe, expect, it } from "vitest";
import { backoff, delayAfter } from "../src/common/backoff.js";

const delays = (schedule: Schedule.Schedule<unknown>, attempts: number) =>
  Effect.runPromise(Effect.forEach(Array.from({ length: attempts }, (_, index) => index + 1), (failed) => delayAfter(schedule, failed)));

describe("backoff", () => {
  it("doubles from the base with ±20 % jitter and never passes the cap", async () => {
    for (let trial = 0; trial < 20; trial++) {
      const found = await delays(backoff({ baseMs: 100, maxMs: 2000 }), 8);
      found.forEach((delay, index) => {
        const exact = 100 * 2 ** index;
        const millis = Duration.toMillis(Option.getOrThrow(delay));
        expect(millis).toBeGreaterThanOrEqual(Math.min(0.8 * exact, 2000));
        expect(millis).toBeLessThanOrEqual(Math.min(1.2 * exact, 2000));
      });
    }
  });

  it("reports no delay once a bounded schedule is done", async () => {
    const bounded = backoff({ baseMs: 10, maxMs: 100 }).pipe(Schedule.upTo({ times: 2 }));
    const found = await delays(bounded, 4);
    expect(found.map(Option.isSome)).toEqual([true, true, false, false]);
  });
});
