/**
 * Understanding what a person tells the assistant, for memory: the offline
 * extractor (rules in English and Portuguese over chrono dates and
 * compromise names), the model extractor (one structured-output call, the
 * offline rules as fallback), the memory-command classifier, and the
 * "who is …?" exchange.
 */
export * as OfflineMemoryExtractor from "./OfflineMemoryExtractor.js";
export * as ModelMemoryExtractor from "./modelExtractor.js";
export * as StackMemoryExtractor from "./StackMemoryExtractor.js";
export { ModelExtraction, modelExtractionJsonSchema } from "./modelExtractionSchema.js";
export { extractOffline } from "./extractOffline.js";
export { memoryCommand } from "./memoryCommand.js";
export { detectLanguage } from "./detectLanguage.js";
export type { ExtractionLanguage } from "./detectLanguage.js";
export { findDates, orientDate } from "./dates/findDates.js";
export type { DateDirection, DateMention } from "./dates/findDates.js";
export { formatDate } from "./dates/formatDate.js";
export { whoIsQuestion, parseWhoIsAnswer } from "./whoIs.js";
export type { WhoIsAnswer } from "./whoIs.js";
export { reminderOffer } from "./reminderOffer.js";
