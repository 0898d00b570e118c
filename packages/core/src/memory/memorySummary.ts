import { Schema } from "effect";
import { MemoryId, MemorySummaryId, UserId } from "../common/ids.js";
import { Limits, RequiredString } from "../common/validation.js";
import { MemoryContext } from "./memory.js";

/** Older memories compressed into one note; the originals are archived, not deleted. */
export const MemorySummary = Schema.Struct({
  id: MemorySummaryId,
  userId: UserId,
  context: MemoryContext,
  content: RequiredString(Limits.memoryChars),
  memoryIds: Schema.Array(MemoryId),
  periodStart: Schema.Date,
  periodEnd: Schema.Date,
  createdAt: Schema.Date,
});
export type MemorySummary = typeof MemorySummary.Type;

export const NewMemorySummary = Schema.Struct({
  id: Schema.optional(MemorySummaryId),
  context: MemoryContext,
  content: RequiredString(Limits.memoryChars),
  memoryIds: Schema.Array(MemoryId),
  periodStart: Schema.Date,
  periodEnd: Schema.Date,
});
export type NewMemorySummary = typeof NewMemorySummary.Type;
