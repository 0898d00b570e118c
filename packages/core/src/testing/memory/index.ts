import type { StorageContract } from "../storage/harness.js";
import { entityRepositoryContract } from "./EntityRepository.contract.js";
import { memorySettingsRepositoryContract } from "./MemorySettingsRepository.contract.js";
import { memoryRepositoryContract } from "./MemoryRepository.contract.js";
import { memorySummaryRepositoryContract } from "./MemorySummaryRepository.contract.js";
import { reminderRepositoryContract } from "./ReminderRepository.contract.js";
import { storeMemoryContract } from "./StoreMemory.contract.js";

/** The contracts of the memory domain's ports, in the order the suite runs them. */
export const memoryContracts: ReadonlyArray<StorageContract> = [
  memoryRepositoryContract,
  entityRepositoryContract,
  memorySummaryRepositoryContract,
  reminderRepositoryContract,
  memorySettingsRepositoryContract,
  storeMemoryContract,
];
