import type { UserSettings } from "@lifeos/core";
import type { ModelConfig } from "./config.js";
import type { SecretBox } from "./crypto/SecretBox.js";

/** The model a user's requests are answered with: the offline model, or an OpenAI-compatible provider. */
export type ModelSelection =
  | { readonly provider: "offline" }
  | {
      readonly provider: "openai";
      readonly apiKey: string;
      readonly baseUrl: string | null;
      readonly chatModel: string;
      readonly embeddingModel: string;
      readonly api: "chat" | "responses";
    };

/**
 * Combines the server's configuration with a user's settings. Without
 * settings the server's configuration decides (OpenAI when OPENAI_API_KEY is
 * set, else offline); a user who chose "openai" uses their own key when they
 * stored one, else the server's; a user who chose "offline" gets the offline
 * model. "openai" without any key available falls back to offline.
 */
export const selectModel = (config: ModelConfig, settings: UserSettings | null, secrets: SecretBox): ModelSelection => {
  const provider = settings?.provider ?? (config.apiKey ? "openai" : "offline");
  if (provider === "offline") return { provider: "offline" };
  const apiKey = settings?.apiKeyCiphertext ? secrets.open(settings.apiKeyCiphertext) : config.apiKey;
  if (!apiKey) return { provider: "offline" };
  return {
    provider: "openai",
    apiKey,
    baseUrl: settings?.baseUrl ?? config.baseUrl,
    chatModel: settings?.chatModel ?? config.chatModel,
    embeddingModel: settings?.embeddingModel ?? config.embeddingModel,
    api: config.api,
  };
};

/** A stable key for caching what is built from a selection (never logged: it contains the key). */
export const selectionKey = (selection: ModelSelection): string => JSON.stringify(selection);
