import { Schema } from "effect";
import { UserId } from "../common/ids.js";
import { RequiredString } from "../common/validation.js";
import { AccountId } from "./ids.js";
import { CurrencyCode } from "./money.js";

export const AccountType = Schema.Literals(["SECURITIES", "CASH", "RETIREMENT", "CRYPTO", "OTHER"]);
export type AccountType = typeof AccountType.Type;

/** A brokerage, bank or pension account; its currency is the currency of its cash. */
export const Account = Schema.Struct({
  id: AccountId,
  userId: UserId,
  name: RequiredString(200),
  type: AccountType,
  currency: CurrencyCode,
  active: Schema.Boolean,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
});
export type Account = typeof Account.Type;

export const NewAccount = Schema.Struct({
  id: Schema.optional(AccountId),
  name: RequiredString(200),
  type: AccountType,
  currency: CurrencyCode,
  active: Schema.optional(Schema.Boolean),
});
export type NewAccount = typeof NewAccount.Type;

export const AccountPatch = Schema.Struct({
  name: Schema.optional(RequiredString(200)),
  type: Schema.optional(AccountType),
  currency: Schema.optional(CurrencyCode),
  active: Schema.optional(Schema.Boolean),
});
export type AccountPatch = typeof AccountPatch.Type;
