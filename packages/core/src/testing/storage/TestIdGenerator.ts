import { Effect, Layer } from "effect";
import type { IdGeneratorService } from "../../ai/IdGenerator.js";
import { IdGenerator } from "../../ai/IdGenerator.js";
import { makeUuidV7 } from "../../common/ids.js";

/** Fresh UUIDv7 ids from core's generator: monotonic within a process. */
export const make = (): IdGeneratorService => ({
  next: Effect.sync(makeUuidV7),
});

export const layer: Layer.Layer<IdGenerator> = Layer.sync(IdGenerator, make);
