import type { LanguageModelService, MemoryExtractorService, ModelError } from "@lifeos/core";
import { LanguageModel, MemoryExtractor, Timeout } from "@lifeos/core";
import { Effect, Layer } from "effect";
import { extractOffline } from "./extractOffline.js";
import * as ModelMemoryExtractor from "./modelExtractor.js";
import * as OfflineMemoryExtractor from "./OfflineMemoryExtractor.js";

/** Longest wait for one extraction call before it counts as a timeout. */
const callTimeoutMs = 60_000;

/** Whether another attempt later may succeed: rate limits, timeouts and provider errors marked retryable. */
const isTransient = (error: ModelError): boolean =>
  error._tag === "RateLimited" || error._tag === "Timeout" || (error._tag === "ProviderError" && error.retryable);

/**
 * The extractor with the offline rules behind it. Each model call is bounded
 * (60 s, then `Timeout`). A failure another attempt cannot mend (a missing
 * key, a refused request) falls back to the offline rules at once; a
 * transient one (rate limit, timeout, a 5xx) is returned so the caller can
 * retry later, unless `fallback` is `"always"` (the caller's last attempt),
 * when every failure falls back. The result never fails with
 * `fallback: "always"`.
 */
export const withOfflineFallback = (extractor: MemoryExtractorService, fallback: "permanent" | "always"): MemoryExtractorService => ({
  kind: extractor.kind,
  extract: (input) =>
    extractor.extract(input).pipe(
      Effect.timeoutOrElse({ duration: callTimeoutMs, orElse: () => Effect.fail(new Timeout({ message: "The memory extraction call timed out" })) }),
      Effect.catch((error: ModelError) =>
        fallback === "always" || !isTransient(error)
          ? Effect.logInfo("memory extraction fell back to the offline rules", { reason: error._tag }).pipe(Effect.as(extractOffline(input)))
          : Effect.fail(error),
      ),
    ),
});

/**
 * The memory extractor of a model stack: the offline rules for the offline
 * model and for models without structured output; otherwise one
 * structured-output call per message (`ModelMemoryExtractor`), falling back
 * to the offline rules as `withOfflineFallback(…, "permanent")` says.
 */
export const make = (model: LanguageModelService): MemoryExtractorService =>
  model.info.offline || !model.info.capabilities.structuredOutput
    ? OfflineMemoryExtractor.make()
    : withOfflineFallback(ModelMemoryExtractor.make(model), "permanent");

/** The memory extractor over the `LanguageModel` in context (see `make`). */
export const layer: Layer.Layer<MemoryExtractor, never, LanguageModel> = Layer.effect(MemoryExtractor, LanguageModel.useSync(make));
