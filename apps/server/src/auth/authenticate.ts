import { getConnInfo } from "@hono/node-server/conninfo";
import { ApiTokenRepository, Clock, RateLimited, Unauthorized, type UserId } from "@lifeos/core";
import { Effect, Option } from "effect";
import type { Context, MiddlewareHandler } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { hashToken } from "./apiTokenSecret.js";
import { localRequestRefusal } from "./isLocalRequest.js";

const touchEveryMs = 60_000;

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The peer address as the server sees it (a reverse proxy's own address when behind one). */
const clientAddress = (c: Context): string => {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
};

/**
 * Decides who a request acts for.
 *
 * - `Authorization: Bearer <token>` must name an active token, else
 *   UNAUTHORIZED. Failed attempts are counted per client address; an address
 *   past `LIFEOS_AUTH_FAILURE_LIMIT` failures a minute gets RATE_LIMITED for
 *   any token this server has not accepted recently, until its budget refills.
 * - Without a token, only the embedded mode's local user, and only for a
 *   request from this machine under a trusted host and not from another
 *   origin's page (see `localRequestRefusal`: UNAUTHORIZED or FORBIDDEN).
 *   Reads need nothing more (curl on this machine works); writes need the
 *   web app's session cookie (see `EmbeddedSession`), else UNAUTHORIZED: a
 *   process without it uses a token. A read that passes these checks gets
 *   the cookie too, as the app's page does (so the app works behind a
 *   development server's proxy that serves the page itself).
 *
 * Then counts the request against the caller's rate limit (RATE_LIMITED with
 * Retry-After). Known token hashes are cached (see TokenCache): a token
 * revoked through this server's API stops working at once, one revoked
 * elsewhere within `tokenCache.maxAgeMs` (ten seconds).
 */
export const authenticate = (context: AppContext): MiddlewareHandler<AppEnv> => {
  const cache = context.tokenCache;
  const failures = context.authFailures;

  const lookup = async (tokenHash: string): Promise<UserId | null> => {
    const found = await context.run(
      Effect.gen(function* () {
        const tokens = yield* ApiTokenRepository;
        const token = yield* tokens.findActiveByHash(tokenHash);
        if (Option.isNone(token)) return null;
        const at = yield* (yield* Clock).now;
        if (token.value.lastUsedAt === null || at.getTime() - token.value.lastUsedAt.getTime() > touchEveryMs) {
          yield* tokens.touch(token.value.userId, token.value.id, at);
        }
        return token.value.userId;
      }),
    );
    if (found === null) cache.delete(tokenHash);
    else cache.set(tokenHash, found);
    return found;
  };

  const refuse = (address: string, message: string): never => {
    const waitMs = failures.take(address);
    if (waitMs > 0) throw new RateLimited({ message: "Too many failed authentications from this address; wait", retryAfterMs: waitMs });
    throw new Unauthorized({ message });
  };

  const tokenUser = async (c: Context, header: string): Promise<{ userId: UserId; tokenHash: string }> => {
    const address = clientAddress(c);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) return refuse(address, "The Authorization header must be: Bearer <token>");
    const tokenHash = hashToken(match[1]);
    const cached = cache.get(tokenHash);
    if (cached !== undefined) return { userId: cached, tokenHash };
    const waitMs = failures.waitMs(address);
    if (waitMs > 0) throw new RateLimited({ message: "Too many failed authentications from this address; wait", retryAfterMs: waitMs });
    const userId = await lookup(tokenHash);
    if (userId === null) return refuse(address, "Unknown or revoked API token");
    return { userId, tokenHash };
  };

  return async (c, next) => {
    const header = c.req.header("authorization");
    if (header !== undefined) {
      const { userId, tokenHash } = await tokenUser(c, header);
      c.set("userId", userId);
      c.set("clientKey", tokenHash);
    } else if (context.localUserId !== null) {
      const refusal = localRequestRefusal(c, context.config.trust.allowedHosts);
      if (refusal !== null) throw refusal;
      const hasSession = context.session?.isPresent(c) ?? false;
      if (!safeMethods.has(c.req.method) && !hasSession) {
        throw new Unauthorized({
          message: "Changes need the LifeOS app's session or an API token (npm run lifeos -- tokens create); reads from this machine need neither",
        });
      }
      // A read that passed these checks came from the app's own origin (or this machine), like a request for its page.
      if (!hasSession && safeMethods.has(c.req.method)) context.session?.issue(c);
      c.set("userId", context.localUserId);
      c.set("clientKey", "local");
    } else {
      throw new Unauthorized({ message: "An API token is required: Authorization: Bearer <token>" });
    }
    const waitMs = context.rateLimiter.take(c.get("clientKey"));
    if (waitMs > 0) throw new RateLimited({ message: "Too many requests; slow down", retryAfterMs: waitMs });
    await next();
  };
};
