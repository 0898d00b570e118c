import type { LanguageModelService } from "@lifeos/core";
import type { ToolRegistryService } from "@lifeos/tools";
import { Effect, type Semaphore, Stream } from "effect";

/**
 * Bounds how many offline model turns run at once. The offline planner and
 * composer are CPU work on the server's one thread; bounding them keeps the
 * event loop free to accept requests and start streams (every run sends its
 * `system` event before it waits here). Remote models are I/O and are not wrapped.
 */
export const limitModel = (model: LanguageModelService, permits: Semaphore.Semaphore): LanguageModelService => ({
  info: model.info,
  stream: (request) => Stream.scoped(Stream.unwrap(Effect.as(permits.takeScoped(1), model.stream(request)))),
  generate: (request) => permits.withPermits(1)(model.generate(request)),
});

/** Bounds how many tool calls run at once: the journal tools are local CPU and database work. */
export const limitTools = (registry: ToolRegistryService, permits: Semaphore.Semaphore): ToolRegistryService => ({
  ...registry,
  execute: (call, options) => permits.withPermits(1)(registry.execute(call, options)),
});
