import {
  ChatService,
  RunRegistry,
  type RunRegistryStore,
  SharedThreadCache,
  SharedTimeZoneCache,
  type ThreadCache,
  type TimeZoneCache,
  OfflineEmbedder,
  OfflineLanguageModel,
  OpenAiChatModel,
  OpenAiEmbedder,
  OpenAiResponsesModel,
} from "@lifeos/agent";
import { type Embedder, LanguageModel } from "@lifeos/core";
import { ToolRegistry } from "@lifeos/tools";
import { Layer, Semaphore } from "effect";
import { limitModel, limitTools } from "./limitConcurrency.js";
import type { AppServices } from "../http/AppServices.js";
import type { ModelSelection } from "../modelSelection.js";
import { makePublicOnlyFetch } from "../users/publicOnlyFetch.js";
import type { StackModule } from "./StackModule.js";
import type { ModuleStackServices, StackLayerServices, StackServices, ToolServices } from "./StackServices.js";

export interface StackOptions {
  /** Longest chat message in characters. */
  readonly maxMessageChars: number;
  /** Offline model turns and tool calls running at once (local CPU work). */
  readonly localWorkPermits: number;
  /** The domain modules whose tools and stack services each stack gets (the server's `domains`). */
  readonly modules: ReadonlyArray<StackModule>;
  /** How often a running chat stores its partial answer even without output (see ChatServiceOptions.heartbeatMs). */
  readonly chatHeartbeatMs?: number;
  /** The process's active runs: every stack's chat service registers its runs here. */
  readonly runs: RunRegistryStore;
  /** The process's cached threads, shared by every stack's chat service. */
  readonly threads: ThreadCache;
  /** The process's cached time zones of users, shared by every stack's chat service. */
  readonly timeZones: TimeZoneCache;
}

type ProviderSelection = Extract<ModelSelection, { provider: "openai" }>;

/** The key, base URL and (for a user's own URL in hosted mode) the public-only `fetch` of a provider selection. */
const connection = (selection: ProviderSelection) => ({
  apiKey: selection.apiKey,
  ...(selection.baseUrl ? { baseURL: selection.baseUrl } : {}),
  ...(selection.publicAddressesOnly ? { fetch: makePublicOnlyFetch() } : {}),
});

const modelLayer = (selection: ModelSelection, permits: Semaphore.Semaphore, modules: ReadonlyArray<StackModule>): Layer.Layer<LanguageModel> => {
  if (selection.provider === "offline") {
    const skills = modules.flatMap((module) => module.offlineSkills ?? []);
    return Layer.succeed(LanguageModel, limitModel(OfflineLanguageModel.make({ skills }), permits));
  }
  const options = { ...connection(selection), model: selection.chatModel };
  return selection.api === "responses" ? OpenAiResponsesModel.layer(options) : OpenAiChatModel.layer(options);
};

/** The offline embedder unless a provider is selected with an embedding model other than "offline". */
const embedderLayer = (selection: ModelSelection): Layer.Layer<Embedder> =>
  selection.provider === "offline" || selection.embeddingModel === "offline"
    ? OfflineEmbedder.layer
    : OpenAiEmbedder.layer({ ...connection(selection), model: selection.embeddingModel });

/**
 * Every module's stack services. Each module's layer provides its own entry
 * of `DomainStackServices` (checked by its name where the module is
 * declared), so together they provide every entry.
 */
const moduleLayers = (modules: ReadonlyArray<StackModule>): Layer.Layer<ModuleStackServices, never, StackLayerServices> =>
  modules.reduce(
    (merged: Layer.Layer<never, never, StackLayerServices>, module) =>
      module.stackLayer === undefined ? merged : Layer.merge(merged, module.stackLayer),
    Layer.empty,
  ) as Layer.Layer<ModuleStackServices, never, StackLayerServices>;

/**
 * The `AiEnvironment` of one model selection and the services built from
 * it: model and embedder adapters (the offline model with every module's
 * offline skills), the services the domain modules add, the
 * tool registry over every module's tools, and the chat service (whose
 * write-behind actor is flushed when the layer closes).
 */
export const modelStackLayer = (selection: ModelSelection, options: StackOptions): Layer.Layer<StackServices, never, AppServices> => {
  const permits = Semaphore.makeUnsafe(options.localWorkPermits);
  const ai = Layer.mergeAll(modelLayer(selection, permits, options.modules), embedderLayer(selection));
  const withModules = Layer.provideMerge(moduleLayers(options.modules), ai);
  const registry = Layer.effect(
    ToolRegistry,
    ToolRegistry.useSync((service) => limitTools(service, permits)),
  ).pipe(Layer.provide(ToolRegistry.layer<ToolServices>(options.modules.flatMap((module) => module.tools))));
  const withTools = Layer.provideMerge(registry, withModules);
  const chat = ChatService.layerWith({
    maxMessageChars: options.maxMessageChars,
    ...(options.chatHeartbeatMs !== undefined ? { heartbeatMs: options.chatHeartbeatMs } : {}),
  }).pipe(Layer.provide(Layer.mergeAll(withTools, Layer.succeed(RunRegistry, options.runs), Layer.succeed(SharedThreadCache, options.threads), Layer.succeed(SharedTimeZoneCache, options.timeZones))));
  return Layer.merge(chat, withTools);
};
