import { eq } from "drizzle-orm";
import { Effect, Option } from "effect";
import { SettingsInput, UserId, UserSettings } from "@lifeos/core";
import type { SettingsRepositoryService } from "@lifeos/core";
import { userSettings } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, input } from "../database/SqliteContext.js";

const toSettings = decodeRow(UserSettings);

export const makeSettingsRepository = (context: SqliteContext): SettingsRepositoryService => {
  const { db } = context;
  return {
    get: (rawUserId) =>
      Effect.flatMap(input(UserId, rawUserId), (userId) =>
        attempt(() => {
          const row = db.select().from(userSettings).where(eq(userSettings.userId, userId)).get();
          return row ? Option.some(toSettings(row)) : Option.none();
        }),
      ),
    put: (rawUserId, raw) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(SettingsInput, raw)]), ([userId, value]) =>
        attempt(() => {
          const values = { ...value, userId, updatedAt: context.now() };
          return toSettings(
            db.insert(userSettings).values(values).onConflictDoUpdate({ target: userSettings.userId, set: values }).returning().get(),
          );
        }),
      ),
  };
};
