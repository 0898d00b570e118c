import type { EntityRepository } from "./EntityRepository.js";
import type { MemoryRepository } from "./MemoryRepository.js";
import type { MemorySummaryRepository } from "./MemorySummaryRepository.js";
import type { MemorySettingsRepository } from "./MemorySettingsRepository.js";
import type { ReminderRepository } from "./ReminderRepository.js";

/** Long-term memories of conversations, entities, memory summaries and reminders. */
export * from "./memory.js";
export * from "./entity.js";
export * from "./memorySummary.js";
export * from "./reminder.js";
export * from "./MemoryRepository.js";
export * from "./EntityRepository.js";
export * from "./MemorySummaryRepository.js";
export * from "./ReminderRepository.js";
export * from "./memorySettings.js";
export * from "./MemorySettingsRepository.js";
export * from "./tools/index.js";

/** The repositories of the memory domain. */
export type MemoryStorage = MemoryRepository | EntityRepository | MemorySummaryRepository | ReminderRepository | MemorySettingsRepository;
export * from "./understanding.js";
