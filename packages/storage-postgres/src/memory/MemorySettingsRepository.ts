import type { MemorySettingsRepositoryService } from "@lifeos/core";
import { defaultMemorySettings, givenFields, MemorySettings, MemorySettingsRepositoryArguments, withDecodedArguments } from "@lifeos/core";
import { eq } from "drizzle-orm";
import { Effect } from "effect";
import type { Database } from "../database/Database.js";
import { query } from "../database/Database.js";
import { decodeRow } from "../database/decodeRow.js";
import { memorySettings } from "./schema.js";

const toSettings = decodeRow(MemorySettings, "memory settings");

export const makeMemorySettingsRepository = ({ db, now }: Database): MemorySettingsRepositoryService => {
  const read = (user: MemorySettings["userId"]) =>
    Effect.gen(function* () {
      const rows = yield* query(() => db.select().from(memorySettings).where(eq(memorySettings.userId, user)));
      return rows[0] === undefined ? defaultMemorySettings(user, yield* now) : yield* toSettings(rows[0]);
    });
  return withDecodedArguments(MemorySettingsRepositoryArguments, {
    get: read,
    update: (user, patch) =>
      Effect.gen(function* () {
        const { userId: _, ...current } = yield* read(user);
        const values = { ...current, ...givenFields(patch), updatedAt: yield* now };
        const rows = yield* query(
          () => db.insert(memorySettings).values({ ...values, userId: user }).onConflictDoUpdate({ target: memorySettings.userId, set: values }).returning(),
          { entity: "user", id: user },
        );
        return yield* toSettings(rows[0]);
      }),
  });
};
