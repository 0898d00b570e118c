import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { isTrustedHost } from "../auth/isLocalRequest.js";
import type { AppContext, AppEnv } from "./AppContext.js";
import { matchesWebPage } from "./webPages.js";

const notFoundPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not found · LifeOS</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem"><h1>Nothing here</h1><p>This page does not exist in LifeOS.</p><p><a href="/">Open LifeOS</a></p></body></html>`;

/**
 * Serves the built web app from `config.webRoot`: files as they are, hashed
 * assets with a long cache lifetime, `index.html` for the app's pages
 * (`pages`, the modules' `webPages`) so they survive a reload, and 404 for
 * any other path. Without a build, `/`
 * explains how to make one. In embedded mode the app's page comes with the
 * session cookie its writes need (see `EmbeddedSession`), when it is asked
 * for under a trusted host name (so never to a DNS-rebound page).
 */
export const mountWebApp = (app: Hono<AppEnv>, context: AppContext, pages: ReadonlyArray<string>): void => {
  const root = context.config.webRoot;
  const indexFile = join(root, "index.html");
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("/*", async (c, next) => {
    const isPage = c.req.method === "GET" && matchesWebPage(pages, c.req.path);
    if (context.session !== null && isPage && isTrustedHost(c, context.config.trust.allowedHosts)) {
      context.session.issue(c);
    }
    await next();
  });
  app.use("/*", serveStatic({ root }));
  app.get("*", (c) => {
    if (c.req.path.startsWith("/api/")) return c.json({ code: "NOT_FOUND", message: "No such API route" }, 404);
    if (!matchesWebPage(pages, c.req.path)) return c.html(notFoundPage, 404);
    if (!existsSync(indexFile)) {
      return c.text("The web app is not built. Run `npm start` (or `npx nx run @lifeos/web:build`).", 503);
    }
    c.header("Cache-Control", "no-cache");
    return c.html(readFileSync(indexFile, "utf8"));
  });
};
