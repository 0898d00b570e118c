import type { DomainModule } from "../modules/DomainModule.js";
import { meRoutes } from "./me.js";
import { usersOperations } from "./operations.js";
import { settingsRoutes } from "./settings.js";
import { settingsTestRoutes } from "./settingsTest.js";
import { tokenRoutes } from "./tokens.js";
import { usersArchive } from "./usersArchive.js";

/** Users: who the caller is, their model settings and their API tokens. */
export const usersModule: DomainModule = {
  name: "users",
  routes: (context) => [
    { path: "/me", app: meRoutes(context) },
    { path: "/settings/test", app: settingsTestRoutes(context) },
    { path: "/settings", app: settingsRoutes(context) },
    { path: "/tokens", app: tokenRoutes(context) },
  ],
  webPages: ["/settings"],
  operations: usersOperations,
  tools: [],
  archive: usersArchive,
};
