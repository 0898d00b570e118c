import { eq, sql } from "drizzle-orm";
import { defaultMemorySettings, givenFields, MemorySettings, MemorySettingsRepositoryArguments, withDecodedArguments } from "@lifeos/core";
import type { MemorySettingsRepositoryService, UserId } from "@lifeos/core";
import { memorySettings } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow } from "../database/SqliteContext.js";
import { preparedQuery } from "../database/preparedQueries.js";

const toSettings = decodeRow(MemorySettings);

/** A user's stored settings: every chat turn's memory hook reads them. */
const settingsOf = (context: SqliteContext) =>
  preparedQuery(context, settingsOf, () =>
    context.db
      .select()
      .from(memorySettings)
      .where(eq(memorySettings.userId, sql.placeholder("userId")))
      .prepare(),
  );

export const makeMemorySettingsRepository = (context: SqliteContext): MemorySettingsRepositoryService => {
  const { db } = context;
  const read = (userId: UserId) => {
    const row = settingsOf(context).get({ userId });
    return row ? toSettings(row) : defaultMemorySettings(userId, context.now());
  };
  return withDecodedArguments(MemorySettingsRepositoryArguments, {
    get: (userId) => attempt(() => read(userId)),
    update: (userId, patch) =>
      attempt(() => {
        const { userId: _, ...current } = read(userId);
        const values = { ...current, ...givenFields(patch), userId, updatedAt: context.now() };
        return toSettings(
          db.insert(memorySettings).values(values).onConflictDoUpdate({ target: memorySettings.userId, set: values }).returning().get(),
        );
      }),
  });
};
