import type { AnyDomainModule, DomainModule } from "../modules/DomainModule.js";
import type { AnyDomainArchive } from "./DomainArchive.js";
import type { UserId } from "@lifeos/core";
import { eraseRoutes, exportRoutes, importRoutes } from "./archiveRoutes.js";
import { archiveOperations } from "./operations.js";

/**
 * The user's archive ("your data is yours"): `GET /export` writes every
 * domain's part (`DomainModule.archive`) of the user's data into one zip and
 * `POST /import` puts such a zip back into an empty account, and
 * `DELETE /data` empties the account. `modules` are the domains whose parts
 * it holds, in the order they are imported.
 */
export const archiveModule = (modules: ReadonlyArray<AnyDomainModule>): DomainModule => {
  const archives = () => modules.flatMap((module): ReadonlyArray<AnyDomainArchive> => (module.archive === undefined ? [] : [module.archive]));
  /** Users with an import or an erase under way in this process: neither may start while the other runs. */
  const busy = new Set<UserId>();
  return {
    name: "archive",
    routes: (context) => [
      { path: "/export", app: exportRoutes(context, archives) },
      { path: "/import", app: importRoutes(context, archives, busy) },
      { path: "/data", app: eraseRoutes(context, archives, busy) },
    ],
    operations: archiveOperations,
    tools: [],
    bodyLimit: { "/import": (config) => config.limits.importBytes },
  };
};
