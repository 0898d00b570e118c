import type { ModelCapabilities } from "@lifeos/core";
import OpenAI from "openai";
import { makeDispatcherFetch } from "./dispatcherFetch.js";

/** Configuration shared by the OpenAI adapters. Any OpenAI-compatible base URL works. */
export interface OpenAiModelOptions {
  readonly apiKey: string;
  /** e.g. "http://localhost:11434/v1" (a trailing slash is fine); default OpenAI. */
  readonly baseURL?: string;
  readonly model: string;
  /** Overrides the flags `modelCapabilities(model)` infers. */
  readonly capabilities?: Partial<ModelCapabilities>;
  readonly contextWindow?: number;
  /** Per-request deadline; default 120 s. */
  readonly timeoutMs?: number;
  /** How requests are sent (the server passes one that reaches only public addresses); default the process's pooled `makeDispatcherFetch`. */
  readonly fetch?: typeof fetch;
}

let pooledFetch: typeof fetch | undefined;

/**
 * A client whose own retries are off (the kernel owns retries and their
 * budget). Requests go through one keep-alive connection pool per
 * process (see `makeDispatcherFetch`) unless `fetch` is given.
 */
export const makeClient = (options: { apiKey: string; baseURL?: string; timeoutMs?: number; fetch?: typeof fetch }): OpenAI =>
  new OpenAI({
    apiKey: options.apiKey || "missing",
    baseURL: options.baseURL?.replace(/\/+$/, "") || undefined,
    maxRetries: 0,
    timeout: options.timeoutMs ?? 120_000,
    fetch: options.fetch ?? (pooledFetch ??= makeDispatcherFetch()),
  });
