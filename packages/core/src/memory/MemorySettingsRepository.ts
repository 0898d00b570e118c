import type { Effect } from "effect";
import { Context } from "effect";
import type { StorageError } from "../common/errors.js";
import { UserId } from "../common/ids.js";
import type { MemorySettings } from "./memorySettings.js";
import { MemorySettingsPatch } from "./memorySettings.js";
import type { PortArguments } from "../storage/decodedPort.js";

export interface MemorySettingsRepositoryService {
  /** The user's settings; `defaultMemorySettings` (with `updatedAt` = now) when never saved. */
  readonly get: (userId: UserId) => Effect.Effect<MemorySettings, StorageError>;
  /** Applies the given fields over the current settings (or the defaults) and stores them. */
  readonly update: (userId: UserId, patch: MemorySettingsPatch) => Effect.Effect<MemorySettings, StorageError>;
}

export class MemorySettingsRepository extends Context.Service<MemorySettingsRepository, MemorySettingsRepositoryService>()(
  "@lifeos/core/MemorySettingsRepository",
) {}

/** How each `MemorySettingsRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const MemorySettingsRepositoryArguments: PortArguments<MemorySettingsRepositoryService> = {
  get: [UserId],
  update: [UserId, MemorySettingsPatch],
};
