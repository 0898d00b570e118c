import type { Effect, Option } from "effect";
import { Context, Schema } from "effect";
import type { StorageError } from "../common/errors.js";
import { ApiTokenId, UserId } from "../common/ids.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { trusted } from "../storage/decodedPort.js";
import type { ApiToken } from "./apiToken.js";
import { NewApiToken } from "./apiToken.js";

export interface ApiTokenRepositoryService {
  /** Fails with `Conflict` when a token with the same hash exists (for any user). */
  readonly create: (userId: UserId, input: NewApiToken) => Effect.Effect<ApiToken, StorageError>;
  /**
   * The unrevoked token with this hash. This is the only lookup not scoped to
   * a user: it is how a request finds out which user it acts for.
   */
  readonly findActiveByHash: (tokenHash: string) => Effect.Effect<Option.Option<ApiToken>, StorageError>;
  /** The user's tokens, revoked ones included, newest first (`createdAt`, then id, descending). */
  readonly list: (userId: UserId) => Effect.Effect<ReadonlyArray<ApiToken>, StorageError>;
  /** Marks the token revoked; `NotFound` if it is not this user's. Revoking again keeps the first `revokedAt`. */
  readonly revoke: (userId: UserId, id: ApiTokenId, at: Date) => Effect.Effect<void, StorageError>;
  /** Sets `lastUsedAt`; `NotFound` if it is not this user's. */
  readonly touch: (userId: UserId, id: ApiTokenId, at: Date) => Effect.Effect<void, StorageError>;
}

export class ApiTokenRepository extends Context.Service<ApiTokenRepository, ApiTokenRepositoryService>()(
  "@lifeos/core/ApiTokenRepository",
) {}

/** How each `ApiTokenRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const ApiTokenRepositoryArguments: PortArguments<ApiTokenRepositoryService> = {
  create: [UserId, NewApiToken],
  // Any presented hash is looked up; one that matches nothing finds nothing.
  findActiveByHash: [trusted()],
  list: [UserId],
  revoke: [UserId, ApiTokenId, Schema.Date],
  touch: [UserId, ApiTokenId, Schema.Date],
};

/** The record a new token is stored as: never used, not revoked. */
export const newApiTokenRecord = (userId: UserId, input: NewApiToken, id: ApiTokenId, now: Date): ApiToken => ({
  id,
  userId,
  ...input,
  createdAt: now,
  lastUsedAt: null,
  revokedAt: null,
});
