import { Cause, Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { allWithin } from "../../src/reflection/allWithin.js";

/** A run that answers `value` after `ms`, noting in `interrupted` if it was cut short. */
const after = (ms: number, value: string, interrupted: Set<string>) =>
  Effect.sleep(ms).pipe(
    Effect.as(value),
    Effect.onInterrupt(() => Effect.sync(() => interrupted.add(value))),
  );

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromiseExit(effect);

describe("allWithin: runs at once, bounded by one timer", () => {
  it("answers every result in order when all finish in time, including runs that finish as they start", async () => {
    const interrupted = new Set<string>();
    const exit = await run(allWithin([after(30, "slow", interrupted), Effect.succeed("at once"), after(5, "quick", interrupted)], { ms: 500, deadline: false }, () => "timeout", () => "deadline"));
    expect(exit).toEqual(Exit.succeed(["slow", "at once", "quick"]));
    expect(interrupted.size).toBe(0);
  });

  it("interrupts a run past its timeout, which answers a timeout, and keeps the others' results", async () => {
    const interrupted = new Set<string>();
    const started = performance.now();
    const exit = await run(allWithin([after(10, "quick", interrupted), after(5_000, "slow", interrupted)], { ms: 60, deadline: false }, (index) => `timeout #${index}`, () => "deadline"));
    expect(exit).toEqual(Exit.succeed(["quick", "timeout #1"]));
    expect(performance.now() - started).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([...interrupted]).toEqual(["slow"]);
  });

  it("fails with the deadline's error when the deadline bounds the wait, interrupting what still runs", async () => {
    const interrupted = new Set<string>();
    const exit = await run(allWithin([after(10, "quick", interrupted), after(5_000, "slow", interrupted)], { ms: 60, deadline: true }, () => "timeout", () => "deadline passed"));
    expect(exit).toEqual(Exit.fail("deadline passed"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([...interrupted]).toEqual(["slow"]);
  });

  it("ends with the cause of a run that dies, interrupting the others", async () => {
    const interrupted = new Set<string>();
    const exit = await run(allWithin([after(5_000, "slow", interrupted), Effect.sleep(10).pipe(Effect.andThen(Effect.die(new Error("broken"))))], { ms: 1_000, deadline: false }, () => "timeout", () => "deadline"));
    expect(Exit.isFailure(exit) && Cause.squash(exit.cause)).toEqual(new Error("broken"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([...interrupted]).toEqual(["slow"]);
  });

  it("interrupts every run when the wait itself is interrupted", async () => {
    const interrupted = new Set<string>();
    const exit = await run(allWithin([after(5_000, "one", interrupted), after(5_000, "two", interrupted)], { ms: 10_000, deadline: false }, () => "timeout", () => "deadline").pipe(Effect.timeoutOption(30)));
    expect(Exit.isSuccess(exit) && exit.value._tag).toBe("None");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([...interrupted].sort()).toEqual(["one", "two"]);
  });

  it("answers an empty list at once", async () => {
    expect(await run(allWithin([], { ms: 10_000, deadline: false }, () => "timeout", () => "deadline"))).toEqual(Exit.succeed([]));
  });
});
