/**
 * The memory domain's orchestration: understanding messages (`extraction`),
 * learning from each chat turn (`learn`: the `memory.extract` job and the
 * chat turn hook that puts memories into context), upkeep (`maintain`:
 * compression and retention) and the offline skill.
 */
export * from "./extraction/index.js";
export { learnFromMessage, reminderText } from "./learn/learnFromMessage.js";
export type { LearnedFromMessage, TurnMessage } from "./learn/learnFromMessage.js";
export { askedWhoIs, isPlainYes, offeredReminder } from "./learn/conversationCues.js";
export { memoryExtractJob, memoryExtractHandler, memoryExtractionJob, messageText } from "./learn/memoryExtractJob.js";
export * as MemoryTurnHook from "./learn/MemoryTurnHook.js";
export {
  maintainMemories,
  memoryMaintainJob,
  memoryMaintainHandler,
  enqueueMemoryMaintenance,
  compressAfterDays,
  keepImportance,
  weeklySummaryText,
} from "./maintain/maintainMemories.js";
export type { MaintenanceReport } from "./maintain/maintainMemories.js";
export { memorySkill } from "./offline/memorySkill.js";
