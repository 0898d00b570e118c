import type { Entity, Memory, MemoryHit, MemoryView, PersonView, Reminder, ReminderView } from "@lifeos/core";
import { toLocalDate } from "@lifeos/core";

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

export const reminderView = (reminder: Reminder, now: Date): ReminderView => ({
  reminderId: reminder.id,
  text: reminder.text,
  dueAt: reminder.dueAt.toISOString(),
  status: reminder.status,
  overdue: reminder.status === "pending" && reminder.dueAt.getTime() < now.getTime(),
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
