import { SettingsRepository, User, UserRepository } from "@lifeos/core";
import { Effect, Option, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { selectModel } from "../modelSelection.js";

/** `GET /me`: the caller, the server's mode, and the model answering them. */
export const Caller = Schema.Struct({
  user: Schema.Struct({ id: User.fields.id, name: User.fields.name, timeZone: User.fields.timeZone }),
  mode: Schema.Literals(["embedded", "hosted"]),
  model: Schema.Struct({ provider: Schema.Literals(["offline", "openai"]), chatModel: Schema.String, offline: Schema.Boolean }),
});

/**
 * `GET /me`: who the caller is, the server's mode, and which model answers
 * them (`offline: true` means answers are assembled from their data without an AI model).
 */
export const meRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => {
    const userId = c.get("userId");
    const { user, settings } = await context.run(
      Effect.all({
        user: UserRepository.use((users) => users.get(userId)),
        settings: SettingsRepository.use((repository) => repository.get(userId)),
      }),
    );
    const selection = selectModel(context.config, Option.getOrNull(settings), context.secrets);
    const caller: typeof Caller.Type = {
      user: { id: user.id, name: user.name, timeZone: user.timeZone },
      mode: context.config.mode,
      model:
        selection.provider === "offline"
          ? { provider: "offline", chatModel: "offline", offline: true }
          : { provider: "openai", chatModel: selection.chatModel, offline: false },
    };
    return c.json(caller);
  });
  return app;
};
