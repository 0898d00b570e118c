import type { Cause } from "effect";
import { Effect, Exit } from "effect";

/** How long a wait may last, and whether its end is the whole reflection's deadline (else the agents' own timeout). */
export interface WaitBound {
  readonly ms: number;
  readonly deadline: boolean;
}

/**
 * Runs `runs` at once, each in a fiber of its own that starts at once, and
 * waits for all of them for at most `bound.ms`. They start together, so one
 * timer bounds them all (a race per run would fork two more fibers and a
 * sleep each). If it fires first, the runs still going are interrupted and,
 * for the agents' own timeout, each answers `timedOut(index)` while the
 * others keep their results; for the deadline, the wait fails with
 * `deadlinePassed()`. A run that dies ends the wait with its cause, the
 * others interrupted; interrupting the wait interrupts every run.
 */
export const allWithin = <A, E>(
  runs: ReadonlyArray<Effect.Effect<A>>,
  bound: WaitBound,
  timedOut: (index: number) => A,
  deadlinePassed: () => E,
): Effect.Effect<Array<A>, E> =>
  runs.length === 0 ? Effect.succeed([]) : Effect.flatMap(
    Effect.forEach(runs, (run) => Effect.forkChild(run, { startImmediately: true })),
    (fibers) =>
      Effect.callback<Array<A>, E>((resume) => {
        const results: Array<A> = new Array<A>(fibers.length);
        const settled: Array<boolean> = fibers.map(() => false);
        const stopObserving: Array<() => void> = [];
        let pending = fibers.length;
        let finished = false;
        const interruptRest = () =>
          fibers.forEach((fiber, index) => {
            if (settled[index]) return;
            settled[index] = true;
            fiber.interruptUnsafe();
          });
        const finish = (effect: Effect.Effect<Array<A>, E>) => {
          if (finished) return;
          finished = true;
          clearTimeout(timer);
          for (const stop of stopObserving) stop();
          resume(effect);
        };
        const timer = setTimeout(() => {
          if (bound.deadline) {
            interruptRest();
            finish(Effect.fail(deadlinePassed()));
            return;
          }
          fibers.forEach((_, index) => {
            if (!settled[index]) results[index] = timedOut(index);
          });
          interruptRest();
          finish(Effect.succeed(results));
        }, bound.ms);
        fibers.forEach((fiber, index) => {
          // Called at once for a run already done (an offline agent finishes as it starts).
          stopObserving.push(
            fiber.addObserver((exit) => {
              if (settled[index]) return;
              settled[index] = true;
              if (Exit.isSuccess(exit)) {
                results[index] = exit.value;
                pending -= 1;
                if (pending === 0) finish(Effect.succeed(results));
                return;
              }
              interruptRest();
              finish(Effect.failCause(exit.cause as Cause.Cause<never>));
            }),
          );
        });
        return Effect.sync(() => {
          finished = true;
          clearTimeout(timer);
          for (const stop of stopObserving) stop();
          interruptRest();
        });
      }),
  );
