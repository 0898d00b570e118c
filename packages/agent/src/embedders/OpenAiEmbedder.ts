import type { EmbedderService } from "@lifeos/core";
import { Embedder, MissingApiKey, normalize } from "@lifeos/core";
import { Effect, Layer } from "effect";
import { makeClient } from "../models/openai/OpenAiOptions.js";
import { toModelError } from "../models/openai/providerErrors.js";

export interface OpenAiEmbedderOptions {
  readonly apiKey: string;
  readonly baseURL?: string;
  /** e.g. "text-embedding-3-small" (1536) or "text-embedding-3-large" (3072). */
  readonly model: string;
  /** Shortened output size (text-embedding-3 models); also the recorded dimensions. */
  readonly dimensions?: number;
  /** Texts per request; default 128. */
  readonly batchSize?: number;
  /** How requests are sent (see `OpenAiModelOptions.fetch`); default the global `fetch`. */
  readonly fetch?: typeof fetch;
}

const knownDimensions: Record<string, number> = {
  "text-embedding-3-small": 1536,
  "text-embedding-3-large": 3072,
  "text-embedding-ada-002": 1536,
};

/**
 * An `Embedder` over the embeddings endpoint of OpenAI or any compatible
 * server, in batches, sequentially, returning unit-length vectors in input
 * order. The recorded model id includes the dimensions when shortened.
 */
export const make = (options: OpenAiEmbedderOptions): EmbedderService => {
  const client = makeClient(options);
  const dimensions = options.dimensions ?? knownDimensions[options.model] ?? 0;
  const batchSize = options.batchSize ?? 128;
  const missingKey = options.apiKey === "" && options.baseURL === undefined;
  const embedBatch = (batch: ReadonlyArray<string>) =>
    Effect.tryPromise({
      try: (signal) =>
        client.embeddings.create(
          {
            model: options.model,
            input: [...batch],
            encoding_format: "float",
            ...(options.dimensions ? { dimensions: options.dimensions } : {}),
          },
          { signal },
        ),
      catch: toModelError,
    }).pipe(
      Effect.map((response) =>
        [...response.data].sort((a, b) => a.index - b.index).map((item) => normalize(item.embedding)),
      ),
    );
  return {
    info: {
      model: options.dimensions ? `${options.model}@${options.dimensions}` : options.model,
      dimensions,
      offline: false,
    },
    embed: (texts) => {
      if (missingKey) return Effect.fail(new MissingApiKey({ message: "No API key is configured for embeddings" }));
      const batches: string[][] = [];
      for (let start = 0; start < texts.length; start += batchSize) batches.push(texts.slice(start, start + batchSize));
      return Effect.forEach(batches, embedBatch).pipe(Effect.map((results) => results.flat()));
    },
  };
};

export const layer = (options: OpenAiEmbedderOptions): Layer.Layer<Embedder> => Layer.sync(Embedder, () => make(options));
