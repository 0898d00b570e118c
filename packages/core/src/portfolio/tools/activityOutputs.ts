import { Schema } from "effect";
import { Problem } from "../../common/problem.js";
import { ActivityType } from "../activity.js";
import { ActivityDraft } from "../draft.js";
import { ColumnMapping, DateFormat, FxDirection, NumberFormat } from "../importProfile.js";
import { DecimalString } from "../money.js";

/** An activity as `search_activities` lists it: account and asset by name. */
export const ActivityView = Schema.Struct({
  id: Schema.String,
  date: Schema.String,
  type: ActivityType,
  account: Schema.String,
  symbol: Schema.NullOr(Schema.String),
  quantity: Schema.NullOr(DecimalString),
  unitPrice: Schema.NullOr(DecimalString),
  amount: Schema.NullOr(DecimalString),
  fee: DecimalString,
  currency: Schema.String,
  /** `amount` and `fee` in the base currency: at the activity's own rate, else the stored rate of its day; null when no rate is known. */
  amountBase: Schema.NullOr(DecimalString),
  feeBase: Schema.NullOr(DecimalString),
  /** The day of the stored rate used (null: the same currency, or the activity's own rate). */
  rateDate: Schema.NullOr(Schema.String),
});
export type ActivityView = typeof ActivityView.Type;

/** What `search_activities` returns. */
export const SearchActivitiesOutput = Schema.Struct({
  baseCurrency: Schema.String,
  activities: Schema.Array(ActivityView),
  nextCursor: Schema.NullOr(Schema.String),
});
export type SearchActivitiesOutput = typeof SearchActivitiesOutput.Type;

/** What `record_activity` and `record_activities` return: drafts that nothing saves until the user confirms them. */
export const RecordActivitiesOutput = Schema.Struct({
  status: Schema.Literal("draft"),
  drafts: Schema.Array(ActivityDraft),
  /** Added to the stored result once the user decides (`POST /portfolio/drafts/confirm` or `/cancel`); never by the tool. */
  confirmation: Schema.optional(
    Schema.Union([
      Schema.Struct({ status: Schema.Literal("confirmed"), at: Schema.String, activityIds: Schema.Array(Schema.String), drafts: Schema.Array(ActivityDraft) }),
      Schema.Struct({ status: Schema.Literal("cancelled"), at: Schema.String }),
    ]),
  ),
});
export type RecordActivitiesOutput = typeof RecordActivitiesOutput.Type;

/** What `import_csv` returns: the columns it would read, and a preview of the drafts. */
export const ImportCsvOutput = Schema.Struct({
  delimiter: Schema.Literals([",", ";", "\t", "|"]),
  headers: Schema.Array(Schema.String),
  numberFormat: NumberFormat,
  dateFormat: DateFormat,
  proposal: Schema.Struct({
    mapping: ColumnMapping,
    /** 0..1 per mapped field: 1 for an exact header name, less for a partial match. */
    confidence: Schema.Record(Schema.String, Schema.Number),
    overall: Schema.Number,
    unmappedHeaders: Schema.Array(Schema.String),
  }),
  preview: Schema.Struct({
    /** Each line's draft, or what is wrong with it: `errors` in the server's words, `problems` the same as codes and values. */
    rows: Schema.Array(Schema.Struct({ line: Schema.Int, draft: Schema.NullOr(ActivityDraft), errors: Schema.Array(Schema.String), problems: Schema.Array(Problem) })),
    valid: Schema.Int,
    invalid: Schema.Int,
    /** Which way the exchange-rate column was read (rates per base unit are stored inverted) and whether the rows showed it; null without one. */
    fx: Schema.NullOr(Schema.Struct({ direction: FxDirection, source: Schema.Literals(["detected", "assumed", "chosen", "saved"]), rowsAgreeing: Schema.Int })),
  }),
});
export type ImportCsvOutput = typeof ImportCsvOutput.Type;
