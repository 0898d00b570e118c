import type { Effect } from "effect";
import { Context } from "effect";
import type { StorageError } from "../common/errors.js";
import type { UserId } from "../common/ids.js";
import type { MemorySettings, MemorySettingsPatch } from "./memorySettings.js";

export interface MemorySettingsRepositoryService {
  /** The user's settings; `defaultMemorySettings` (with `updatedAt` = now) when never saved. */
  readonly get: (userId: UserId) => Effect.Effect<MemorySettings, StorageError>;
  /** Applies the given fields over the current settings (or the defaults) and stores them. */
  readonly update: (userId: UserId, patch: MemorySettingsPatch) => Effect.Effect<MemorySettings, StorageError>;
}

export class MemorySettingsRepository extends Context.Service<MemorySettingsRepository, MemorySettingsRepositoryService>()(
  "@lifeos/core/MemorySettingsRepository",
) {}
