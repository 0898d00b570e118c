import { IdGenerator, makeUuidV7 } from "@lifeos/core";
import { Effect, Layer } from "effect";

/** Time-ordered UUIDv7 ids as core's `IdGenerator` port. */
export const make = IdGenerator.of({ next: Effect.sync(makeUuidV7) });

export const layer = Layer.succeed(IdGenerator, make);
