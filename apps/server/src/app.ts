import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { authenticate } from "./auth/authenticate.js";
import type { AppContext, AppEnv } from "./http/AppContext.js";
import { errorResponse } from "./http/errorResponse.js";
import { limitBody } from "./http/limitBody.js";
import { requireContentType } from "./http/requireContentType.js";
import { mountWebApp } from "./http/staticWeb.js";
import type { DomainModule } from "./modules/DomainModule.js";

/** Where the API is mounted; modules' route paths are relative to it. */
const apiBase = "/api/v1";

/**
 * The HTTP application: the modules' site routes (`/healthz`), the API under
 * `/api/v1` (every module's routes, authenticated and rate limited unless
 * public, bodies bounded and of the type their route reads), and the web app
 * at `/` (which hands out the embedded mode's session). Every response
 * carries an `X-Request-Id` (the client's own when well-formed), which the
 * log lines of a failed request name.
 */
export const createApp = (context: AppContext, modules: ReadonlyArray<DomainModule>): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.onError(errorResponse);
  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", "data:"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
  app.use("*", requestId());
  app.use("*", secure);
  for (const mount of modules.flatMap((module) => module.siteRoutes?.(context) ?? [])) app.route(mount.path, mount.app);

  const operations = modules.flatMap((module) => module.operations);
  const mounts = modules.flatMap((module) => module.routes(context, operations));
  const api = new Hono<AppEnv>();
  for (const mount of mounts.filter((mount) => mount.public)) api.route(mount.path, mount.app);
  const bodyLimit = limitBody(context.config.limits.bodyBytes);
  const routeLimits = modules.flatMap((module) =>
    Object.entries(module.bodyLimit ?? {}).map(([prefix, bytes]) => ({ prefix, limit: limitBody(bytes(context.config)) })),
  );
  api.use("*", (c, next) => {
    const path = c.req.path.slice(apiBase.length);
    const route = routeLimits.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
    return (route?.limit ?? bodyLimit)(c, next);
  });
  api.use("*", requireContentType(operations, apiBase));
  api.use("*", authenticate(context));
  for (const mount of mounts.filter((mount) => !mount.public)) api.route(mount.path, mount.app);
  api.all("*", (c) => c.json({ code: "NOT_FOUND", message: "No such API route" }, 404));
  app.route(apiBase, api);

  mountWebApp(app, context, modules.flatMap((module) => module.webPages ?? []));
  return app;
};
