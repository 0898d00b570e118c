import { Schema } from "effect";
import { MemoryId, ThreadId, UserId } from "../common/ids.js";
import { Limits, RequiredString, StorableText } from "../common/validation.js";
import { LanguageTag, MemorySource, TimePrecision } from "./memoryProvenance.js";
import { MemoryTriple } from "./memoryTriple.js";
import { nullWhenMissing } from "./nullWhenMissing.js";

/**
 * What kind of thing a memory is. Extractors write the first six; "goal" and
 * "other" stay readable for memories stored before them.
 */
export const MemoryType = Schema.Literals(["fact", "preference", "event", "relationship", "appointment", "task", "goal", "other"]);
export type MemoryType = typeof MemoryType.Type;

/**
 * The part of life a memory belongs to. Extractors write work, personal or
 * family; "health" and "other" stay readable for memories stored before them.
 */
export const MemoryContext = Schema.Literals(["work", "personal", "family", "health", "other"]);
export type MemoryContext = typeof MemoryContext.Type;

export const Importance = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10 }));
export const Sentiment = Schema.Finite.check(Schema.isBetween({ minimum: -1, maximum: 1 }));

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
  /** The language the memory is written in; null when unknown. */
  language: nullWhenMissing(LanguageTag),
  /** The message or entry it was learned from; null when unknown. */
  source: nullWhenMissing(MemorySource),
  /** When what it describes happened (events, appointments), as exactly as `occurredPrecision` says. */
  occurredAt: nullWhenMissing(Schema.Date),
  occurredPrecision: nullWhenMissing(TimePrecision),
  /** Since when it is true; null: since `createdAt`. */
  validFrom: nullWhenMissing(Schema.Date),
  /** Until when it was true (exclusive); null: still true. Set when a newer memory contradicts it, never by deleting. */
  validTo: nullWhenMissing(Schema.Date),
  /** The memory that replaced this one when it was closed. */
  supersededBy: nullWhenMissing(MemoryId),
  /** What it states as subject–predicate–object, when that is known. */
  triple: nullWhenMissing(MemoryTriple),
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
  language: Schema.optional(Schema.NullOr(LanguageTag)),
  source: Schema.optional(Schema.NullOr(MemorySource)),
  occurredAt: Schema.optional(Schema.NullOr(Schema.Date)),
  occurredPrecision: Schema.optional(Schema.NullOr(TimePrecision)),
  validFrom: Schema.optional(Schema.NullOr(Schema.Date)),
  validTo: Schema.optional(Schema.NullOr(Schema.Date)),
  triple: Schema.optional(Schema.NullOr(MemoryTriple)),
  /**
   * True when it was said as holding now, from `validFrom` ("I started at Farfetch today", "moro em Lisboa desde
   * outubro"), not as a past state ("last year she was 15"): read when planning what it closes (see `planValidity`),
   * never stored. Absent reads as false.
   */
  holdsNow: Schema.optional(Schema.Boolean),
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
  occurredAt: Schema.optional(Schema.NullOr(Schema.Date)),
  occurredPrecision: Schema.optional(Schema.NullOr(TimePrecision)),
  validFrom: Schema.optional(Schema.NullOr(Schema.Date)),
  validTo: Schema.optional(Schema.NullOr(Schema.Date)),
  supersededBy: Schema.optional(Schema.NullOr(MemoryId)),
  triple: Schema.optional(Schema.NullOr(MemoryTriple)),
});
export type MemoryPatch = typeof MemoryPatch.Type;

/** Newest first. Archived memories are excluded unless asked for. */
export const MemoryListQuery = Schema.Struct({
  type: Schema.optional(MemoryType),
  context: Schema.optional(MemoryContext),
  entity: Schema.optional(StorableText),
  includeArchived: Schema.optional(Schema.Boolean),
  /** Only memories told (created) at or after this instant. */
  createdFrom: Schema.optional(Schema.Date),
  /** Only memories told (created) at or before this instant. */
  createdTo: Schema.optional(Schema.Date),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: Limits.pageLimitMax }))),
  cursor: Schema.optional(StorableText),
});
export type MemoryListQuery = typeof MemoryListQuery.Type;
