import { LanguageModel, Reflector } from "@lifeos/core";
import { Effect, Layer } from "effect";
import { makeCircuitBreaker } from "./CircuitBreaker.js";
import type { CircuitBreaker } from "./CircuitBreaker.js";
import { makeReflector } from "./makeReflector.js";
import { modelAgents } from "./model/modelAgents.js";
import { offlineAgents } from "./offline/offlineAgents.js";
import type { ReflectionOptions } from "./ReflectionOptions.js";
import { defaultReflectionOptions } from "./ReflectionOptions.js";

/** The circuit breakers of the model composer, one per model id, shared by every stack of the process. */
const breakers = new Map<string, CircuitBreaker>();

/**
 * The `Reflector` of a model stack: over the stack's model, or offline
 * when the model is the offline planner (no model is asked anything).
 */
export const reflectorLayer = (options: Partial<ReflectionOptions> = {}): Layer.Layer<Reflector, never, LanguageModel> =>
  Layer.effect(
    Reflector,
    Effect.gen(function* () {
      const resolved = { ...defaultReflectionOptions, ...options };
      const model = yield* LanguageModel;
      const key = `${model.info.provider}:${model.info.id}`;
      const breaker = breakers.get(key) ?? makeCircuitBreaker(resolved.breakerFailures, resolved.breakerOpenMs);
      breakers.set(key, breaker);
      return makeReflector(model.info.offline ? offlineAgents : modelAgents(model), resolved, breaker);
    }),
  );
