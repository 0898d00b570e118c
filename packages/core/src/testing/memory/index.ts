import { Context } from "effect";
import { EntityRepository } from "../../memory/EntityRepository.js";
import type { MemoryStorage } from "../../memory/index.js";
import { MemoryRepository } from "../../memory/MemoryRepository.js";
import { MemorySettingsRepository } from "../../memory/MemorySettingsRepository.js";
import { MemorySummaryRepository } from "../../memory/MemorySummaryRepository.js";
import { ReminderRepository } from "../../memory/ReminderRepository.js";
import type { StorageContract } from "../storage/harness.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { entityRepositoryContract } from "./EntityRepository.contract.js";
import { makeEntityRepository } from "./InMemoryEntityRepository.js";
import { makeMemoryRepository } from "./InMemoryMemoryRepository.js";
import { makeMemorySettingsRepository } from "./InMemoryMemorySettingsRepository.js";
import { makeMemorySummaryRepository } from "./InMemoryMemorySummaryRepository.js";
import { memorySettingsRepositoryContract } from "./MemorySettingsRepository.contract.js";
import { makeReminderRepository } from "./InMemoryReminderRepository.js";
import { memoryRepositoryContract } from "./MemoryRepository.contract.js";
import { memorySummaryRepositoryContract } from "./MemorySummaryRepository.contract.js";
import { reminderRepositoryContract } from "./ReminderRepository.contract.js";

/** The contracts of the memory domain's ports, in the order the suite runs them. */
export const memoryContracts: ReadonlyArray<StorageContract> = [
  memoryRepositoryContract,
  entityRepositoryContract,
  memorySummaryRepositoryContract,
  reminderRepositoryContract,
  memorySettingsRepositoryContract,
];

/** The memory domain's repositories over the in-memory tables. */
export const inMemoryMemoryStorage = (store: MemoryStore): Context.Context<MemoryStorage> =>
  Context.make(MemoryRepository, makeMemoryRepository(store)).pipe(
    Context.add(EntityRepository, makeEntityRepository(store)),
    Context.add(MemorySummaryRepository, makeMemorySummaryRepository(store)),
    Context.add(ReminderRepository, makeReminderRepository(store)),
    Context.add(MemorySettingsRepository, makeMemorySettingsRepository(store)),
  );
