import { eq } from "drizzle-orm";
import { Option } from "effect";
import { SettingsRepositoryArguments, userSettingsRecord, UserSettings, withDecodedArguments } from "@lifeos/core";
import type { SettingsRepositoryService } from "@lifeos/core";
import { userSettings } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow } from "../database/SqliteContext.js";

const toSettings = decodeRow(UserSettings);

export const makeSettingsRepository = (context: SqliteContext): SettingsRepositoryService => {
  const { db } = context;
  return withDecodedArguments(SettingsRepositoryArguments, {
    get: (userId) =>
      attempt(() => {
        const row = db.select().from(userSettings).where(eq(userSettings.userId, userId)).get();
        return row ? Option.some(toSettings(row)) : Option.none();
      }),
    put: (userId, input) =>
      attempt(() => {
        const values = userSettingsRecord(userId, input, context.now());
        return toSettings(
          db.insert(userSettings).values(values).onConflictDoUpdate({ target: userSettings.userId, set: values }).returning().get(),
        );
      }),
    remove: (userId) =>
      attempt(() => {
        db.delete(userSettings).where(eq(userSettings.userId, userId)).run();
      }),
  });
};
