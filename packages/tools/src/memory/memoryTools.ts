import type {
  ChunkIndex,
  Embedder,
  EntityRepository,
  MemoryRepository,
  MemorySettingsRepository,
  MemorySummaryRepository,
  ReminderRepository,
} from "@lifeos/core";
import type { AnyTool } from "../registry/Tool.js";
import { completeReminder } from "./completeReminder.js";
import { createReminder } from "./createReminder.js";
import { forget } from "./forget.js";
import { getPerson } from "./getPerson.js";
import { listReminders } from "./listReminders.js";
import { remember } from "./remember.js";
import { searchMemories } from "./searchMemories.js";
import { updateReminder } from "./updateReminder.js";

/** The services the memory tools use. */
export type MemoryToolServices =
  | ChunkIndex
  | Embedder
  | MemoryRepository
  | EntityRepository
  | MemorySummaryRepository
  | ReminderRepository
  | MemorySettingsRepository;

/**
 * The memory tools. The read-only ones (search, person, reminders) are
 * allowed by default; those that write (remember, forget, create,
 * complete, move, rename and cancel reminders) only where a thread allows them.
 */
export const memoryTools: ReadonlyArray<AnyTool<MemoryToolServices>> = [
  searchMemories,
  getPerson,
  listReminders,
  remember,
  forget,
  createReminder,
  completeReminder,
  updateReminder,
];
