import { isLifeOsError, toErrorBody } from "@lifeos/core";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { errorStatus } from "./errorStatus.js";
import { logger } from "../logger.js";

/**
 * Turns any thrown value into the `{ code, message }` body with the status of
 * its code. Domain errors keep their message; anything else is an opaque
 * INTERNAL_ERROR, logged by class and stack only (never a message, which might
 * quote user text).
 */
export const errorResponse = (error: unknown, c: Context): Response => {
  if (isLifeOsError(error)) {
    const body = toErrorBody(error);
    if (error._tag === "RateLimited" && error.retryAfterMs !== undefined) {
      c.header("Retry-After", String(Math.ceil(error.retryAfterMs / 1000)));
    }
    return c.json(body, errorStatus[body.code]);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 413 ? "PAYLOAD_TOO_LARGE" : error.status === 401 ? "UNAUTHORIZED" : "INVALID_INPUT";
    return c.json({ code, message: error.message || "Bad request" }, errorStatus[code]);
  }
  logger.error("request failed", { method: c.req.method, path: c.req.routePath, error: describeDefect(error) });
  return c.json(toErrorBody(error), 500);
};

/** A defect's class and stack frames without its message. */
export const describeDefect = (error: unknown): string => {
  if (!(error instanceof Error)) return typeof error;
  const frames = (error.stack ?? "").split("\n").slice(1, 6).join("\n");
  return `${error.name}\n${frames}`;
};
