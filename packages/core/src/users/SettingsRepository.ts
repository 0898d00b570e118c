import type { Effect, Option } from "effect";
import { Context } from "effect";
import type { StorageError } from "../common/errors.js";
import { UserId } from "../common/ids.js";
import type { PortArguments } from "../storage/decodedPort.js";
import type { UserSettings } from "./settings.js";
import { SettingsInput } from "./settings.js";

export interface SettingsRepositoryService {
  readonly get: (userId: UserId) => Effect.Effect<Option.Option<UserSettings>, StorageError>;
  /** Inserts or replaces the user's settings; `updatedAt` is the clock's now. */
  readonly put: (userId: UserId, input: SettingsInput) => Effect.Effect<UserSettings, StorageError>;
  /** Removes the user's settings (with the API key's ciphertext): the server's defaults apply again. Nothing to remove is no error. */
  readonly remove: (userId: UserId) => Effect.Effect<void, StorageError>;
}

export class SettingsRepository extends Context.Service<SettingsRepository, SettingsRepositoryService>()(
  "@lifeos/core/SettingsRepository",
) {}

/** How each `SettingsRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const SettingsRepositoryArguments: PortArguments<SettingsRepositoryService> = {
  get: [UserId],
  put: [UserId, SettingsInput],
  remove: [UserId],
};

/** The record `put` stores: the input, owned by the user, updated `now`. */
export const userSettingsRecord = (userId: UserId, input: SettingsInput, now: Date): UserSettings => ({ userId, ...input, updatedAt: now });
