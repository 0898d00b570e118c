import { Schema } from "effect";
import { UserId } from "../common/ids.js";
import { Importance } from "./memory.js";

/** How long memories of one context are kept: a number of days, or null for forever. */
export const RetentionDays = Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 36_500 })));

/** Retention per context ("work": 30 days, "family": forever); a context not listed is kept forever. */
export const MemoryRetention = Schema.Struct({
  work: Schema.optional(RetentionDays),
  personal: Schema.optional(RetentionDays),
  family: Schema.optional(RetentionDays),
  health: Schema.optional(RetentionDays),
  other: Schema.optional(RetentionDays),
});
export type MemoryRetention = typeof MemoryRetention.Type;

/** A person's control over memory: whether it learns at all, how long it keeps, and below what importance it lets go. */
export const MemorySettings = Schema.Struct({
  userId: UserId,
  /** False: nothing new is learned from chat; stored memories stay until deleted. */
  enabled: Schema.Boolean,
  retention: MemoryRetention,
  /**
   * Memories older than their context's retention are deleted unless their
   * importance is at least this (default 8: the important stay).
   */
  importanceFloor: Importance,
  updatedAt: Schema.Date,
});
export type MemorySettings = typeof MemorySettings.Type;

export const MemorySettingsPatch = Schema.Struct({
  enabled: Schema.optional(Schema.Boolean),
  retention: Schema.optional(MemoryRetention),
  importanceFloor: Schema.optional(Importance),
});
export type MemorySettingsPatch = typeof MemorySettingsPatch.Type;

/** The settings of a person who never changed them: memory on, everything kept, floor 8. */
export const defaultMemorySettings = (userId: UserId, at: Date): MemorySettings => ({
  userId,
  enabled: true,
  retention: {},
  importanceFloor: 8,
  updatedAt: at,
});
