import type { Effect, Option } from "effect";
import { Context } from "effect";
import type { StorageError } from "../common/errors.js";
import type { UserId } from "../common/ids.js";
import type { SettingsInput, UserSettings } from "./settings.js";

export interface SettingsRepositoryService {
  readonly get: (userId: UserId) => Effect.Effect<Option.Option<UserSettings>, StorageError>;
  /** Inserts or replaces the user's settings; `updatedAt` is the clock's now. */
  readonly put: (userId: UserId, input: SettingsInput) => Effect.Effect<UserSettings, StorageError>;
}

export class SettingsRepository extends Context.Service<SettingsRepository, SettingsRepositoryService>()(
  "@lifeos/core/SettingsRepository",
) {}
