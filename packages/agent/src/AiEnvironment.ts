import type { Clock, Embedder, IdGenerator, LanguageModel, StorageServices } from "@lifeos/core";
import type { ToolRegistry } from "@lifeos/tools";

/**
 * Every service the chat runtime needs. The server composes one
 * `Layer<AiEnvironment>` (a storage adapter, a model, an embedder, the clock,
 * the id generator and the tool registry) and provides it to
 * `ChatService.layer`.
 */
export type AiEnvironment = StorageServices | LanguageModel | Embedder | Clock | IdGenerator | ToolRegistry;
