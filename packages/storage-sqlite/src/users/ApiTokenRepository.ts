import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { Option } from "effect";
import { ApiToken, ApiTokenRepositoryArguments, newApiTokenRecord, NotFound, withDecodedArguments } from "@lifeos/core";
import type { ApiTokenId, ApiTokenRepositoryService, UserId } from "@lifeos/core";
import { apiTokens } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow } from "../database/SqliteContext.js";

const toApiToken = decodeRow(ApiToken);

export const makeApiTokenRepository = (context: SqliteContext): ApiTokenRepositoryService => {
  const { db } = context;
  const setTime = (field: "revokedAt" | "lastUsedAt") => (userId: UserId, id: ApiTokenId, at: Date) =>
    attempt(() => {
      const result = db
        .update(apiTokens)
        // Revoking again keeps the first revocation time.
        .set(field === "revokedAt" ? { revokedAt: sql`coalesce(${apiTokens.revokedAt}, ${at.getTime()})` } : { lastUsedAt: at })
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
        .run();
      if (result.changes === 0) throw NotFound.of("apiToken", id);
    });
  return withDecodedArguments(ApiTokenRepositoryArguments, {
    create: (userId, input) =>
      attempt(() =>
        toApiToken(
          db
            .insert(apiTokens)
            .values(newApiTokenRecord(userId, input, context.newId() as ApiTokenId, context.now()))
            .returning()
            .get(),
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
    list: (userId) =>
      attempt(() =>
        db
          .select()
          .from(apiTokens)
          .where(eq(apiTokens.userId, userId))
          .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
          .all()
          .map(toApiToken),
      ),
    revoke: setTime("revokedAt"),
    touch: setTime("lastUsedAt"),
  });
};
