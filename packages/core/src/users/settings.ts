import { Schema } from "effect";
import { UserId } from "../common/ids.js";
import { StorableText } from "../common/validation.js";

export const ModelProvider = Schema.Literals(["offline", "openai"]);
export type ModelProvider = typeof ModelProvider.Type;

/**
 * A user's model settings. The API key is stored only as ciphertext
 * (`apiKeyCiphertext`, encrypted above the port) and is never sent to a client.
 */
export const UserSettings = Schema.Struct({
  userId: UserId,
  provider: ModelProvider,
  baseUrl: Schema.NullOr(Schema.String),
  chatModel: Schema.NullOr(Schema.String),
  embeddingModel: Schema.NullOr(Schema.String),
  apiKeyCiphertext: Schema.NullOr(Schema.String),
  timeZone: Schema.NullOr(Schema.String),
  updatedAt: Schema.Date,
});
export type UserSettings = typeof UserSettings.Type;

export const SettingsInput = Schema.Struct({
  provider: ModelProvider,
  baseUrl: Schema.NullOr(StorableText),
  chatModel: Schema.NullOr(StorableText),
  embeddingModel: Schema.NullOr(StorableText),
  apiKeyCiphertext: Schema.NullOr(StorableText),
  timeZone: Schema.NullOr(StorableText),
});
export type SettingsInput = typeof SettingsInput.Type;
