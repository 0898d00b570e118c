import type { Entity, Memory, MemoryHit, MemoryView, PersonView, Reminder, ReminderView } from "@lifeos/core";
import { toLocalDate, zonedParts } from "@lifeos/core";

export const memoryView = (memory: Memory, timeZone: string, hit?: MemoryHit): MemoryView => ({
  memoryId: memory.id,
  content: memory.content,
  type: memory.type,
  context: memory.context,
  importance: memory.importance,
  date: toLocalDate(memory.occurredAt ?? memory.createdAt, timeZone),
  dated: memory.occurredAt !== null,
  toldOn: toLocalDate(memory.createdAt, timeZone),
  current: memory.validTo === null,
  entities: memory.entities,
  ...(hit === undefined ? {} : { matchedBy: hit.matchedBy }),
});

/** A reminder for a day (due at the day's local midnight) is overdue once the day is over, not from its first minute. */
const isOverdue = (reminder: Reminder, now: Date, timeZone: string): boolean => {
  if (reminder.status !== "pending") return false;
  const { hour, minute } = zonedParts(reminder.dueAt, timeZone);
  if (hour === 0 && minute === 0) return toLocalDate(reminder.dueAt, timeZone) < toLocalDate(now, timeZone);
  return reminder.dueAt.getTime() < now.getTime();
};

export const reminderView = (reminder: Reminder, now: Date, timeZone: string): ReminderView => ({
  reminderId: reminder.id,
  text: reminder.text,
  dueAt: reminder.dueAt.toISOString(),
  status: reminder.status,
  overdue: isOverdue(reminder, now, timeZone),
  recurrence: reminder.recurrence,
});

export const personView = (entity: Entity): PersonView => ({
  entityId: entity.id,
  name: entity.name,
  type: entity.type,
  aliases: entity.aliases,
  relationshipToUser: entity.relationshipToUser,
  gender: entity.gender,
  mentionCount: entity.mentionCount,
});
