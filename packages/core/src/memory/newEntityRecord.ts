import type { EntityId } from "../common/ids.js";
import type { NewRecordContext } from "../journal/newJournalEntryRecord.js";
import type { Entity, NewEntity } from "./entity.js";

/**
 * The record a new entity is stored as: the caller's id or `context.id`, no
 * aliases or relationships when not given, mention count 0, relationship to
 * the person, gender and last mention null when not given, and `createdAt` =
 * `updatedAt` = `context.now`. Pure: adapters only map it to rows.
 */
export const newEntityRecord = (input: NewEntity, context: NewRecordContext): Entity => ({
  id: input.id ?? (context.id as EntityId),
  userId: context.userId,
  name: input.name,
  type: input.type,
  aliases: [...(input.aliases ?? [])],
  relationships: [...(input.relationships ?? [])],
  mentionCount: 0,
  createdAt: context.now,
  updatedAt: context.now,
  relationshipToUser: input.relationshipToUser ?? null,
  gender: input.gender ?? null,
  lastMentionedAt: input.lastMentionedAt ?? null,
});
