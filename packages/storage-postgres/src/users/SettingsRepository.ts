import type { SettingsRepositoryService } from "@lifeos/core";
import { SettingsInput, UserSettings, decodeInput } from "@lifeos/core";
import { eq } from "drizzle-orm";
import { Effect, Option } from "effect";
import type { Database } from "../database/Database.js";
import { query } from "../database/Database.js";
import { decodeRow } from "../database/decodeRow.js";
import { userSettings } from "./schema.js";
import { actingUser } from "../database/arguments.js";

const toSettings = decodeRow(UserSettings, "settings");

export const makeSettingsRepository = ({ db, now }: Database): SettingsRepositoryService => ({
  get: (userId) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const rows = yield* query(() => db.select().from(userSettings).where(eq(userSettings.userId, user)));
      return rows[0] === undefined ? Option.none() : Option.some(yield* toSettings(rows[0]));
    }),
  put: (userId, input) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const value = yield* decodeInput(SettingsInput, input);
      const row = { userId: user, ...value, updatedAt: yield* now };
      const rows = yield* query(
        () => db.insert(userSettings).values(row).onConflictDoUpdate({ target: userSettings.userId, set: { ...value, updatedAt: row.updatedAt } }).returning(),
        { entity: "user", id: user },
      );
      return yield* toSettings(rows[0]);
    }),
});
