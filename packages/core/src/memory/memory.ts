import { Schema } from "effect";
import { MemoryId, ThreadId, UserId } from "../common/ids.js";
import { Limits, RequiredString, StorableText } from "../common/validation.js";

export const MemoryType = Schema.Literals(["fact", "preference", "event", "relationship", "goal", "other"]);
export type MemoryType = typeof MemoryType.Type;

export const MemoryContext = Schema.Literals(["work", "personal", "family", "health", "other"]);
export type MemoryContext = typeof MemoryContext.Type;

const Importance = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10 }));
const Sentiment = Schema.Finite.check(Schema.isBetween({ minimum: -1, maximum: 1 }));

/** Something the assistant learned about the person and keeps across conversations. */
export const Memory = Schema.Struct({
  id: MemoryId,
  userId: UserId,
  content: RequiredString(Limits.memoryChars),
  summary: Schema.String,
  type: MemoryType,
  context: MemoryContext,
  importance: Importance,
  /** Names of the entities this memory mentions. */
  entities: Schema.Array(Schema.String),
  sentiment: Sentiment,
  accessCount: Schema.Int,
  lastAccessedAt: Schema.NullOr(Schema.Date),
  sourceThreadId: Schema.NullOr(ThreadId),
  /** True once folded into a memory summary by compression. */
  archived: Schema.Boolean,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
});
export type Memory = typeof Memory.Type;

export const NewMemory = Schema.Struct({
  id: Schema.optional(MemoryId),
  content: RequiredString(Limits.memoryChars),
  summary: Schema.optional(StorableText),
  type: MemoryType,
  context: MemoryContext,
  importance: Importance,
  entities: Schema.optional(Schema.Array(StorableText)),
  sentiment: Schema.optional(Sentiment),
  sourceThreadId: Schema.optional(Schema.NullOr(ThreadId)),
});
export type NewMemory = typeof NewMemory.Type;

export const MemoryPatch = Schema.Struct({
  content: Schema.optional(RequiredString(Limits.memoryChars)),
  summary: Schema.optional(StorableText),
  type: Schema.optional(MemoryType),
  context: Schema.optional(MemoryContext),
  importance: Schema.optional(Importance),
  entities: Schema.optional(Schema.Array(StorableText)),
  sentiment: Schema.optional(Sentiment),
  archived: Schema.optional(Schema.Boolean),
});
export type MemoryPatch = typeof MemoryPatch.Type;

/** Newest first. Archived memories are excluded unless asked for. */
export const MemoryListQuery = Schema.Struct({
  type: Schema.optional(MemoryType),
  context: Schema.optional(MemoryContext),
  entity: Schema.optional(StorableText),
  includeArchived: Schema.optional(Schema.Boolean),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: Limits.pageLimitMax }))),
  cursor: Schema.optional(StorableText),
});
export type MemoryListQuery = typeof MemoryListQuery.Type;
