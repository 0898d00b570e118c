import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { isTrustedHost } from "../auth/isLocalRequest.js";
import type { AppContext, AppEnv } from "./AppContext.js";

/**
 * Serves the built web app from `config.webRoot`: files as they are, hashed
 * assets with a long cache lifetime, and `index.html` for every other non-API
 * path so the app's own routes survive a reload. Without a build, `/`
 * explains how to make one. In embedded mode the app's page comes with the
 * session cookie its writes need (see `EmbeddedSession`), when it is asked
 * for under a trusted host name (so never to a DNS-rebound page).
 */
export const mountWebApp = (app: Hono<AppEnv>, context: AppContext): void => {
  const root = context.config.webRoot;
  const indexFile = join(root, "index.html");
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("/*", async (c, next) => {
    const isPage = c.req.method === "GET" && !c.req.path.startsWith("/api/") && !c.req.path.startsWith("/assets/");
    if (context.session !== null && isPage && isTrustedHost(c, context.config.trust.allowedHosts)) {
      context.session.issue(c);
    }
    await next();
  });
  app.use("/*", serveStatic({ root }));
  app.get("*", (c) => {
    if (c.req.path.startsWith("/api/")) return c.json({ code: "NOT_FOUND", message: "No such API route" }, 404);
    if (!existsSync(indexFile)) {
      return c.text("The web app is not built. Run `npm start` (or `npx nx run @lifeos/web:build`).", 503);
    }
    c.header("Cache-Control", "no-cache");
    return c.html(readFileSync(indexFile, "utf8"));
  });
};
