import type { MemoryId } from "../common/ids.js";
import type { NewRecordContext } from "../journal/newJournalEntryRecord.js";
import type { Memory, NewMemory } from "./memory.js";

/**
 * The record a new memory is stored as: the caller's id or `context.id`;
 * empty summary, no entities, sentiment 0, no thread, not archived, never
 * accessed; every time-and-provenance field null when not given (a null
 * `validFrom` reads as "since `createdAt`", a null `validTo` as "still
 * true"); `createdAt` = `updatedAt` = `context.now`. Pure: adapters only
 * map it to rows.
 */
export const newMemoryRecord = (input: NewMemory, context: NewRecordContext): Memory => ({
  id: input.id ?? (context.id as MemoryId),
  userId: context.userId,
  content: input.content,
  summary: input.summary ?? "",
  type: input.type,
  context: input.context,
  importance: input.importance,
  entities: [...(input.entities ?? [])],
  sentiment: input.sentiment ?? 0,
  accessCount: 0,
  lastAccessedAt: null,
  sourceThreadId: input.sourceThreadId ?? null,
  archived: false,
  createdAt: context.now,
  updatedAt: context.now,
  language: input.language ?? null,
  source: input.source ?? null,
  occurredAt: input.occurredAt ?? null,
  occurredPrecision: input.occurredPrecision ?? null,
  validFrom: input.validFrom ?? null,
  validTo: input.validTo ?? null,
  supersededBy: null,
  triple: input.triple ?? null,
});
