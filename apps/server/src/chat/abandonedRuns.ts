import { Clock, RunRepository } from "@lifeos/core";
import { Effect } from "effect";
import type { AppServices } from "../http/AppServices.js";
import { logger } from "../logger.js";

export interface Sweeper {
  readonly stop: () => void;
}

/**
 * Marks chat runs left "running" by a process that died as interrupted
 * (their partial answers are kept; see `RunRepository.interruptAbandoned`):
 * once at start and then every half `abandonedRunMs`. A run counts as
 * abandoned after `abandonedRunMs` without a checkpoint; live runs
 * checkpoint far more often, so runs of other live processes sharing the
 * database are never touched.
 */
export const startAbandonedRunSweep = (
  run: <A, E>(effect: Effect.Effect<A, E, AppServices>) => Promise<A>,
  abandonedRunMs: number,
): Sweeper => {
  const sweep = () =>
    run(
      Effect.gen(function* () {
        const now = yield* Clock.use((clock) => clock.now);
        return yield* RunRepository.use((runs) =>
          runs.interruptAbandoned({ lastActivityBefore: new Date(now.getTime() - abandonedRunMs), at: now }),
        );
      }),
    ).then(
      (marked) => {
        if (marked > 0) logger.info("marked chat runs of a stopped process as interrupted", { runs: marked });
      },
      (error: unknown) => logger.warn("could not check for interrupted chat runs", { errorClass: (error as { _tag?: string })._tag ?? "unknown" }),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), Math.max(500, Math.floor(abandonedRunMs / 2)));
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
