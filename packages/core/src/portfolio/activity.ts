import { Schema } from "effect";
import { UserId } from "../common/ids.js";
import { BoundedString } from "../common/validation.js";
import { AccountId, ActivityId, AssetId } from "./ids.js";
import { CurrencyCode, DecimalString, IsoDate } from "./money.js";

export const ActivityType = Schema.Literals([
  "BUY",
  "SELL",
  "DIVIDEND",
  "INTEREST",
  "DEPOSIT",
  "WITHDRAWAL",
  "TRANSFER_IN",
  "TRANSFER_OUT",
  "FEE",
  "TAX",
  "SPLIT",
]);
export type ActivityType = typeof ActivityType.Type;

/** Types that need an asset; the others are cash movements (an optional asset only labels them). */
export const assetActivityTypes: ReadonlyArray<ActivityType> = ["BUY", "SELL", "DIVIDEND", "SPLIT"];

/**
 * One event in an account. Meaning of the numbers per type:
 * - BUY/SELL: `quantity` units at `unitPrice` (asset currency), plus `fee`.
 * - DIVIDEND/INTEREST: `amount` received (gross), minus `fee` (withholding may be a TAX activity).
 * - DEPOSIT/WITHDRAWAL/FEE/TAX: `amount` of cash.
 * - TRANSFER_IN/OUT: with an asset, `quantity` units move (at `unitPrice` cost when no matching
 *   TRANSFER_OUT carries the lots); without one, `amount` of cash moves.
 * - SPLIT: `quantity` is the ratio (2 = two-for-one; 0.1 = one-for-ten).
 * `currency` is the currency of the amounts; `fxRate`, when given, converts it to the user's base currency.
 */
export const Activity = Schema.Struct({
  id: ActivityId,
  userId: UserId,
  accountId: AccountId,
  assetId: Schema.NullOr(AssetId),
  type: ActivityType,
  date: IsoDate,
  quantity: Schema.NullOr(DecimalString),
  unitPrice: Schema.NullOr(DecimalString),
  amount: Schema.NullOr(DecimalString),
  fee: DecimalString,
  currency: CurrencyCode,
  fxRate: Schema.NullOr(DecimalString),
  note: Schema.NullOr(BoundedString(500)),
  /** A stable key of an imported line: importing the same line again changes nothing. */
  importKey: Schema.NullOr(BoundedString(200)),
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
});
export type Activity = typeof Activity.Type;

/** The fields of an activity the calculations read: an `Activity` without its note, import key, owner and timestamps. */
export type LedgerActivity = Pick<Activity, "id" | "accountId" | "assetId" | "type" | "date" | "quantity" | "unitPrice" | "amount" | "fee" | "currency" | "fxRate">;

const isPositive = (value: string | null | undefined) => value !== null && value !== undefined && Number(value) > 0;

/** Checks that the numbers an activity's type needs are there (see `Activity`); undefined when valid. */
export const activityProblem = (value: {
  readonly type: ActivityType;
  readonly assetId?: string | null | undefined;
  readonly quantity?: string | null | undefined;
  readonly unitPrice?: string | null | undefined;
  readonly amount?: string | null | undefined;
}): string | undefined => {
  switch (value.type) {
    case "BUY":
    case "SELL":
      if (!value.assetId) return `${value.type} needs an asset`;
      if (!isPositive(value.quantity)) return `${value.type} needs a positive quantity`;
      if (value.unitPrice === null || value.unitPrice === undefined || Number(value.unitPrice) < 0) return `${value.type} needs a unit price`;
      return undefined;
    case "SPLIT":
      if (!value.assetId) return "SPLIT needs an asset";
      return isPositive(value.quantity) ? undefined : "SPLIT needs a positive ratio in quantity";
    case "DIVIDEND":
      if (!value.assetId) return "DIVIDEND needs an asset";
      return isPositive(value.amount) ? undefined : "DIVIDEND needs a positive amount";
    case "TRANSFER_IN":
    case "TRANSFER_OUT":
      if (value.assetId) return isPositive(value.quantity) ? undefined : `${value.type} of an asset needs a positive quantity`;
      return isPositive(value.amount) ? undefined : `${value.type} of cash needs a positive amount`;
    default:
      return isPositive(value.amount) ? undefined : `${value.type} needs a positive amount`;
  }
};

const activityFields = {
  accountId: AccountId,
  assetId: Schema.optional(Schema.NullOr(AssetId)),
  type: ActivityType,
  date: IsoDate,
  quantity: Schema.optional(Schema.NullOr(DecimalString)),
  unitPrice: Schema.optional(Schema.NullOr(DecimalString)),
  amount: Schema.optional(Schema.NullOr(DecimalString)),
  fee: Schema.optional(DecimalString),
  currency: CurrencyCode,
  fxRate: Schema.optional(Schema.NullOr(DecimalString)),
  note: Schema.optional(Schema.NullOr(BoundedString(500))),
};

const consistent = Schema.makeFilter((value: { readonly type: ActivityType }) => activityProblem(value) ?? true);

/** An activity as a client sends it (the repository picks its id). */
export const ActivityBody = Schema.Struct({
  ...activityFields,
  importKey: Schema.optional(Schema.NullOr(BoundedString(200))),
}).pipe(Schema.check(consistent));
export type ActivityBody = typeof ActivityBody.Type;

export const NewActivity = Schema.Struct({
  id: Schema.optional(ActivityId),
  ...activityFields,
  importKey: Schema.optional(Schema.NullOr(BoundedString(200))),
}).pipe(Schema.check(consistent));
export type NewActivity = typeof NewActivity.Type;

/** The fields an edit may change; the result must still be consistent for its type. */
export const ActivityPatch = Schema.Struct({
  accountId: Schema.optional(AccountId),
  assetId: Schema.optional(Schema.NullOr(AssetId)),
  type: Schema.optional(ActivityType),
  date: Schema.optional(IsoDate),
  quantity: Schema.optional(Schema.NullOr(DecimalString)),
  unitPrice: Schema.optional(Schema.NullOr(DecimalString)),
  amount: Schema.optional(Schema.NullOr(DecimalString)),
  fee: Schema.optional(DecimalString),
  currency: Schema.optional(CurrencyCode),
  fxRate: Schema.optional(Schema.NullOr(DecimalString)),
  note: Schema.optional(Schema.NullOr(BoundedString(500).pipe(Schema.check(Schema.makeFilter(() => true, { toJsonSchema: () => ({ examples: ["Bought on the dip"] }) }))))),
});
export type ActivityPatch = typeof ActivityPatch.Type;

/** Filters of an activity list; newest first (date, then id, descending). */
export const ActivityListQuery = Schema.Struct({
  accountId: Schema.optional(AccountId),
  assetId: Schema.optional(AssetId),
  types: Schema.optional(Schema.Array(ActivityType)),
  from: Schema.optional(IsoDate),
  to: Schema.optional(IsoDate),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 200 }))),
  cursor: Schema.optional(BoundedString(2000)),
});
export type ActivityListQuery = typeof ActivityListQuery.Type;

/** Activities written in one call at most (an import is split into calls by the caller, or refused). */
export const activityBatchMax = 25_000;
