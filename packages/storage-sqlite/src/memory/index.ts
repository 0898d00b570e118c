import type { MemoryStorage } from "@lifeos/core";
import { EntityRepository, MemoryRepository, MemorySettingsRepository, MemorySummaryRepository, ReminderRepository } from "@lifeos/core";
import { Context } from "effect";
import type { SqliteContext } from "../database/SqliteContext.js";
import { makeEntityRepository } from "./EntityRepository.js";
import { makeMemoryRepository } from "./MemoryRepository.js";
import { makeMemorySettingsRepository } from "./MemorySettingsRepository.js";
import { makeMemorySummaryRepository } from "./MemorySummaryRepository.js";
import { makeReminderRepository } from "./ReminderRepository.js";

/** The memory domain on SQLite: memories, entities, memory summaries and reminders. */
export const memoryStorage = (context: SqliteContext): Context.Context<MemoryStorage> =>
  Context.make(MemoryRepository, makeMemoryRepository(context)).pipe(
    Context.add(EntityRepository, makeEntityRepository(context)),
    Context.add(MemorySummaryRepository, makeMemorySummaryRepository(context)),
    Context.add(ReminderRepository, makeReminderRepository(context)),
    Context.add(MemorySettingsRepository, makeMemorySettingsRepository(context)),
  );
