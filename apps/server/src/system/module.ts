import type { DomainModule } from "../modules/DomainModule.js";
import { healthRoutes } from "./health.js";
import { openApiRoutes } from "./openapi.js";
import { systemOperations } from "./operations.js";

/** The server itself: the health check at `/healthz` and the OpenAPI document of every module's routes. */
export const systemModule: DomainModule = {
  name: "system",
  siteRoutes: (context) => [{ path: "/", app: healthRoutes(context) }],
  routes: (_context, operations) => [{ path: "/", app: openApiRoutes(operations), public: true }],
  operations: systemOperations,
  tools: [],
};
