import { Hono } from "hono";
import type { AppEnv } from "../http/AppContext.js";
import { buildOpenApiDocument } from "../openapi/document.js";
import type { Operation } from "../openapi/Operation.js";

/** `GET /openapi.json`: the OpenAPI 3.1 description of this API, from `operations` (public, like the code it describes). */
export const openApiRoutes = (operations: ReadonlyArray<Operation>): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  let document: unknown;
  app.get("/openapi.json", (c) => {
    document ??= buildOpenApiDocument(operations);
    return c.json(document);
  });
  return app;
};
