import type { LanguageModelService, ModelInfo, ModelRequest } from "@lifeos/core";
import { LanguageModel, MissingApiKey } from "@lifeos/core";
import { Effect, Exit, Layer, Stream } from "effect";
import type OpenAI from "openai";
import { modelCapabilities } from "../modelCapabilities.js";
import { chatStreamParts } from "./chatStreamParts.js";
import type { OpenAiModelOptions } from "./OpenAiOptions.js";
import { makeClient } from "./OpenAiOptions.js";
import { rejectsStreamOptions, toModelError } from "./providerErrors.js";
import { toChatMessages, toChatTools } from "./toChatMessages.js";

type Body = OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming;
type ResponseFormat = NonNullable<ModelRequest["responseFormat"]>;

/**
 * The wire form of each structured-output format, made once per format: a
 * caller that keeps its formats (as the reflection agents do) sends the same
 * object every call instead of a new one around a copy of its JSON Schema.
 */
const wireFormats = new WeakMap<ResponseFormat, OpenAI.ResponseFormatJSONSchema>();
const wireFormat = (format: ResponseFormat): OpenAI.ResponseFormatJSONSchema => {
  let wire = wireFormats.get(format);
  if (wire === undefined) {
    wire = { type: "json_schema", json_schema: { name: format.name, schema: format.schema, strict: true } };
    wireFormats.set(format, wire);
  }
  return wire;
};

/** Model info from the options and the model's known profile. */
export const modelInfo = (options: OpenAiModelOptions, provider: string): ModelInfo => {
  const profile = modelCapabilities(options.model);
  return {
    id: options.model,
    provider,
    offline: false,
    capabilities: { ...profile.capabilities, ...options.capabilities },
    contextWindow: options.contextWindow ?? profile.contextWindow,
  };
};

/**
 * A `LanguageModel` over the Chat Completions API of OpenAI or any
 * compatible server (Ollama, vLLM, llama.cpp, OpenRouter). The SDK's own
 * retries are off; interrupting a stream aborts the HTTP request.
 */
export const make = (options: OpenAiModelOptions): LanguageModelService => {
  const client = makeClient(options);
  const info = modelInfo(options, "openai-chat");
  let streamOptionsSupported = true;
  const missingKey = options.apiKey === "" && options.baseURL === undefined;

  const body = (request: ModelRequest): Body => {
    const tools = info.capabilities.tools ? toChatTools(request) : undefined;
    return {
      model: options.model,
      messages: toChatMessages(request),
      ...(tools ? { tools, parallel_tool_calls: true } : {}),
      ...(request.maxOutputTokens !== undefined ? { max_completion_tokens: request.maxOutputTokens } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(request.responseFormat ? { response_format: wireFormat(request.responseFormat) } : {}),
    };
  };

  const open = (request: ModelRequest, signal: AbortSignal) => {
    const create = (withUsage: boolean) =>
      client.chat.completions.create(
        { ...body(request), stream: true, ...(withUsage ? { stream_options: { include_usage: true } } : {}) },
        { signal },
      );
    return create(streamOptionsSupported).catch((error: unknown) => {
      if (!streamOptionsSupported || !rejectsStreamOptions(error)) throw error;
      streamOptionsSupported = false;
      return create(false);
    });
  };

  return {
    info,
    stream: (request) =>
      missingKey
        ? Stream.fail(new MissingApiKey({ message: "No API key is configured for the model provider" }))
        : Stream.unwrap(
            Effect.gen(function* () {
              const controller = yield* Effect.acquireRelease(
                Effect.sync(() => new AbortController()),
                // Only a stream cut short (interrupted or failed) has a request left to abort.
                (abort, exit) => (Exit.isSuccess(exit) ? Effect.void : Effect.sync(() => abort.abort())),
              );
              const chunks = yield* Effect.tryPromise({ try: () => open(request, controller.signal), catch: toModelError });
              return Stream.fromAsyncIterable(chatStreamParts(chunks), toModelError);
            }),
          ),
    generate: (request) =>
      missingKey
        ? Effect.fail(new MissingApiKey({ message: "No API key is configured for the model provider" }))
        : Effect.tryPromise({
            try: (signal) => client.chat.completions.create(body(request), { signal }),
            catch: toModelError,
          }).pipe(
            Effect.map((completion) => ({
              text: completion.choices[0]?.message.content ?? "",
              usage: completion.usage
                ? { inputTokens: completion.usage.prompt_tokens, outputTokens: completion.usage.completion_tokens }
                : null,
            })),
          ),
  };
};

export const layer = (options: OpenAiModelOptions): Layer.Layer<LanguageModel> =>
  Layer.sync(LanguageModel, () => make(options));
