import OpenAI from "openai";
import { makeClient } from "./OpenAiOptions.js";

/** What a connection test found: the server's model ids, or why it could not be used, in words. */
export type ProviderCheck =
  | { readonly ok: true; readonly models: ReadonlyArray<string> }
  | { readonly ok: false; readonly error: string };

/** A failure of `GET /models` said the way a person fixing their settings needs it. */
export const describeProviderFailure = (error: unknown): string => {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return "The model server did not answer in time.";
  if (error instanceof OpenAI.APIConnectionError) {
    const cause = (error.cause as { cause?: { code?: string }; code?: string } | undefined) ?? {};
    const code = cause.cause?.code ?? cause.code;
    if (code === "EPRIVATEADDRESS") return "This server does not allow a model server on a private network address.";
    return "Could not reach the model server at this base URL.";
  }
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    if (error.status === 401) return "The model server refused the API key.";
    if (error.status === 403) return "The model server refused access with this API key.";
    if (error.status === 404) return "No OpenAI-compatible API at this base URL (it answered 404 for /models); check the path, often ending in /v1.";
    if (error.status === 429) return "The model server is rate limiting requests; try again shortly.";
    return `The model server answered ${error.status}.`;
  }
  return "The model server's answer was not an OpenAI-compatible model list.";
};

/**
 * Asks an OpenAI-compatible server for its models (`GET /models`), through
 * the real SDK, with a short deadline; never throws. Model ids come back
 * sorted and unique.
 */
export const listProviderModels = async (options: {
  readonly apiKey: string;
  readonly baseURL?: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}): Promise<ProviderCheck> => {
  const client = makeClient({ ...options, timeoutMs: options.timeoutMs ?? 10_000 });
  try {
    const ids: string[] = [];
    for await (const model of client.models.list()) {
      if (typeof model.id === "string") ids.push(model.id);
      if (ids.length >= 1000) break;
    }
    return { ok: true, models: [...new Set(ids)].sort() };
  } catch (error) {
    return { ok: false, error: describeProviderFailure(error) };
  }
};
