import type { UserSettings } from "@lifeos/core";
import type { ServerConfig } from "./config.js";
import type { SecretBox } from "./crypto/SecretBox.js";

/** The model a user's requests are answered with: the offline model, or an OpenAI-compatible provider. */
export type ModelSelection =
  | { readonly provider: "offline" }
  | {
      readonly provider: "openai";
      /** The user's own key, or the operator's (only ever with the operator's base URL); "" for a keyless local server. */
      readonly apiKey: string;
      readonly baseUrl: string | null;
      readonly chatModel: string;
      readonly embeddingModel: string;
      readonly api: "chat" | "responses";
      /** Requests may reach only public addresses (a user's own base URL in hosted mode; see `makePublicOnlyFetch`). */
      readonly publicAddressesOnly: boolean;
    };

/** What of the server's configuration decides a selection. */
export type SelectionConfig = Pick<ServerConfig, "model" | "mode" | "trust">;

const openAiBaseUrl = "https://api.openai.com/v1";

/** A base URL as compared: no trailing slashes, scheme and host lower-cased (null is OpenAI's own). */
const normalized = (url: string | null): string => {
  const text = (url ?? openAiBaseUrl).trim().replace(/\/+$/, "");
  try {
    const parsed = new URL(text);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, "")}${parsed.search}`;
  } catch {
    return text;
  }
};

/** True when a user's base URL is the operator's own (OPENAI_BASE_URL, or OpenAI's when unset). */
export const isOperatorBaseUrl = (config: SelectionConfig, baseUrl: string | null): boolean =>
  baseUrl === null || normalized(baseUrl) === normalized(config.model.baseUrl);

/**
 * Combines the server's configuration with a user's settings. Without
 * settings the server's configuration decides (OpenAI when OPENAI_API_KEY is
 * set, else offline); a user who chose "offline" gets the offline model.
 *
 * The operator's key (OPENAI_API_KEY) goes only to the operator's base URL.
 * A user who chose "openai" with the operator's URL uses their own key when
 * they stored one, else the operator's; with a base URL of their own, only
 * their own key: none at all is allowed in embedded mode (a local server such
 * as Ollama needs none), while in hosted mode such settings answer offline
 * (`PUT /settings` refuses them; older stored ones may exist). A user's own
 * URL in hosted mode reaches only public addresses unless the operator
 * allows private ones. "openai" without any key available falls back to offline.
 */
export const selectModel = (config: SelectionConfig, settings: UserSettings | null, secrets: SecretBox): ModelSelection => {
  const provider = settings?.provider ?? (config.model.apiKey ? "openai" : "offline");
  if (provider === "offline") return { provider: "offline" };
  const userKey = settings?.apiKeyCiphertext ? secrets.open(settings.apiKeyCiphertext) : null;
  const ownUrl = settings?.baseUrl && !isOperatorBaseUrl(config, settings.baseUrl) ? settings.baseUrl : null;
  const choices = {
    chatModel: settings?.chatModel ?? config.model.chatModel,
    embeddingModel: settings?.embeddingModel ?? config.model.embeddingModel,
    api: config.model.api,
  };
  if (ownUrl !== null) {
    if (userKey === null && config.mode === "hosted") return { provider: "offline" };
    const publicAddressesOnly = config.mode === "hosted" && !config.trust.allowPrivateProviderUrls;
    return { provider: "openai", apiKey: userKey ?? "", baseUrl: ownUrl, ...choices, publicAddressesOnly };
  }
  const apiKey = userKey ?? config.model.apiKey;
  if (!apiKey) return { provider: "offline" };
  return { provider: "openai", apiKey, baseUrl: config.model.baseUrl, ...choices, publicAddressesOnly: false };
};

/** A stable key for caching what is built from a selection (never logged: it contains the key). */
export const selectionKey = (selection: ModelSelection): string => JSON.stringify(selection);
