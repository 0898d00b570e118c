import type { Context } from "hono";

const wellFormed = /^[A-Za-z0-9._-]{8,128}$/;

/** The request's trace id: the caller's `X-Trace-Id` when well-formed, else a fresh one. Set on the response. */
export const traceIdOf = (c: Context): string => {
  const given = c.req.header("x-trace-id");
  const traceId = given !== undefined && wellFormed.test(given) ? given : crypto.randomUUID();
  c.header("X-Trace-Id", traceId);
  return traceId;
};
