import type { ApiTokenId, ApiTokenRepositoryService, UserId } from "@lifeos/core";
import { ApiToken, ApiTokenRepositoryArguments, newApiTokenRecord, NotFound, withDecodedArguments } from "@lifeos/core";
import { and, desc, eq, isNull } from "drizzle-orm";
import { Effect, Option } from "effect";
import type { Database } from "../database/Database.js";
import { query } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { apiTokens } from "./schema.js";

const toToken = decodeRow(ApiToken, "apiToken");
const toTokens = decodeRows(ApiToken, "apiToken");

export const makeApiTokenRepository = ({ db, now, nextId }: Database): ApiTokenRepositoryService => {
  const setTime = (field: "revokedAt" | "lastUsedAt") => (userId: UserId, id: ApiTokenId, at: Date) =>
    Effect.gen(function* () {
      const owned = and(eq(apiTokens.id, id), eq(apiTokens.userId, userId));
      const rows = yield* query(() => db.select({ revokedAt: apiTokens.revokedAt }).from(apiTokens).where(owned));
      const row = rows[0];
      if (row === undefined) return yield* Effect.fail(NotFound.of("apiToken", id));
      if (field === "revokedAt" && row.revokedAt !== null) return;
      yield* query(() => db.update(apiTokens).set({ [field]: at }).where(owned));
    });
  return withDecodedArguments(ApiTokenRepositoryArguments, {
    create: (userId, input) =>
      Effect.gen(function* () {
        const row = newApiTokenRecord(userId, input, (yield* nextId) as ApiTokenId, yield* now);
        const inserted = yield* query(() => db.insert(apiTokens).values(row).returning(), { entity: "user", id: userId });
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
        return yield* toTokens(
          yield* query(() => db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))),
        );
      }),
    revoke: setTime("revokedAt"),
    touch: setTime("lastUsedAt"),
  });
};
