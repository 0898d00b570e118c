import { Schema } from "effect";
import { BoundedString } from "../common/validation.js";
import { ActivityType, activityProblem } from "./activity.js";
import { AccountId } from "./ids.js";
import { CurrencyCode, DecimalString, IsoDate } from "./money.js";

/**
 * An activity not saved yet, naming its asset by symbol: what the CSV
 * preview and the `record_activity` tools produce, and what a confirmation
 * saves (creating assets for unknown symbols in `currency`).
 */
export const ActivityDraft = Schema.Struct({
  accountId: AccountId,
  symbol: Schema.NullOr(BoundedString(40)),
  type: ActivityType,
  date: IsoDate,
  quantity: Schema.NullOr(DecimalString),
  unitPrice: Schema.NullOr(DecimalString),
  amount: Schema.NullOr(DecimalString),
  fee: DecimalString,
  currency: CurrencyCode,
  fxRate: Schema.NullOr(DecimalString),
  note: Schema.NullOr(BoundedString(500)),
  importKey: Schema.NullOr(BoundedString(200)),
}).pipe(Schema.check(Schema.makeFilter((draft) => activityProblem({ ...draft, assetId: draft.symbol }) ?? true)));
export type ActivityDraft = typeof ActivityDraft.Type;
