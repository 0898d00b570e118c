import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { Effect, Option, Schema } from "effect";
import { ApiToken, ApiTokenId, NewApiToken, NotFound, UserId } from "@lifeos/core";
import type { ApiTokenRepositoryService } from "@lifeos/core";
import { apiTokens } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, input } from "../database/SqliteContext.js";

const toApiToken = decodeRow(ApiToken);

export const makeApiTokenRepository = (context: SqliteContext): ApiTokenRepositoryService => {
  const { db } = context;
  const setTime = (field: "revokedAt" | "lastUsedAt") => (rawUserId: UserId, rawId: ApiTokenId, at: Date) =>
    Effect.flatMap(
      Effect.all([input(UserId, rawUserId), input(ApiTokenId, rawId), input(Schema.Date, at)]),
      ([userId, id, instant]) =>
        attempt(() => {
          const result = db
            .update(apiTokens)
            // Revoking again keeps the first revocation time.
            .set(field === "revokedAt" ? { revokedAt: sql`coalesce(${apiTokens.revokedAt}, ${instant.getTime()})` } : { lastUsedAt: instant })
            .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
            .run();
          if (result.changes === 0) throw NotFound.of("apiToken", id);
        }),
    );
  return {
    create: (rawUserId, raw) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(NewApiToken, raw)]), ([userId, value]) =>
        attempt(() =>
          toApiToken(
            db
              .insert(apiTokens)
              .values({ id: context.newId(), userId, ...value, createdAt: context.now(), lastUsedAt: null, revokedAt: null })
              .returning()
              .get(),
          ),
        ),
      ),
    findActiveByHash: (tokenHash) =>
      attempt(() => {
        const row = db
          .select()
          .from(apiTokens)
          .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)))
          .get();
        return row ? Option.some(toApiToken(row)) : Option.none();
      }),
    list: (rawUserId) =>
      Effect.flatMap(input(UserId, rawUserId), (userId) =>
        attempt(() =>
          db
            .select()
            .from(apiTokens)
            .where(eq(apiTokens.userId, userId))
            .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
            .all()
            .map(toApiToken),
        ),
      ),
    revoke: setTime("revokedAt"),
    touch: setTime("lastUsedAt"),
  };
};
