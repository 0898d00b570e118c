import { eq } from "drizzle-orm";
import { Effect } from "effect";
import { defaultMemorySettings, MemorySettings, MemorySettingsPatch, UserId } from "@lifeos/core";
import type { MemorySettingsRepositoryService } from "@lifeos/core";
import { memorySettings } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, input } from "../database/SqliteContext.js";
import { definedFields } from "../database/patch.js";

const toSettings = decodeRow(MemorySettings);

export const makeMemorySettingsRepository = (context: SqliteContext): MemorySettingsRepositoryService => {
  const { db } = context;
  const read = (userId: UserId) => {
    const row = db.select().from(memorySettings).where(eq(memorySettings.userId, userId)).get();
    return row ? toSettings(row) : defaultMemorySettings(userId, context.now());
  };
  return {
    get: (rawUserId) => Effect.flatMap(input(UserId, rawUserId), (userId) => attempt(() => read(userId))),
    update: (rawUserId, raw) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(MemorySettingsPatch, raw)]), ([userId, patch]) =>
        attempt(() => {
          const { userId: _, ...current } = read(userId);
          const values = { ...current, ...definedFields(patch), userId, updatedAt: context.now() };
          return toSettings(
            db.insert(memorySettings).values(values).onConflictDoUpdate({ target: memorySettings.userId, set: values }).returning().get(),
          );
        }),
      ),
  };
};
