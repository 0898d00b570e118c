import { PayloadTooLarge } from "@lifeos/core";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * Refuses request bodies over `maxBytes` with PAYLOAD_TOO_LARGE. A body
 * with a `Content-Length` is judged by the header alone (Hono's `bodyLimit`
 * would first build a full web `Request` for every request, a measurable
 * cost under load); a chunked body is counted as it is read.
 */
export const limitBody = (maxBytes: number): MiddlewareHandler => {
  const tooLarge = () => {
    throw new PayloadTooLarge({ message: `The request body is larger than ${maxBytes} bytes`, limit: maxBytes });
  };
  const counted = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      if (Number(length) > maxBytes) tooLarge();
      return next();
    }
    return counted(c, next);
  };
};
