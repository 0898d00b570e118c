import { memoryExtractHandler, memoryMaintainHandler, memorySkill, MemoryTurnHook, StackMemoryExtractor } from "@lifeos/agent";
import type { ChatTurnHook } from "@lifeos/agent";
import type { MemoryExtractor } from "@lifeos/core";
import { memoryTools } from "@lifeos/tools";
import { Effect, Layer } from "effect";
import type { DomainModule } from "../modules/DomainModule.js";
import { entityRoutes } from "./entities.js";
import { memoryRoutes } from "./memories.js";
import { followUpRoutes, memorySettingsRoutes } from "./memorySettings.js";
import { memoryOperations } from "./operations.js";
import { reminderRoutes } from "./reminders.js";
import { memoryArchive } from "./memoryArchive.js";
import { memoryTurnSettings } from "./memoryTurnSettings.js";

declare module "../stacks/StackServices.js" {
  interface DomainStackServices {
    /** The memory extractor the `memory.extract` job uses, and the chat turn hook (memories in context, learning after each turn). */
    readonly memory: MemoryExtractor | ChatTurnHook;
  }
}

/**
 * Long-term memory: memories, entities, reminders, settings and follow-ups
 * over HTTP; the memory tools; in each model stack, the memory extractor (one structured-output call with a model, the offline rules without)
 * and the chat turn hook (configured from `LIFEOS_MEMORY_EXTRACTION_WAIT_MS`); and the `memory.extract` (after each chat turn)
 * and `memory.maintain` (compression, retention) jobs.
 */
export const memoryModule: DomainModule<"memory"> = {
  name: "memory",
  routes: (context) => [
    { path: "/memories", app: memoryRoutes(context) },
    { path: "/entities", app: entityRoutes(context) },
    { path: "/reminders", app: reminderRoutes(context) },
    { path: "/memory-settings", app: memorySettingsRoutes(context) },
    { path: "/follow-ups", app: followUpRoutes(context) },
  ],
  webPages: ["/memories"],
  operations: memoryOperations,
  tools: memoryTools,
  stackLayer: Layer.merge(StackMemoryExtractor.layer, Layer.unwrap(Effect.sync(() => MemoryTurnHook.layer(memoryTurnSettings())))),
  jobs: [memoryExtractHandler, memoryMaintainHandler],
  offlineSkills: [memorySkill],
  archive: memoryArchive,
};
