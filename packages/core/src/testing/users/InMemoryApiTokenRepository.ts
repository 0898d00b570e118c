import { Effect, Option, Schema } from "effect";
import { Conflict } from "../../common/errors.js";
import { ApiTokenId } from "../../common/ids.js";
import type { ApiTokenRepositoryService } from "../../users/ApiTokenRepository.js";
import type { ApiToken } from "../../users/apiToken.js";
import { NewApiToken } from "../../users/apiToken.js";
import { decodeInput } from "../../common/validation.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser, owned, rowsOf } from "../storage/MemoryStore.js";
import { sortBy } from "../storage/paginate.js";

export const makeApiTokenRepository = (store: MemoryStore): ApiTokenRepositoryService => {
  const { apiTokens } = store.tables;
  const find = (userId: unknown, id: unknown) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const tokenId = yield* decodeArgument(ApiTokenId, id);
      return yield* owned(apiTokens, user, tokenId, "apiToken");
    });
  const setTime = (userId: unknown, id: unknown, at: unknown, field: "revokedAt" | "lastUsedAt") =>
    Effect.gen(function* () {
      const token = yield* find(userId, id);
      const instant = yield* decodeArgument(Schema.Date, at);
      if (field === "revokedAt" && token.revokedAt !== null) return;
      apiTokens.set(token.id, { ...token, [field]: instant });
    });
  return {
    create: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(NewApiToken, input);
        if ([...apiTokens.values()].some((token) => token.tokenHash === value.tokenHash)) {
          return yield* Effect.fail(new Conflict({ message: "A token with this hash exists" }));
        }
        const token: ApiToken = {
          id: (yield* store.nextId) as ApiTokenId,
          userId: user,
          name: value.name,
          tokenHash: value.tokenHash,
          prefix: value.prefix,
          createdAt: yield* store.now,
          lastUsedAt: null,
          revokedAt: null,
        };
        apiTokens.set(token.id, token);
        return copy(token);
      }),
    findActiveByHash: (tokenHash) =>
      Effect.sync(() =>
        Option.map(
          Option.fromNullishOr(
            [...apiTokens.values()].find((token) => token.tokenHash === tokenHash && token.revokedAt === null),
          ),
          copy,
        ),
      ),
    list: (userId) =>
      Effect.map(actingUser(userId), (user) =>
        sortBy(rowsOf(apiTokens, user), (token) => [token.createdAt.getTime(), token.id], ["desc", "desc"]).map(copy),
      ),
    revoke: (userId, id, at) => setTime(userId, id, at, "revokedAt"),
    touch: (userId, id, at) => setTime(userId, id, at, "lastUsedAt"),
  };
};
