import { ProviderError, RateLimited, Timeout } from "@lifeos/core";
import OpenAI from "openai";

/** Milliseconds to wait from `retry-after-ms` or `retry-after` (seconds or an HTTP date). */
export const retryAfterMs = (headers: Headers | undefined | null): number | undefined => {
  if (!headers) return undefined;
  const ms = Number(headers.get("retry-after-ms"));
  if (headers.get("retry-after-ms") !== null && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get("retry-after");
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
};

/**
 * Maps whatever the SDK threw onto the domain's model errors, once for both
 * OpenAI adapters. Messages name the status, never request content.
 */
export const toModelError = (error: unknown): ProviderError | RateLimited | Timeout => {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new Timeout({ message: "The model provider timed out" });
  if (error instanceof OpenAI.APIConnectionError) {
    return new ProviderError({ message: "Could not reach the model provider", retryable: true });
  }
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    const status = error.status;
    const after = retryAfterMs(error.headers);
    if (status === 429) {
      return new RateLimited({ message: "The model provider is rate limiting requests", retryAfterMs: after });
    }
    const retryable = status === 408 || status === 409 || status >= 500;
    const detail = error.message ? `: ${error.message.slice(0, 300)}` : "";
    return new ProviderError({ message: `The model provider answered ${status}${detail}`, status, retryable, retryAfterMs: after });
  }
  if (error instanceof ProviderError || error instanceof RateLimited || error instanceof Timeout) return error;
  if (error instanceof SyntaxError || (error instanceof OpenAI.OpenAIError && /JSON|parse/i.test(error.message))) {
    return new ProviderError({ message: "The model provider sent a malformed response", retryable: false });
  }
  // A connection cut mid-body surfaces from fetch as a TypeError ("terminated").
  return new ProviderError({ message: "The model provider connection failed", retryable: true });
};

/** True when a 400 names `stream_options`: the server does not support usage in streams. */
export const rejectsStreamOptions = (error: unknown): boolean =>
  error instanceof OpenAI.APIError && error.status === 400 && /stream_options|include_usage/i.test(error.message);
