import type { Effect } from "effect";
import { Context } from "effect";

export interface ClockService {
  /** The current instant. */
  readonly now: Effect.Effect<Date>;
}

/** Wall-clock time as the domain sees it; tests provide a fixed or stepping clock. */
export class Clock extends Context.Service<Clock, ClockService>()("@lifeos/core/Clock") {}
