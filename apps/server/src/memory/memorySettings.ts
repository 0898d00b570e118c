import { Clock, detectLanguage, followUpsFor, MemorySettingsPatch, MemorySettingsRepository } from "@lifeos/core";
import type { Language } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { queryObject } from "../http/query.js";
import { decodeOrThrow, readBody } from "../http/readBody.js";
import { QueryText } from "./IsoInstant.js";
import { timeZoneOf } from "./memoryRequest.js";

/** Memory on/off, retention per context and the importance floor. */
export const memorySettingsRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => c.json(await context.run(MemorySettingsRepository.use((settings) => settings.get(c.get("userId"))))));
  app.put("/", async (c) => {
    const body = await readBody(c, MemorySettingsPatch);
    return c.json(await context.run(MemorySettingsRepository.use((settings) => settings.update(c.get("userId"), body))));
  });
  return app;
};

const FollowUpsQuery = Schema.Struct({ language: Schema.optional(Schema.Literals(["en", "pt"])), text: Schema.optional(QueryText) });

/** What to offer when a chat opens: due reminders, "it has been a while" nudges and habits, worded in the user's language. */
export const followUpRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => {
    const query = decodeOrThrow(FollowUpsQuery, queryObject(c));
    const userId = c.get("userId");
    const language: Language = query.language ?? (query.text === undefined ? "en" : detectLanguage(query.text));
    const result = await context.run(
      Effect.gen(function* () {
        const now = yield* (yield* Clock).now;
        return yield* followUpsFor(userId, { now, timeZone: yield* timeZoneOf(userId), language });
      }),
    );
    return c.json(result);
  });
  return app;
};
