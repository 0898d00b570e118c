import { Effect } from "effect";
import { decodeInput } from "../../common/validation.js";
import type { MemorySettings } from "../../memory/memorySettings.js";
import { defaultMemorySettings, MemorySettingsPatch } from "../../memory/memorySettings.js";
import type { MemorySettingsRepositoryService } from "../../memory/MemorySettingsRepository.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, existingUser } from "../storage/MemoryStore.js";

export const makeMemorySettingsRepository = (store: MemoryStore): MemorySettingsRepositoryService => {
  const { memorySettings } = store.tables;
  return {
    get: (userId) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const stored = memorySettings.get(user);
        return stored === undefined ? defaultMemorySettings(user, yield* store.now) : copy(stored);
      }),
    update: (userId, patch) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(MemorySettingsPatch, patch);
        const now = yield* store.now;
        const current = memorySettings.get(user) ?? defaultMemorySettings(user, now);
        const next: MemorySettings = {
          ...current,
          ...Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)),
          updatedAt: now,
        };
        memorySettings.set(user, copy(next));
        return copy(next);
      }),
  };
};
