import { ApiToken, ApiTokenId, ApiTokenRepository, Clock, Limits, RequiredString } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { Hono } from "hono";
import { createToken } from "../auth/userAdmin.js";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { decodeOrThrow, readBody } from "../http/readBody.js";

/** `POST /tokens`: a new API token of the caller. */
export const TokenCreateBody = Schema.Struct({ name: RequiredString(Limits.nameChars) });

const TokenIdParam = Schema.Struct({ id: ApiTokenId });

/** What a client sees of a token: never its hash. */
/** What a client sees of a token: never its secret or hash. */
export const TokenView = Schema.Struct({
  id: ApiToken.fields.id,
  name: ApiToken.fields.name,
  prefix: ApiToken.fields.prefix,
  createdAt: ApiToken.fields.createdAt,
  lastUsedAt: ApiToken.fields.lastUsedAt,
  revokedAt: ApiToken.fields.revokedAt,
});

/** `POST /tokens`: the new token and its secret, shown this once. */
export const CreatedToken = Schema.Struct({ token: TokenView, secret: Schema.String });

const tokenView = (token: ApiToken): typeof TokenView.Type => ({
  id: token.id,
  name: token.name,
  prefix: token.prefix,
  createdAt: token.createdAt,
  lastUsedAt: token.lastUsedAt,
  revokedAt: token.revokedAt,
});

/**
 * The caller's API tokens: list, create (the secret is in this one response
 * and nowhere else) and revoke. A token revoked here stops working at once in
 * this server process (see TokenCache for other processes).
 */
export const tokenRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const tokens = await context.run(ApiTokenRepository.use((repository) => repository.list(c.get("userId"))));
    return c.json({ items: tokens.map(tokenView) });
  });

  app.post("/", async (c) => {
    const { name } = await readBody(c, TokenCreateBody);
    const { token, secret } = await context.run(createToken(c.get("userId"), name));
    return c.json({ token: tokenView(token), secret }, 201);
  });

  app.delete("/:id", async (c) => {
    const { id } = decodeOrThrow(TokenIdParam, { id: c.req.param("id") });
    const userId = c.get("userId");
    await context.run(
      Effect.flatMap(Clock.use((clock) => clock.now), (now) => ApiTokenRepository.use((repository) => repository.revoke(userId, id, now))),
    );
    context.tokenCache.forgetUser(userId);
    return c.body(null, 204);
  });

  return app;
};
