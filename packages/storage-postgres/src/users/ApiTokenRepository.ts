import type { ApiTokenRepositoryService } from "@lifeos/core";
import { ApiToken, ApiTokenId, NewApiToken, NotFound, decodeInput } from "@lifeos/core";
import { and, desc, eq, isNull } from "drizzle-orm";
import { Effect, Option, Schema } from "effect";
import type { Database } from "../database/Database.js";
import { query } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { apiTokens } from "./schema.js";
import { actingUser, decodeArgument } from "../database/arguments.js";

const toToken = decodeRow(ApiToken, "apiToken");
const toTokens = decodeRows(ApiToken, "apiToken");

export const makeApiTokenRepository = ({ db, now, nextId }: Database): ApiTokenRepositoryService => {
  const setTime = (userId: unknown, id: unknown, at: unknown, field: "revokedAt" | "lastUsedAt") =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const tokenId = yield* decodeArgument(ApiTokenId, id);
      const instant = yield* decodeArgument(Schema.Date, at);
      const owned = and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, user));
      const rows = yield* query(() => db.select({ revokedAt: apiTokens.revokedAt }).from(apiTokens).where(owned));
      const row = rows[0];
      if (row === undefined) return yield* Effect.fail(NotFound.of("apiToken", tokenId));
      if (field === "revokedAt" && row.revokedAt !== null) return;
      yield* query(() => db.update(apiTokens).set({ [field]: instant }).where(owned));
    });
  return {
    create: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const value = yield* decodeInput(NewApiToken, input);
        const row = { id: yield* nextId, userId: user, ...value, createdAt: yield* now, lastUsedAt: null, revokedAt: null };
        const inserted = yield* query(() => db.insert(apiTokens).values(row).returning(), { entity: "user", id: user });
        return yield* toToken(inserted[0]);
      }),
    findActiveByHash: (tokenHash) =>
      Effect.gen(function* () {
        if (typeof tokenHash !== "string") return Option.none();
        const rows = yield* query(() =>
          db.select().from(apiTokens).where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt))).limit(1),
        );
        return rows[0] === undefined ? Option.none() : Option.some(yield* toToken(rows[0]));
      }),
    list: (userId) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        return yield* toTokens(
          yield* query(() => db.select().from(apiTokens).where(eq(apiTokens.userId, user)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))),
        );
      }),
    revoke: (userId, id, at) => setTime(userId, id, at, "revokedAt"),
    touch: (userId, id, at) => setTime(userId, id, at, "lastUsedAt"),
  };
};
