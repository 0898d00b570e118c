import {
  ChatService,
  JournalPipeline,
  OfflineEmbedder,
  OfflineLanguageModel,
  OpenAiChatModel,
  OpenAiEmbedder,
  OpenAiResponsesModel,
} from "@lifeos/agent";
import { type Embedder, LanguageModel } from "@lifeos/core";
import type { JournalSummarizer } from "@lifeos/core";
import { ToolRegistry, journalTools, type JournalToolServices } from "@lifeos/tools";
import { Layer, Semaphore } from "effect";
import { limitModel, limitTools } from "./limitConcurrency.js";
import type { AppServices } from "../http/AppServices.js";
import type { ModelSelection } from "../modelSelection.js";

/** What is built per model selection on top of the shared services. */
export type StackServices = LanguageModel | Embedder | ToolRegistry | ChatService | JournalPipeline | JournalSummarizer;

export interface StackOptions {
  /** Longest chat message in characters. */
  readonly maxMessageChars: number;
  /** Offline model turns and tool calls running at once (local CPU work). */
  readonly localWorkPermits: number;
}

const modelLayer = (selection: ModelSelection, permits: Semaphore.Semaphore): Layer.Layer<LanguageModel> => {
  if (selection.provider === "offline") return Layer.succeed(LanguageModel, limitModel(OfflineLanguageModel.make(), permits));
  const options = { apiKey: selection.apiKey, model: selection.chatModel, ...(selection.baseUrl ? { baseURL: selection.baseUrl } : {}) };
  return selection.api === "responses" ? OpenAiResponsesModel.layer(options) : OpenAiChatModel.layer(options);
};

/** The offline embedder unless a provider is selected with an embedding model other than "offline". */
const embedderLayer = (selection: ModelSelection): Layer.Layer<Embedder> =>
  selection.provider === "offline" || selection.embeddingModel === "offline"
    ? OfflineEmbedder.layer
    : OpenAiEmbedder.layer({ apiKey: selection.apiKey, model: selection.embeddingModel, ...(selection.baseUrl ? { baseURL: selection.baseUrl } : {}) });

/**
 * The `AiEnvironment` of one model selection and the services built from
 * it: model and embedder adapters, the journal pipeline (with the summarizer
 * the summary tools use), the tool registry over the journal tools, and the
 * chat service (whose write-behind actor is flushed when the layer closes).
 */
export const modelStackLayer = (selection: ModelSelection, options: StackOptions): Layer.Layer<StackServices, never, AppServices> => {
  const permits = Semaphore.makeUnsafe(options.localWorkPermits);
  const ai = Layer.mergeAll(modelLayer(selection, permits), embedderLayer(selection));
  const withPipeline = Layer.provideMerge(JournalPipeline.layer(), ai);
  const registry = Layer.effect(
    ToolRegistry,
    ToolRegistry.useSync((service) => limitTools(service, permits)),
  ).pipe(Layer.provide(ToolRegistry.layer<JournalToolServices | JournalSummarizer>(journalTools)));
  const withTools = Layer.provideMerge(registry, withPipeline);
  const chat = ChatService.layerWith({ maxMessageChars: options.maxMessageChars }).pipe(Layer.provide(withTools));
  return Layer.merge(chat, withTools);
};
