import type { MemoryExtractorService } from "@lifeos/core";
import { MemoryExtractor } from "@lifeos/core";
import { Effect, Layer } from "effect";
import { extractOffline } from "./extractOffline.js";

/** The offline `MemoryExtractor`: rules in English and Portuguese, no model, deterministic, never fails. */
export const make = (): MemoryExtractorService => ({
  kind: "offline",
  extract: (input) => Effect.sync(() => extractOffline(input)),
});

export const layer: Layer.Layer<MemoryExtractor> = Layer.sync(MemoryExtractor, make);
