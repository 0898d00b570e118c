import { ApiTokenRepository, Clock, RateLimited, Unauthorized, type UserId } from "@lifeos/core";
import { Effect, Option } from "effect";
import type { MiddlewareHandler } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { hashToken } from "./apiTokenSecret.js";
import { isLocalRequest } from "./isLocalRequest.js";

const touchEveryMs = 60_000;

/**
 * Decides who a request acts for. A `Authorization: Bearer <token>` header
 * must name an active token (else UNAUTHORIZED); without one, only the
 * embedded mode's local user is allowed, and only for local requests (see
 * `isLocalRequest`). Then counts the request against the caller's rate limit
 * (RATE_LIMITED with Retry-After). Known token hashes are cached (see
 * TokenCache): a token revoked through this server's API stops working at
 * once, one revoked elsewhere within `tokenCache.maxAgeMs` (ten seconds).
 */
export const authenticate = (context: AppContext): MiddlewareHandler<AppEnv> => {
  const cache = context.tokenCache;

  const lookup = async (tokenHash: string): Promise<UserId | null> => {
    const cached = cache.get(tokenHash);
    if (cached !== undefined) return cached;
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

  return async (c, next) => {
    const header = c.req.header("authorization");
    if (header !== undefined) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match?.[1]) throw new Unauthorized({ message: "The Authorization header must be: Bearer <token>" });
      const tokenHash = hashToken(match[1]);
      const userId = await lookup(tokenHash);
      if (userId === null) throw new Unauthorized({ message: "Unknown or revoked API token" });
      c.set("userId", userId);
      c.set("clientKey", tokenHash);
    } else if (context.localUserId !== null && isLocalRequest(c)) {
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
