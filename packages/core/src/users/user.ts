import { Schema } from "effect";
import { UserId } from "../common/ids.js";
import { TimeZone } from "../common/time.js";
import { Limits, RequiredString, StorableText } from "../common/validation.js";

/** A person whose data LifeOS holds. Every other record belongs to exactly one user. */
export const User = Schema.Struct({
  id: UserId,
  name: RequiredString(Limits.nameChars),
  email: Schema.NullOr(Schema.String),
  timeZone: TimeZone,
  createdAt: Schema.Date,
});
export type User = typeof User.Type;

export const NewUser = Schema.Struct({
  name: RequiredString(Limits.nameChars),
  email: Schema.optional(Schema.NullOr(StorableText)),
  timeZone: Schema.optional(TimeZone),
});
export type NewUser = typeof NewUser.Type;

export const UserPatch = Schema.Struct({
  name: Schema.optional(RequiredString(Limits.nameChars)),
  timeZone: Schema.optional(TimeZone),
});
export type UserPatch = typeof UserPatch.Type;
