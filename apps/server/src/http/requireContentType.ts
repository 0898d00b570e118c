import { UnsupportedMediaType } from "@lifeos/core";
import type { MiddlewareHandler } from "hono";
import type { Operation } from "../openapi/Operation.js";

const jsonType = "application/json";

interface RouteBody {
  readonly method: string;
  readonly pattern: RegExp;
  readonly type: string;
}

const routeBodies = (operations: ReadonlyArray<Operation>, apiBase: string): ReadonlyArray<RouteBody> =>
  operations.map((operation) => {
    const path = operation.path.startsWith("//") ? operation.path.slice(1) : `${apiBase}${operation.path}`;
    const pattern = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
    return { method: operation.method.toUpperCase(), pattern: new RegExp(`^${pattern}$`), type: operation.bodyType ?? jsonType };
  });

/** The media type of a Content-Type header, lower-cased, without parameters. */
const mediaType = (header: string | undefined): string | undefined => header?.split(";")[0]?.trim().toLowerCase() || undefined;

/**
 * Refuses a request body of a type its route does not read, with
 * UNSUPPORTED_MEDIA_TYPE: `application/json`, or the `bodyType` its
 * operation documents (`multipart/form-data` for uploads). A request without
 * a body needs no type. A page of another site can send a form or
 * `text/plain` body without the browser asking the server first (a "simple"
 * request); no such body reaches a JSON route.
 */
export const requireContentType = (operations: ReadonlyArray<Operation>, apiBase: string): MiddlewareHandler => {
  const routes = routeBodies(operations, apiBase);
  return async (c, next) => {
    const method = c.req.method;
    const hasBody = (Number(c.req.header("content-length") ?? 0) || 0) > 0 || c.req.header("transfer-encoding") !== undefined;
    if (method === "GET" || method === "HEAD" || !hasBody) return next();
    const path = c.req.path;
    const expected = routes.find((route) => route.method === method && route.pattern.test(path))?.type ?? jsonType;
    if (mediaType(c.req.header("content-type")) !== expected) {
      throw new UnsupportedMediaType({ message: `Send the request body as ${expected}` });
    }
    return next();
  };
};
