import type { MemorySummaryId } from "../common/ids.js";
import type { NewRecordContext } from "../journal/newJournalEntryRecord.js";
import type { MemorySummary, NewMemorySummary } from "./memorySummary.js";

/** The record a new memory summary is stored as: the caller's id or `context.id`, created `context.now`. Pure. */
export const newMemorySummaryRecord = (input: NewMemorySummary, context: NewRecordContext): MemorySummary => ({
  id: input.id ?? (context.id as MemorySummaryId),
  userId: context.userId,
  context: input.context,
  content: input.content,
  memoryIds: [...input.memoryIds],
  periodStart: input.periodStart,
  periodEnd: input.periodEnd,
  createdAt: context.now,
});
