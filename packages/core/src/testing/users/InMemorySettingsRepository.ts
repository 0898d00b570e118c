import { Effect, Option } from "effect";
import type { SettingsRepositoryService } from "../../users/SettingsRepository.js";
import type { UserSettings } from "../../users/settings.js";
import { SettingsInput } from "../../users/settings.js";
import { decodeInput } from "../../common/validation.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, existingUser } from "../storage/MemoryStore.js";

export const makeSettingsRepository = (store: MemoryStore): SettingsRepositoryService => {
  const { settings } = store.tables;
  return {
    get: (userId) =>
      Effect.map(actingUser(userId), (user) => Option.map(Option.fromNullishOr(settings.get(user)), copy)),
    put: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(SettingsInput, input);
        const row: UserSettings = { ...value, userId: user, updatedAt: yield* store.now };
        settings.set(user, copy(row));
        return copy(row);
      }),
  };
};
