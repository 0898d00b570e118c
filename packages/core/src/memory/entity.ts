import { Schema } from "effect";
import { EntityId, UserId } from "../common/ids.js";
import { Limits, RequiredString, StorableText } from "../common/validation.js";
import { nullWhenMissing } from "./nullWhenMissing.js";

export const EntityType = Schema.Literals(["person", "place", "organization", "project", "event", "thing", "other"]);
export type EntityType = typeof EntityType.Type;

/** Gender where the person's language marks it ("filha", "a Susana", "my wife"); null when unknown. */
export const Gender = Schema.Literals(["female", "male"]);
export type Gender = typeof Gender.Type;

/** A directed relationship to another entity, such as "sister of" or "works at". */
export const Relationship = Schema.Struct({
  targetId: EntityId,
  kind: RequiredString(100),
});
export type Relationship = typeof Relationship.Type;

/** A person, place or thing that memories mention. Names are unique per user, case-insensitively. */
export const Entity = Schema.Struct({
  id: EntityId,
  userId: UserId,
  name: RequiredString(Limits.nameChars),
  type: EntityType,
  aliases: Schema.Array(Schema.String),
  relationships: Schema.Array(Relationship),
  mentionCount: Schema.Int,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  /** What the entity is to the person, as a relationship kind ("daughter", "boss", "dentist"); null when unknown. */
  relationshipToUser: nullWhenMissing(RequiredString(100)),
  gender: nullWhenMissing(Gender),
  lastMentionedAt: nullWhenMissing(Schema.Date),
});
export type Entity = typeof Entity.Type;

export const NewEntity = Schema.Struct({
  id: Schema.optional(EntityId),
  name: RequiredString(Limits.nameChars),
  type: EntityType,
  aliases: Schema.optional(Schema.Array(StorableText)),
  relationships: Schema.optional(Schema.Array(Relationship)),
  relationshipToUser: Schema.optional(Schema.NullOr(RequiredString(100))),
  gender: Schema.optional(Schema.NullOr(Gender)),
  lastMentionedAt: Schema.optional(Schema.NullOr(Schema.Date)),
});
export type NewEntity = typeof NewEntity.Type;

export const EntityPatch = Schema.Struct({
  name: Schema.optional(RequiredString(Limits.nameChars)),
  type: Schema.optional(EntityType),
  aliases: Schema.optional(Schema.Array(StorableText)),
  relationships: Schema.optional(Schema.Array(Relationship)),
  mentionCount: Schema.optional(Schema.Int),
  relationshipToUser: Schema.optional(Schema.NullOr(RequiredString(100))),
  gender: Schema.optional(Schema.NullOr(Gender)),
  lastMentionedAt: Schema.optional(Schema.NullOr(Schema.Date)),
});
export type EntityPatch = typeof EntityPatch.Type;
