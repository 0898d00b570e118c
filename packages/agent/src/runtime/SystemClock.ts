import { Clock } from "@lifeos/core";
import { Effect, Layer } from "effect";

/** The machine's wall clock as core's `Clock` port. */
export const make = Clock.of({ now: Effect.sync(() => new Date()) });

export const layer = Layer.succeed(Clock, make);
