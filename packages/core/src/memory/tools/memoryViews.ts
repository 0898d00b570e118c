import { Schema } from "effect";
import { EntityType, Gender } from "../entity.js";
import { MemoryContext, MemoryType } from "../memory.js";
import { ReminderRecurrence, ReminderStatus } from "../reminder.js";

/** A memory as a tool returns it: what it says, when, and why it was found. */
export const MemoryView = Schema.Struct({
  memoryId: Schema.String,
  content: Schema.String,
  type: MemoryType,
  context: MemoryContext,
  importance: Schema.Number,
  /** When it happened (or was told, when undated), as a local date. */
  date: Schema.String,
  /** Whether `date` is when it happened (true) or when it was told (false). */
  dated: Schema.Boolean,
  /** The day it was told (first kept), as a local date: the same as `date` unless `dated`. */
  toldOn: Schema.optional(Schema.String),
  current: Schema.Boolean,
  entities: Schema.Array(Schema.String),
  /** The retrieval stages that found it (semantic, recent, entity, ...), for a search result. */
  matchedBy: Schema.optional(Schema.Array(Schema.String)),
});
export type MemoryView = typeof MemoryView.Type;

/** A reminder as a tool returns it. */
export const ReminderView = Schema.Struct({
  reminderId: Schema.String,
  text: Schema.String,
  /** ISO 8601 instant. */
  dueAt: Schema.String,
  status: ReminderStatus,
  overdue: Schema.Boolean,
  recurrence: Schema.NullOr(ReminderRecurrence),
});
export type ReminderView = typeof ReminderView.Type;

/** Someone (or a place, an organisation) the user has mentioned. */
export const PersonView = Schema.Struct({
  entityId: Schema.String,
  name: Schema.String,
  type: EntityType,
  aliases: Schema.Array(Schema.String),
  relationshipToUser: Schema.NullOr(Schema.String),
  gender: Schema.NullOr(Gender),
  mentionCount: Schema.Int,
});
export type PersonView = typeof PersonView.Type;
