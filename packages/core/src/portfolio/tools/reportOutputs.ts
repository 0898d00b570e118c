import { Schema } from "effect";
import { DecimalString } from "../money.js";
import { healthIssueCodes } from "../calc/health.js";

/** Time-weighted, money-weighted and simple return of a period, with its risk. */
export const PerformanceReportView = Schema.Struct({
  from: Schema.String,
  to: Schema.String,
  days: Schema.Int,
  baseCurrency: Schema.String,
  startValue: DecimalString,
  endValue: DecimalString,
  /** Flows in minus flows out during the period. */
  netFlows: DecimalString,
  /** endValue − startValue − netFlows. */
  gain: DecimalString,
  /** Time-weighted return: daily sub-periods chained; annualised only for periods of a year or more. */
  twr: Schema.Struct({ cumulative: Schema.Number, annualised: Schema.NullOr(Schema.Number) }),
  /** Money-weighted return (XIRR), or why it did not converge. */
  mwr: Schema.Union([
    Schema.Struct({ annualised: Schema.Number, periodic: Schema.Number, method: Schema.String }),
    /** `code` says why (MWR_TOO_FEW_FLOWS, MWR_ONE_WAY_FLOWS, MWR_NO_RATE); `reason` in the server's words. */
    Schema.Struct({ converged: Schema.Literal(false), code: Schema.Literals(["MWR_TOO_FEW_FLOWS", "MWR_ONE_WAY_FLOWS", "MWR_NO_RATE"]), reason: Schema.String }),
  ]),
  /** gain / (startValue + flows in). */
  simpleReturn: Schema.NullOr(Schema.Number),
  volatility: Schema.NullOr(Schema.Number),
  drawdown: Schema.Struct({
    maxDrawdown: Schema.Number,
    peakDate: Schema.NullOr(Schema.String),
    troughDate: Schema.NullOr(Schema.String),
    recoveryDate: Schema.NullOr(Schema.String),
  }),
  /** Some day of the period was valued with a price or rate older than a week, or none. */
  usesStaleData: Schema.Boolean,
  missingFx: Schema.Array(Schema.String),
});
export type PerformanceReportView = typeof PerformanceReportView.Type;

/** What `get_performance` returns: `report` is null when nothing was held in the period. */
export const GetPerformanceOutput = Schema.Struct({
  period: Schema.String,
  account: Schema.NullOr(Schema.String),
  report: Schema.NullOr(PerformanceReportView),
  /** Asked with `by: "month"`: each calendar month of the period, oldest first (see `monthlyReturns`). */
  months: Schema.optional(
    Schema.Array(Schema.Struct({ month: Schema.String, twr: Schema.Number, gain: DecimalString, netFlows: DecimalString, endValue: DecimalString })),
  ),
});
export type GetPerformanceOutput = typeof GetPerformanceOutput.Type;

/** One day of the portfolio's value, in money of the base currency (2 places). */
export const ValuationPointView = Schema.Struct({
  date: Schema.String,
  value: DecimalString,
  netContribution: DecimalString,
  stale: Schema.Boolean,
});
export type ValuationPointView = typeof ValuationPointView.Type;

/**
 * What `get_valuation_history` returns. A long series is sampled: `sampled` says so, `every` is how many
 * days one point stands for (1 when every day is there), `days` the length of the whole series.
 */
export const GetValuationHistoryOutput = Schema.Struct({
  baseCurrency: Schema.String,
  period: Schema.String,
  points: Schema.Array(ValuationPointView),
  sampled: Schema.Boolean,
  every: Schema.Int,
  days: Schema.Int,
  missingFx: Schema.Array(Schema.String),
});
export type GetValuationHistoryOutput = typeof GetValuationHistoryOutput.Type;

/** What `get_income` returns. */
export const GetIncomeOutput = Schema.Struct({
  from: Schema.NullOr(Schema.String),
  to: Schema.String,
  baseCurrency: Schema.String,
  total: DecimalString,
  dividends: DecimalString,
  interest: DecimalString,
  byMonth: Schema.Array(Schema.Struct({ month: Schema.String, amount: DecimalString })),
  byYear: Schema.Array(Schema.Struct({ year: Schema.String, amount: DecimalString })),
  /** Per asset, with the income of the last 12 months over the current cost basis (yield on cost). */
  byAsset: Schema.Array(
    Schema.Struct({
      assetId: Schema.NullOr(Schema.String),
      symbol: Schema.String,
      amount: DecimalString,
      trailingYear: DecimalString,
      yieldOnCost: Schema.NullOr(Schema.Number),
    }),
  ),
  /** Income received in a currency other than the base currency, by currency (in that currency). */
  byCurrency: Schema.Array(Schema.Struct({ currency: Schema.String, amount: DecimalString, amountBase: DecimalString })),
  /** Whether any account or activity is recorded at all (false: the portfolio is still empty, not merely quiet in the period). */
  recorded: Schema.Boolean,
});
export type GetIncomeOutput = typeof GetIncomeOutput.Type;

/** A goal with how far the portfolio is from it. */
export const GoalProgressView = Schema.Struct({
  goalId: Schema.String,
  name: Schema.String,
  target: DecimalString,
  current: DecimalString,
  /** current / target, capped at 1. */
  progress: Schema.Number,
  remaining: DecimalString,
  deadline: Schema.NullOr(Schema.String),
  daysLeft: Schema.NullOr(Schema.Int),
  /** What to add each month to reach the target by the deadline, without growth; null without a deadline. */
  monthlyNeeded: Schema.NullOr(DecimalString),
});
export type GoalProgressView = typeof GoalProgressView.Type;

/** What `get_goals` returns. */
export const GetGoalsOutput = Schema.Struct({ baseCurrency: Schema.String, goals: Schema.Array(GoalProgressView) });
export type GetGoalsOutput = typeof GetGoalsOutput.Type;

/** What `get_health_status` returns. */
export const GetHealthStatusOutput = Schema.Struct({
  asOf: Schema.String,
  ok: Schema.Boolean,
  /** How many holdings were checked (0: nothing is recorded to check). */
  holdings: Schema.Int,
  /** Whether any account or activity is recorded at all (false: there is nothing yet to check). */
  recorded: Schema.Boolean,
  issues: Schema.Array(
    Schema.Struct({
      kind: Schema.Literals(["staleQuote", "missingQuote", "missingFx", "unclassifiedAsset", "negativePosition", "negativeCash"]),
      severity: Schema.Literals(["warning", "error"]),
      subject: Schema.String,
      message: Schema.String,
      /** `message` as a code with the values it names, for a client to word itself (see `healthIssueCodes`). */
      code: Schema.Literals(healthIssueCodes),
      params: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])),
    }),
  ),
});
export type GetHealthStatusOutput = typeof GetHealthStatusOutput.Type;
