import { isLifeOsError, toErrorBody } from "@lifeos/core";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { errorStatus } from "./errorStatus.js";
import { logger } from "../logger.js";

/**
 * Turns any thrown value into the `{ code, message }` body with the status of
 * its code. Domain errors keep their message; anything else is an opaque
 * INTERNAL_ERROR. Every 5xx answer is logged with the request id (the
 * `X-Request-Id` header the client got), the route and the error's class:
 * a domain error by its tag and code, a defect by its class and stack frames,
 * never a message that might quote user text.
 */
export const errorResponse = (error: unknown, c: Context): Response => {
  if (isLifeOsError(error)) {
    const body = toErrorBody(error);
    if (error._tag === "RateLimited" && error.retryAfterMs !== undefined) {
      c.header("Retry-After", String(Math.ceil(error.retryAfterMs / 1000)));
    }
    const status = errorStatus[body.code];
    if (status >= 500) logFailure(c, status, { errorClass: error._tag, code: body.code });
    return c.json(body, status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 413 ? "PAYLOAD_TOO_LARGE" : error.status === 401 ? "UNAUTHORIZED" : "INVALID_INPUT";
    return c.json({ code, message: error.message || "Bad request" }, errorStatus[code]);
  }
  logFailure(c, 500, { errorClass: error instanceof Error ? error.name : typeof error, code: "INTERNAL_ERROR", error: describeDefect(error) });
  return c.json(toErrorBody(error), 500);
};

const logFailure = (c: Context, status: number, fields: Readonly<Record<string, string>>): void =>
  logger.error("request failed", {
    requestId: requestIdOf(c),
    method: c.req.method,
    path: c.req.routePath,
    status,
    ...fields,
  });

/** The request's id (see `requestId` in app.ts), or null outside a request that has one. */
export const requestIdOf = (c: Context): string | null => {
  const id: unknown = c.get("requestId");
  return typeof id === "string" ? id : null;
};

/** A defect's class and stack frames without its message. */
export const describeDefect = (error: unknown): string => {
  if (!(error instanceof Error)) return typeof error;
  const frames = (error.stack ?? "").split("\n").slice(1, 6).join("\n");
  return `${error.name}\n${frames}`;
};
