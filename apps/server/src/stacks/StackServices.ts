import type { ChatService } from "@lifeos/agent";
import type { Embedder, LanguageModel } from "@lifeos/core";
import type { ToolRegistry } from "@lifeos/tools";
import type { AppServices } from "../http/AppServices.js";

/**
 * The services each domain module adds to every model stack (its
 * `stackLayer`), by module name. A module declares its entry next to its
 * layer, so generic code names no domain:
 *
 * ```ts
 * declare module "../stacks/StackServices.js" {
 *   interface DomainStackServices {
 *     readonly journal: JournalPipeline | JournalSummarizer;
 *   }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules (declaration merging)
export interface DomainStackServices {}

/** Every service the domain modules add to a model stack. */
export type ModuleStackServices = DomainStackServices[keyof DomainStackServices];

/** What a module's stack layer may use: the shared services, the model and the embedder. */
export type StackLayerServices = AppServices | LanguageModel | Embedder;

/** What a tool may use: the shared services, the model, the embedder and the modules' stack services. */
export type ToolServices = StackLayerServices | ModuleStackServices;

/** What is built per model selection on top of the shared services. */
export type StackServices = LanguageModel | Embedder | ToolRegistry | ChatService | ModuleStackServices;
