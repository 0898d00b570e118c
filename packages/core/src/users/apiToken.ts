import { Schema } from "effect";
import { ApiTokenId, UserId } from "../common/ids.js";
import { Limits, RequiredString } from "../common/validation.js";

/**
 * An API token. Only a hash of the secret is stored; `prefix` (the first
 * characters of the secret) lets a person recognise it in a list.
 */
export const ApiToken = Schema.Struct({
  id: ApiTokenId,
  userId: UserId,
  name: RequiredString(Limits.nameChars),
  tokenHash: Schema.String,
  prefix: Schema.String,
  createdAt: Schema.Date,
  lastUsedAt: Schema.NullOr(Schema.Date),
  revokedAt: Schema.NullOr(Schema.Date),
});
export type ApiToken = typeof ApiToken.Type;

export const NewApiToken = Schema.Struct({
  name: RequiredString(Limits.nameChars),
  tokenHash: RequiredString(200),
  prefix: RequiredString(32),
});
export type NewApiToken = typeof NewApiToken.Type;
