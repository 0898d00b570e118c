import type { MemoryStorage } from "@lifeos/core";
import { EntityRepository, MemoryRepository, MemorySettingsRepository, MemorySummaryRepository, ReminderRepository } from "@lifeos/core";
import { Context } from "effect";
import type { Database } from "../database/Database.js";
import { makeEntityRepository } from "./EntityRepository.js";
import { makeMemoryRepository } from "./MemoryRepository.js";
import { makeMemorySettingsRepository } from "./MemorySettingsRepository.js";
import { makeMemorySummaryRepository } from "./MemorySummaryRepository.js";
import { makeReminderRepository } from "./ReminderRepository.js";

/** The memory domain on PostgreSQL: memories, entities, memory summaries and reminders. */
export const memoryStorage = (database: Database): Context.Context<MemoryStorage> =>
  Context.make(MemoryRepository, makeMemoryRepository(database)).pipe(
    Context.add(EntityRepository, makeEntityRepository(database)),
    Context.add(MemorySummaryRepository, makeMemorySummaryRepository(database)),
    Context.add(ReminderRepository, makeReminderRepository(database)),
    Context.add(MemorySettingsRepository, makeMemorySettingsRepository(database)),
  );
