import type { Effect } from "effect";
import { Context } from "effect";
import type { MissingApiKey, ProviderError, RateLimited, Timeout } from "../common/errors.js";

export interface EmbedderInfo {
  /** Recorded with every vector; the chunk index never compares vectors of different models. */
  readonly model: string;
  readonly dimensions: number;
  readonly offline: boolean;
}

export interface EmbedderService {
  readonly info: EmbedderInfo;
  /** One unit-length vector per text, in order. Batching is the adapter's concern. */
  readonly embed: (
    texts: ReadonlyArray<string>,
  ) => Effect.Effect<ReadonlyArray<ReadonlyArray<number>>, ProviderError | RateLimited | Timeout | MissingApiKey>;
}

export class Embedder extends Context.Service<Embedder, EmbedderService>()("@lifeos/core/Embedder") {}
