import { BoundedString, defaultTimeZone, MissingApiKey, ModelProvider, SettingsRepository, TimeZone, UserRepository, type UserSettings } from "@lifeos/core";
import { Effect, Option, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { readBody } from "../http/readBody.js";
import { isOperatorBaseUrl, selectModel } from "../modelSelection.js";
import { checkProviderBaseUrl, ProviderBaseUrl } from "./providerBaseUrl.js";

const OptionalText = Schema.optional(Schema.NullOr(BoundedString(500)));

/**
 * `PUT /settings`. `apiKey`: a string sets it, `null` clears it, absent keeps
 * the stored one. The key is encrypted before it reaches storage. `baseUrl`:
 * an http(s) URL; one other than the server's own needs the user's own key
 * in hosted mode (the server's key is never sent anywhere else), and there
 * may not point at a private address (see `checkProviderBaseUrl`).
 * `timeZone`: a zone becomes the user's own time zone (what the chat
 * resolves "yesterday" and "last week" in); `null` or absent leaves it as it is.
 */
export const SettingsBody = Schema.Struct({
  provider: ModelProvider,
  baseUrl: Schema.optional(Schema.NullOr(ProviderBaseUrl)),
  chatModel: OptionalText,
  embeddingModel: OptionalText,
  apiKey: OptionalText,
  timeZone: Schema.optional(Schema.NullOr(TimeZone)),
});

/** What a client sees of the settings: the API key only as "set" or "not set", and the user's time zone. */
export const SettingsView = Schema.Struct({
  provider: Schema.Literals(["offline", "openai"]),
  baseUrl: Schema.NullOr(Schema.String),
  chatModel: Schema.NullOr(Schema.String),
  embeddingModel: Schema.NullOr(Schema.String),
  apiKey: Schema.Literals(["set", "not set"]),
  timeZone: Schema.String,
});
export type SettingsView = typeof SettingsView.Type;

export const settingsView = (settings: UserSettings | null, timeZone: string): SettingsView => ({
  provider: settings?.provider ?? "offline",
  baseUrl: settings?.baseUrl ?? null,
  chatModel: settings?.chatModel ?? null,
  embeddingModel: settings?.embeddingModel ?? null,
  apiKey: settings?.apiKeyCiphertext ? "set" : "not set",
  timeZone,
});

/** `POST /settings/time-zone/adopt`: the zone the person's browser is in. */
export const AdoptTimeZoneBody = Schema.Struct({ timeZone: TimeZone });

/** What `POST /settings/time-zone/adopt` answers: the user's time zone now, and whether it was the one offered. */
export const AdoptedTimeZone = Schema.Struct({ timeZone: Schema.String, adopted: Schema.Boolean });

const blankToNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/**
 * Model settings of the caller: read (never the key) and replace. A
 * replacement answers with the settings and `notice`: null, or why the
 * saved choice cannot take effect (an OpenAI provider with no key to use).
 */
export const settingsRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const userId = c.get("userId");
    const { settings, user } = await context.run(
      Effect.all({
        settings: SettingsRepository.use((repository) => repository.get(userId)),
        user: UserRepository.use((users) => users.get(userId)),
      }),
    );
    return c.json(settingsView(Option.getOrNull(settings), user.timeZone));
  });

  app.put("/", async (c) => {
    const body = await readBody(c, SettingsBody);
    const userId = c.get("userId");
    const baseUrl = blankToNull(body.baseUrl);
    if (baseUrl !== null) await checkProviderBaseUrl(context.config, baseUrl);
    const { saved, timeZone } = await context.run(
      Effect.gen(function* () {
        const repository = yield* SettingsRepository;
        const users = yield* UserRepository;
        const current = Option.getOrNull(yield* repository.get(userId));
        const apiKey = blankToNull(body.apiKey);
        const apiKeyCiphertext =
          body.apiKey === undefined ? (current?.apiKeyCiphertext ?? null) : apiKey === null ? null : context.secrets.seal(apiKey);
        // Checked before anything is written: refused settings change nothing.
        if (body.provider === "openai" && context.config.mode === "hosted" && apiKeyCiphertext === null && !isOperatorBaseUrl(context.config, baseUrl)) {
          return yield* new MissingApiKey({ message: "A base URL of your own needs your own API key (apiKey): the server's key is used only with its own provider" });
        }
        // The user's zone first: it is the one the chat uses (settings keep a copy of what was chosen).
        const user = body.timeZone ? yield* users.update(userId, { timeZone: body.timeZone }) : yield* users.get(userId);
        const saved = yield* repository.put(userId, {
          provider: body.provider,
          baseUrl,
          chatModel: blankToNull(body.chatModel),
          embeddingModel: blankToNull(body.embeddingModel),
          apiKeyCiphertext,
          timeZone: body.timeZone ?? current?.timeZone ?? null,
        });
        return { saved, timeZone: user.timeZone };
      }),
    );
    context.hooks.settingsChanged(userId);
    // Saved as asked, but a choice that cannot take effect says why instead of quietly answering offline.
    const answersOffline = body.provider === "openai" && selectModel(context.config, saved, context.secrets).provider === "offline";
    const notice = answersOffline ? "Saved, but no API key is available for this provider, so LifeOS keeps answering offline until you add one." : null;
    return c.json({ ...settingsView(saved, timeZone), notice });
  });

  /*
   * A user who never chose a time zone (none in their settings, and theirs still the default a user is
   * created with) takes the one their browser is in; any other keeps theirs. So the web app offers its
   * browser's zone on every start, and only the first offer to a user who never chose changes anything.
   */
  app.post("/time-zone/adopt", async (c) => {
    const body = await readBody(c, AdoptTimeZoneBody);
    const userId = c.get("userId");
    const answer = await context.run(
      Effect.gen(function* () {
        const users = yield* UserRepository;
        const user = yield* users.get(userId);
        const chosen = Option.getOrNull(yield* SettingsRepository.use((repository) => repository.get(userId)))?.timeZone ?? null;
        if (chosen !== null || user.timeZone !== defaultTimeZone || body.timeZone === user.timeZone) return { timeZone: user.timeZone, adopted: false };
        const updated = yield* users.update(userId, { timeZone: body.timeZone });
        return { timeZone: updated.timeZone, adopted: true };
      }),
    );
    if (answer.adopted) context.hooks.settingsChanged(userId);
    return c.json(answer);
  });

  return app;
};
