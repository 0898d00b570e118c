import type { LanguageModelService, ModelRequest } from "@lifeos/core";
import { LanguageModel, MissingApiKey } from "@lifeos/core";
import { Effect, Exit, Layer, Stream } from "effect";
import type OpenAI from "openai";
import { modelInfo } from "./OpenAiChatModel.js";
import type { OpenAiModelOptions } from "./OpenAiOptions.js";
import { makeClient } from "./OpenAiOptions.js";
import { toModelError } from "./providerErrors.js";
import { ReasoningItems, responsesStreamParts } from "./responsesStreamParts.js";
import { toResponsesInput, toResponsesTools } from "./toResponsesInput.js";

export interface OpenAiResponsesOptions extends OpenAiModelOptions {
  /** Reasoning effort for reasoning models; default "medium". */
  readonly reasoningEffort?: "minimal" | "low" | "medium" | "high";
}

type Body = OpenAI.Responses.ResponseCreateParamsNonStreaming;

/**
 * A `LanguageModel` over the Responses API, for reasoning models (o-series,
 * gpt-5): reasoning summaries stream as `reasoningDelta`; function calls and
 * their outputs go back as input items. Nothing is stored at the provider
 * (`store: false`): a reasoning model's encrypted reasoning items are asked
 * for and sent back before the function calls they led to, which reasoning
 * models need to continue a tool-using turn.
 */
export const make = (options: OpenAiResponsesOptions): LanguageModelService => {
  const client = makeClient(options);
  const info = modelInfo(options, "openai-responses");
  const missingKey = options.apiKey === "" && options.baseURL === undefined;
  const reasoning = new ReasoningItems();

  const body = (request: ModelRequest): Body => {
    const tools = info.capabilities.tools ? toResponsesTools(request) : undefined;
    return {
      model: options.model,
      instructions: request.system,
      input: toResponsesInput(request, reasoning),
      store: false,
      ...(tools ? { tools, parallel_tool_calls: true } : {}),
      ...(info.capabilities.reasoning
        ? {
            reasoning: { effort: options.reasoningEffort ?? "medium", summary: "auto" as const },
            // Nothing is stored at the provider, so its reasoning comes back encrypted for the next turn.
            include: ["reasoning.encrypted_content" as const],
          }
        : {}),
      ...(request.maxOutputTokens !== undefined ? { max_output_tokens: request.maxOutputTokens } : {}),
      ...(request.responseFormat
        ? {
            text: {
              format: {
                type: "json_schema" as const,
                name: request.responseFormat.name,
                schema: { ...request.responseFormat.schema },
                strict: true,
              },
            },
          }
        : {}),
    };
  };
  const missing = new MissingApiKey({ message: "No API key is configured for the model provider" });

  return {
    info,
    stream: (request) =>
      missingKey
        ? Stream.fail(missing)
        : Stream.unwrap(
            Effect.gen(function* () {
              const controller = yield* Effect.acquireRelease(
                Effect.sync(() => new AbortController()),
                // Only a stream cut short (interrupted or failed) has a request left to abort.
                (abort, exit) => (Exit.isSuccess(exit) ? Effect.void : Effect.sync(() => abort.abort())),
              );
              const events = yield* Effect.tryPromise({
                try: () => client.responses.create({ ...body(request), stream: true }, { signal: controller.signal }),
                catch: toModelError,
              });
              return Stream.fromAsyncIterable(responsesStreamParts(events, reasoning), toModelError);
            }),
          ),
    generate: (request) =>
      missingKey
        ? Effect.fail(missing)
        : Effect.tryPromise({ try: (signal) => client.responses.create(body(request), { signal }), catch: toModelError }).pipe(
            Effect.map((response) => ({
              text: response.output_text ?? "",
              usage: response.usage
                ? { inputTokens: response.usage.input_tokens, outputTokens: response.usage.output_tokens }
                : null,
            })),
          ),
  };
};

export const layer = (options: OpenAiResponsesOptions): Layer.Layer<LanguageModel> =>
  Layer.sync(LanguageModel, () => make(options));
