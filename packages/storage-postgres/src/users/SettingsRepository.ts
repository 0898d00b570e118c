import type { SettingsRepositoryService } from "@lifeos/core";
import { SettingsRepositoryArguments, userSettingsRecord, UserSettings, withDecodedArguments } from "@lifeos/core";
import { eq } from "drizzle-orm";
import { Effect, Option } from "effect";
import type { Database } from "../database/Database.js";
import { query } from "../database/Database.js";
import { decodeRow } from "../database/decodeRow.js";
import { userSettings } from "./schema.js";

const toSettings = decodeRow(UserSettings, "settings");

export const makeSettingsRepository = ({ db, now }: Database): SettingsRepositoryService =>
  withDecodedArguments(SettingsRepositoryArguments, {
    get: (userId) =>
      Effect.gen(function* () {
        const rows = yield* query(() => db.select().from(userSettings).where(eq(userSettings.userId, userId)));
        return rows[0] === undefined ? Option.none() : Option.some(yield* toSettings(rows[0]));
      }),
    put: (userId, input) =>
      Effect.gen(function* () {
        const { userId: owner, ...values } = userSettingsRecord(userId, input, yield* now);
        const rows = yield* query(
          () => db.insert(userSettings).values({ userId: owner, ...values }).onConflictDoUpdate({ target: userSettings.userId, set: values }).returning(),
          { entity: "user", id: userId },
        );
        return yield* toSettings(rows[0]);
      }),
    remove: (userId) => query(() => db.delete(userSettings).where(eq(userSettings.userId, userId))).pipe(Effect.asVoid),
  });
