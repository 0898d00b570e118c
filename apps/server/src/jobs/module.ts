import type { DomainModule } from "../modules/DomainModule.js";
import { jobRoutes } from "./jobRoutes.js";
import { jobsOperations } from "./operations.js";

/**
 * Background jobs as the user sees them: status, failures with their
 * reason, retry and cancel. The jobs themselves belong to the domains that
 * enqueue them and bring their handlers (`DomainModule.jobs`).
 */
export const jobsModule: DomainModule = {
  name: "jobs",
  routes: (context) => [{ path: "/jobs", app: jobRoutes(context) }],
  operations: jobsOperations,
  tools: [],
};
