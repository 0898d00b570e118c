import { Hono } from "hono";
import type { AppEnv } from "../http/AppContext.js";
import { buildOpenApiDocument } from "../openapi/document.js";

/** `GET /openapi.json`: the OpenAPI 3.1 description of this API (public, like the code it describes). */
export const openApiRoutes = (): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  let document: unknown;
  app.get("/openapi.json", (c) => {
    document ??= buildOpenApiDocument();
    return c.json(document);
  });
  return app;
};
