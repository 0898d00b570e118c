import { reflectionSkill, reflectorLayer } from "@lifeos/agent";
import type { Reflector } from "@lifeos/core";
import { reflectionTools } from "@lifeos/tools";
import { Effect, Layer } from "effect";
import type { DomainModule } from "../modules/DomainModule.js";
import { metricsRoutes } from "./metricsRoutes.js";
import { reflectionOperations } from "./operations.js";
import { makeReflectionMetrics } from "./reflectionMetrics.js";
import { reflectionSettings } from "./reflectionSettings.js";
import { reflectRoutes } from "./reflectRoutes.js";
import { savedReflectionRoutes } from "./savedReflectionRoutes.js";
import { reflectionArchive } from "./reflectionArchive.js";

declare module "../stacks/StackServices.js" {
  interface DomainStackServices {
    /** Reflection over the stack's model (or offline). */
    readonly reflection: Reflector;
  }
}

const metrics = makeReflectionMetrics();

/**
 * Reflection: `POST /reflect` (ingestor, three coaches, composer), saved
 * reflections, `GET /metrics`, the `reflect_on_entry` tool, each stack's
 * `Reflector` (configured from `LIFEOS_REFLECT_*`), and the offline skill
 * that reflects on an entry from chat.
 */
export const reflectionModule: DomainModule<"reflection"> = {
  name: "reflection",
  siteRoutes: () => [{ path: "/", app: metricsRoutes(metrics) }],
  routes: (context) => {
    const settings = reflectionSettings();
    return [
      { path: "/reflect", app: reflectRoutes(context, settings, metrics) },
      { path: "/reflections", app: savedReflectionRoutes(context) },
    ];
  },
  operations: reflectionOperations,
  tools: reflectionTools,
  stackLayer: Layer.unwrap(Effect.sync(() => reflectorLayer(reflectionSettings().options))),
  offlineSkills: [reflectionSkill],
  archive: reflectionArchive,
};
