import type { Entity, Memory, MemoryHit, Reminder } from "@lifeos/core";
import { toLocalDate } from "@lifeos/core";

/** A memory as a tool returns it: what it says, when, and why it was found. */
export interface MemoryView {
  readonly memoryId: string;
  readonly content: string;
  readonly type: string;
  readonly context: string;
  readonly importance: number;
  /** When it happened (or was told, when undated), as a local date. */
  readonly date: string;
  /** Whether `date` is when it happened (true) or when it was told (false). */
  readonly dated: boolean;
  readonly current: boolean;
  readonly entities: ReadonlyArray<string>;
  readonly matchedBy?: ReadonlyArray<string>;
}

export const memoryView = (memory: Memory, timeZone: string, hit?: MemoryHit): MemoryView => ({
  memoryId: memory.id,
  content: memory.content,
  type: memory.type,
  context: memory.context,
  importance: memory.importance,
  date: toLocalDate(memory.occurredAt ?? memory.createdAt, timeZone),
  dated: memory.occurredAt !== null,
  current: memory.validTo === null,
  entities: memory.entities,
  ...(hit === undefined ? {} : { matchedBy: hit.matchedBy }),
});

export interface ReminderView {
  readonly reminderId: string;
  readonly text: string;
  readonly dueAt: string;
  readonly status: string;
  readonly overdue: boolean;
  readonly recurrence: Reminder["recurrence"];
}

export const reminderView = (reminder: Reminder, now: Date): ReminderView => ({
  reminderId: reminder.id,
  text: reminder.text,
  dueAt: reminder.dueAt.toISOString(),
  status: reminder.status,
  overdue: reminder.status === "pending" && reminder.dueAt.getTime() < now.getTime(),
  recurrence: reminder.recurrence,
});

export interface PersonView {
  readonly entityId: string;
  readonly name: string;
  readonly type: string;
  readonly aliases: ReadonlyArray<string>;
  readonly relationshipToUser: string | null;
  readonly gender: string | null;
  readonly mentionCount: number;
}

export const personView = (entity: Entity): PersonView => ({
  entityId: entity.id,
  name: entity.name,
  type: entity.type,
  aliases: entity.aliases,
  relationshipToUser: entity.relationshipToUser,
  gender: entity.gender,
  mentionCount: entity.mentionCount,
});
