import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { authenticate } from "./auth/authenticate.js";
import type { AppContext, AppEnv } from "./http/AppContext.js";
import { errorResponse } from "./http/errorResponse.js";
import { limitBody } from "./http/limitBody.js";
import { mountWebApp } from "./http/staticWeb.js";
import { chatRoutes } from "./routes/chat.js";
import { healthRoutes } from "./routes/health.js";
import { journalEntryRoutes } from "./routes/journalEntries.js";
import { journalImportRoutes } from "./routes/journalImport.js";
import { journalInsightRoutes } from "./routes/journalInsights.js";
import { journalPipelineRoutes } from "./routes/journalPipeline.js";
import { journalSampleRoutes } from "./routes/journalSample.js";
import { meRoutes } from "./routes/me.js";
import { openApiRoutes } from "./routes/openapi.js";
import { settingsRoutes } from "./routes/settings.js";
import { threadRoutes } from "./routes/threads.js";
import { tokenRoutes } from "./routes/tokens.js";

/**
 * The HTTP application: `/healthz`, the API under `/api/v1` (every route
 * authenticated and rate limited, bodies bounded), the OpenAPI document, and
 * the web app at `/`.
 */
export const createApp = (context: AppContext): Hono<AppEnv> => {
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
  const done = () => Promise.resolve();
  // A response written to the socket directly (a chat stream, with its own
  // security headers; see streamResponse) has nothing left to set headers on.
  app.use("*", async (c, next) => {
    await next();
    if (c.res !== RESPONSE_ALREADY_SENT) await secure(c, done);
  });
  app.route("/", healthRoutes(context));

  const api = new Hono<AppEnv>();
  api.route("/", openApiRoutes());
  const importLimit = limitBody(context.config.limits.importBytes);
  const bodyLimit = limitBody(context.config.limits.bodyBytes);
  api.use("*", (c, next) => (c.req.path.endsWith("/journal/import") ? importLimit(c, next) : bodyLimit(c, next)));
  api.use("*", authenticate(context));
  api.route("/me", meRoutes(context));
  api.route("/ai", chatRoutes(context));
  api.route("/threads", threadRoutes(context));
  api.route("/journal/entries", journalEntryRoutes(context));
  api.route("/journal/import", journalImportRoutes(context));
  api.route("/journal/pipeline", journalPipelineRoutes(context));
  api.route("/journal/sample", journalSampleRoutes(context));
  api.route("/journal", journalInsightRoutes(context));
  api.route("/settings", settingsRoutes(context));
  api.route("/tokens", tokenRoutes(context));
  api.all("*", (c) => c.json({ code: "NOT_FOUND", message: "No such API route" }, 404));
  app.route("/api/v1", api);

  mountWebApp(app, context.config.webRoot);
  return app;
};
