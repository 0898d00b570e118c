import { Schema } from "effect";
import { AccountType } from "../account.js";
import { AllocationDimensions } from "../calc/allocation.js";
import { Instruments } from "../instrument.js";
import { DecimalString } from "../money.js";
import { StoredRateView } from "./marketOutputs.js";

/** A position priced at its last quote, as `get_holdings` returns it (without its lots). */
export const HoldingView = Schema.Struct({
  accountId: Schema.NullOr(Schema.String),
  assetId: Schema.String,
  symbol: Schema.String,
  name: Schema.String,
  currency: Schema.String,
  quantity: DecimalString,
  /** Cost per unit in the asset's currency (FIFO lots left, fees included). */
  averageCostLocal: DecimalString,
  costBasis: DecimalString,
  price: Schema.NullOr(DecimalString),
  priceDate: Schema.NullOr(Schema.String),
  /** The price is older than the stale-quote bound on the valuation day. */
  priceStale: Schema.Boolean,
  marketValue: DecimalString,
  unrealisedGain: DecimalString,
  unrealisedGainPercent: Schema.NullOr(Schema.Number),
  /** The part of the unrealised gain due to the exchange rate moving since purchase. */
  fxEffect: DecimalString,
  realisedGain: DecimalString,
  weight: Schema.Number,
  /** How the asset is held (a stock, an ETF, a fund…: see `instrumentOf`), null when its name and class do not tell. */
  instrument: Schema.optional(Schema.NullOr(Schema.Literals(Instruments))),
});
export type HoldingView = typeof HoldingView.Type;

/** Cash of one account in one currency, and its value in the base currency. */
export const CashBalanceView = Schema.Struct({
  accountId: Schema.String,
  currency: Schema.String,
  amount: DecimalString,
  amountBase: DecimalString,
});
export type CashBalanceView = typeof CashBalanceView.Type;

/** The totals of a holdings snapshot, in the base currency. */
export const HoldingsTotals = Schema.Struct({
  marketValue: DecimalString,
  cash: DecimalString,
  totalValue: DecimalString,
  costBasis: DecimalString,
  unrealisedGain: DecimalString,
  realisedGain: DecimalString,
  income: DecimalString,
  fees: DecimalString,
  taxes: DecimalString,
  netContribution: DecimalString,
});
export type HoldingsTotals = typeof HoldingsTotals.Type;

/** What `get_holdings` returns. */
export const GetHoldingsOutput = Schema.Struct({
  asOf: Schema.String,
  baseCurrency: Schema.String,
  holdings: Schema.Array(HoldingView),
  cash: Schema.Array(CashBalanceView),
  totals: HoldingsTotals,
  negativePositions: Schema.Array(Schema.Struct({ accountId: Schema.String, symbol: Schema.String, quantity: DecimalString })),
  missingFx: Schema.Array(Schema.String),
  /** The account asked for, or null for the whole portfolio. */
  account: Schema.NullOr(Schema.String),
});
export type GetHoldingsOutput = typeof GetHoldingsOutput.Type;

/** What `get_accounts` returns. */
export const GetAccountsOutput = Schema.Struct({
  baseCurrency: Schema.String,
  accounts: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      type: AccountType,
      currency: Schema.String,
      active: Schema.Boolean,
      value: DecimalString,
      cash: DecimalString,
    }),
  ),
});
export type GetAccountsOutput = typeof GetAccountsOutput.Type;

/** What `get_cash_balances` returns. */
export const GetCashBalancesOutput = Schema.Struct({
  baseCurrency: Schema.String,
  balances: Schema.Array(Schema.Struct({ ...CashBalanceView.fields, account: Schema.String })),
  total: DecimalString,
  /**
   * The cash asked in one currency: what is held in it, and the whole total converted into it at the last stored rate
   * (null, with a null rate, when no stored rate links it to the base currency); null when no currency was asked.
   */
  inCurrency: Schema.NullOr(Schema.Struct({ currency: Schema.String, held: DecimalString, total: Schema.NullOr(DecimalString), rate: Schema.NullOr(StoredRateView) })),
});
export type GetCashBalancesOutput = typeof GetCashBalancesOutput.Type;

/** What `get_asset_allocation` returns. */
export const GetAssetAllocationOutput = Schema.Struct({
  baseCurrency: Schema.String,
  by: Schema.Literals(AllocationDimensions),
  slices: Schema.Array(
    Schema.Struct({
      key: Schema.String,
      value: DecimalString,
      weight: Schema.Number,
      /** The symbols of the holdings in the slice, largest first (none for cash). */
      symbols: Schema.optional(Schema.Array(Schema.String)),
    }),
  ),
});
export type GetAssetAllocationOutput = typeof GetAssetAllocationOutput.Type;
