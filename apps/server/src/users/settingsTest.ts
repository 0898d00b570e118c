import { listProviderModels } from "@lifeos/agent";
import { SettingsRepository, type UserSettings } from "@lifeos/core";
import { Option, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { readBody } from "../http/readBody.js";
import { selectModel } from "../modelSelection.js";
import { checkProviderBaseUrl, ProviderBaseUrl } from "./providerBaseUrl.js";
import { makePublicOnlyFetch } from "./publicOnlyFetch.js";
import { SettingsBody } from "./settings.js";

/**
 * `POST /settings/test`: the connection the form would save, tried before it
 * is saved. `apiKey` absent uses the stored key (or the operator's, only
 * with the operator's base URL, as when answering).
 */
export const SettingsTestBody = Schema.Struct({
  baseUrl: Schema.optional(Schema.NullOr(ProviderBaseUrl)),
  apiKey: SettingsBody.fields.apiKey,
  chatModel: SettingsBody.fields.chatModel,
});

/** What a test answers: the server's models (and whether the chosen chat model is among them), or why it failed. */
export type SettingsTestResult =
  | { readonly ok: true; readonly models: ReadonlyArray<string>; readonly chatModelFound: boolean | null }
  | { readonly ok: false; readonly error: string };

const blankToNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/**
 * Tests a model connection by listing the server's models. The base URL
 * follows the rules of saving it (a private address is refused in hosted
 * mode, 400) and the request the rules of answering (public addresses only
 * for a user's own URL in hosted mode, no redirects, the operator's key only
 * to the operator's URL). A server that cannot be used is `200 { ok: false, error }`.
 */
export const settingsTestRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.post("/", async (c) => {
    const body = await readBody(c, SettingsTestBody);
    const userId = c.get("userId");
    const baseUrl = blankToNull(body.baseUrl);
    if (baseUrl !== null) await checkProviderBaseUrl(context.config, baseUrl);
    const stored = Option.getOrNull(await context.run(SettingsRepository.use((repository) => repository.get(userId))));
    const apiKey = blankToNull(body.apiKey);
    const candidate: UserSettings = {
      userId,
      provider: "openai",
      baseUrl,
      chatModel: blankToNull(body.chatModel),
      embeddingModel: null,
      apiKeyCiphertext: body.apiKey === undefined ? (stored?.apiKeyCiphertext ?? null) : apiKey === null ? null : context.secrets.seal(apiKey),
      timeZone: null,
      updatedAt: new Date(),
    };
    const selection = selectModel(context.config, candidate, context.secrets);
    if (selection.provider === "offline") {
      const error =
        baseUrl === null
          ? "No API key: enter one (this server has none of its own for OpenAI)."
          : "A base URL of your own needs your own API key on this server.";
      return c.json({ ok: false, error } satisfies SettingsTestResult);
    }
    const check = await listProviderModels({
      apiKey: selection.apiKey,
      ...(selection.baseUrl ? { baseURL: selection.baseUrl } : {}),
      ...(selection.publicAddressesOnly ? { fetch: makePublicOnlyFetch() } : {}),
    });
    const result: SettingsTestResult = check.ok
      ? { ok: true, models: check.models, chatModelFound: candidate.chatModel === null ? null : check.models.includes(candidate.chatModel) }
      : check;
    return c.json(result);
  });
  return app;
};

