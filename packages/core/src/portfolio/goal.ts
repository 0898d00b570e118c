import { Schema } from "effect";
import { UserId } from "../common/ids.js";
import { RequiredString } from "../common/validation.js";
import { AccountId, GoalId } from "./ids.js";
import { DecimalString, IsoDate } from "./money.js";

/** A savings target in the base currency, over some accounts (none listed: all of them). */
export const Goal = Schema.Struct({
  id: GoalId,
  userId: UserId,
  name: RequiredString(200),
  targetAmount: DecimalString,
  deadline: Schema.NullOr(IsoDate),
  accountIds: Schema.Array(AccountId),
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
});
export type Goal = typeof Goal.Type;

export const NewGoal = Schema.Struct({
  id: Schema.optional(GoalId),
  name: RequiredString(200),
  targetAmount: DecimalString,
  deadline: Schema.optional(Schema.NullOr(IsoDate)),
  accountIds: Schema.optional(Schema.Array(AccountId)),
});
export type NewGoal = typeof NewGoal.Type;
