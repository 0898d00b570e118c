/**
 * @lifeos/agent — the runtime of every conversation: model and embedding
 * adapters (OpenAI-compatible and offline), the ReAct kernel, the chat
 * service with write-behind persistence, and date resolution shared with
 * the journal tools. Adapters export `make` and `layer`; nothing wires
 * itself on import.
 */
export type { AiEnvironment } from "./AiEnvironment.js";

export * as SystemClock from "./runtime/SystemClock.js";
export * as UuidV7IdGenerator from "./runtime/UuidV7IdGenerator.js";

export { modelCapabilities } from "./models/modelCapabilities.js";
export type { ModelProfile } from "./models/modelCapabilities.js";
export type { OpenAiModelOptions } from "./models/openai/OpenAiOptions.js";
export type { OpenAiResponsesOptions } from "./models/openai/OpenAiResponsesModel.js";
export * as OpenAiChatModel from "./models/openai/OpenAiChatModel.js";
export * as OpenAiResponsesModel from "./models/openai/OpenAiResponsesModel.js";
export { describeProviderFailure, listProviderModels } from "./models/openai/listProviderModels.js";
export type { ProviderCheck } from "./models/openai/listProviderModels.js";
export * as OfflineLanguageModel from "./models/offline/OfflineLanguageModel.js";
export type { OfflineModelOptions } from "./models/offline/OfflineLanguageModel.js";
export type { OfflineSkill, PlannedCall, SkillPlan, ToolResultView } from "./models/offline/OfflineSkill.js";
export type { Cue, Question } from "./models/offline/question/Question.js";

export * as OpenAiEmbedder from "./embedders/OpenAiEmbedder.js";
export type { OpenAiEmbedderOptions } from "./embedders/OpenAiEmbedder.js";
export * as OfflineEmbedder from "./embedders/OfflineEmbedder.js";

export { resolveDateRange, resolveDateRanges } from "./time/relativeDates.js";
export type { DateRange } from "./time/relativeDates.js";

export { runKernel } from "./kernel/runKernel.js";
export { fitToolResult, toolResultContent } from "./kernel/toolResultContent.js";
export type { KernelInput, KernelResult } from "./kernel/runKernel.js";
export { defaultKernelOptions } from "./kernel/KernelEvent.js";
export type { KernelEvent, KernelOptions } from "./kernel/KernelEvent.js";
export { systemPrompt, noToolsAnswer, noToolsReply } from "./kernel/systemPrompt.js";
export { asksAboutUserData } from "./kernel/asksAboutUserData.js";
export { fitToWindow } from "./kernel/contextWindow.js";

export { ChatService } from "./chat/ChatService.js";
export type { ChatOpening, ChatServiceShape, ChatStream, ChatStreamInput } from "./chat/ChatService.js";
export { ChatTurnHook, emptyTurnContext, noTurnJobs } from "./chat/ChatTurnHook.js";
export { UserVocabulary } from "./chat/UserVocabulary.js";
export type { UserVocabularyService } from "./chat/UserVocabulary.js";
export type { ChatTurn, ChatTurnHookService, TurnContext, TurnJobs } from "./chat/ChatTurnHook.js";
export { rebuildRunEvents, storedRunEvents } from "./chat/storedRunEvents.js";
export { RunLog, type RunLogSubscriber } from "./chat/RunLog.js";
export { SharedThreadCache, ThreadCache, type CachedThread } from "./chat/ThreadCache.js";
export { SharedTimeZoneCache, TimeZoneCache } from "./chat/TimeZoneCache.js";
export { RunRegistry, RunRegistryStore, type AttachedRun, type RunControl, type RunOwner } from "./chat/RunRegistry.js";
export { calculatorSkill } from "./chat/offline/calculatorSkill.js";
export { daysBetweenSkill } from "./chat/offline/daysBetweenSkill.js";
export { conversationsSkill } from "./chat/offline/conversationsSkill.js";
export { defaultChatServiceOptions } from "./chat/ChatServiceOptions.js";
export type { ChatServiceConfig, ChatServiceOptions } from "./chat/ChatServiceOptions.js";
export { makePersistenceActor, defaultPersistenceOptions } from "./chat/PersistenceActor.js";
export type { PersistenceActor, PersistenceOptions, PersistOperation } from "./chat/PersistenceActor.js";
export { autoTitle } from "./chat/titles.js";
export * from "./journal/index.js";
export * from "./reflection/index.js";
export * from "./portfolio/index.js";
export * from "./knowledge/index.js";
export * from "./memory/index.js";
export { sampleMessages } from "./memory/sample/sampleMessages.js";
export type { SampleMessage } from "./memory/sample/sampleMessages.js";
export * from "./jobs/index.js";
