import type { Operation } from "../openapi/Operation.js";
import { json, noContent } from "../openapi/Operation.js";
import {
  AccountPatch,
  ActivityPatch,
  GetAccountsOutput,
  GetAssetAllocationOutput,
  GetCashBalancesOutput,
  GetExchangeRatesOutput,
  GetGoalsOutput,
  GetHealthStatusOutput,
  GetHoldingsOutput,
  GetIncomeOutput,
  GetPerformanceOutput,
  GetValuationHistoryOutput,
  NewImportProfile,
  SearchActivitiesOutput,
  ToolResultMeta,
} from "@lifeos/core";
import { Schema } from "effect";
import { AccountCreateBody, ActivitiesBody, AssetsBody, BaseCurrencyBody, FxRatesBody, GoalCreateBody, QuotesBody } from "./portfolioRecords.js";
import { CsvImportBody, MarketDataCsvBody } from "./portfolioImport.js";
import { CancelDraftsBody, ConfirmDraftsBody } from "./portfolioDrafts.js";

const period = ["period", "from", "to", "account"];

const { durationMs: _durationMs, ...reportMetaFields } = ToolResultMeta.fields;
/** A report route's answer: the data of the tool of the same name, and its counts. */
const report = (tool: string, output: Schema.Top) =>
  json(`\`{ data, meta }\`, \`data\` as ${tool} returns it`, 200, Schema.Struct({ data: output, meta: Schema.Struct(reportMetaFields) }));

/** The portfolio routes, in the order the OpenAPI document lists them. Every route acts only on the caller's portfolio. */
export const portfolioOperations: ReadonlyArray<Operation> = [
  { method: "get", path: "/portfolio/settings", tag: "portfolio", summary: "The base currency (EUR until set)", response: json("`{ baseCurrency }`") },
  { method: "put", path: "/portfolio/settings", tag: "portfolio", summary: "Set the base currency", body: BaseCurrencyBody, response: json("`{ baseCurrency }`") },
  { method: "get", path: "/portfolio/accounts", tag: "portfolio", summary: "Accounts by name", response: json("`{ items }`") },
  { method: "post", path: "/portfolio/accounts", tag: "portfolio", summary: "Create an account", body: AccountCreateBody, response: json("Account", 201) },
  { method: "patch", path: "/portfolio/accounts/{id}", tag: "portfolio", summary: "Rename, retype or (de)activate an account", body: AccountPatch, response: json("Account") },
  { method: "delete", path: "/portfolio/accounts/{id}", tag: "portfolio", summary: "Delete an account with its activities", response: noContent },
  { method: "get", path: "/portfolio/assets", tag: "portfolio", summary: "Assets by symbol", response: json("`{ items }`") },
  { method: "put", path: "/portfolio/assets", tag: "portfolio", summary: "Create or classify assets by symbol", body: AssetsBody, response: json("`{ items }`") },
  { method: "get", path: "/portfolio/activities", tag: "portfolio", summary: "Activities newest first", query: ["accountId", "assetId", "types", "from", "to", "limit", "cursor"], response: json("`{ items, nextCursor }`") },
  { method: "post", path: "/portfolio/activities", tag: "portfolio", summary: "Add activities, all or none (lines with a known importKey are skipped)", body: ActivitiesBody, response: json("`{ inserted, skipped }`", 201) },
  { method: "patch", path: "/portfolio/activities/{id}", tag: "portfolio", summary: "Edit an activity (the result must be consistent for its type)", body: ActivityPatch, response: json("Activity") },
  { method: "delete", path: "/portfolio/activities/{id}", tag: "portfolio", summary: "Delete an activity", response: noContent },
  { method: "get", path: "/portfolio/quotes", tag: "portfolio", summary: "Quotes (of one asset with assetId)", query: ["assetId"], response: json("`{ items }`") },
  { method: "get", path: "/portfolio/quotes/latest", tag: "portfolio", summary: "The newest quote of each asset", response: json("`{ items }`") },
  { method: "put", path: "/portfolio/quotes", tag: "portfolio", summary: "Enter quotes (a day's close replaces the one stored)", body: QuotesBody, response: json("`{ written }`") },
  { method: "delete", path: "/portfolio/quotes/{assetId}/{date}", tag: "portfolio", summary: "Delete one quote", response: noContent },
  { method: "get", path: "/portfolio/fx", tag: "portfolio", summary: "FX rates by pair and date", response: json("`{ items }`") },
  { method: "put", path: "/portfolio/fx", tag: "portfolio", summary: "Enter FX rates (units of quote per one base)", body: FxRatesBody, response: json("`{ written }`") },
  { method: "get", path: "/portfolio/goals", tag: "portfolio", summary: "Goals", response: json("`{ items }`") },
  { method: "post", path: "/portfolio/goals", tag: "portfolio", summary: "Create a goal", body: GoalCreateBody, response: json("Goal", 201) },
  { method: "delete", path: "/portfolio/goals/{id}", tag: "portfolio", summary: "Delete a goal", response: noContent },
  { method: "get", path: "/portfolio/summary", tag: "portfolio", summary: "Accounts with their values (get_accounts)", response: report("get_accounts", GetAccountsOutput) },
  { method: "get", path: "/portfolio/holdings", tag: "portfolio", summary: "Holdings and totals (get_holdings)", query: ["account", "asOf", "byAccount"], response: report("get_holdings", GetHoldingsOutput) },
  { method: "get", path: "/portfolio/performance", tag: "portfolio", summary: "TWR, MWR, simple return, gain, volatility, max drawdown (get_performance)", query: period, response: report("get_performance", GetPerformanceOutput) },
  { method: "get", path: "/portfolio/valuation", tag: "portfolio", summary: "Daily value and net contribution, at most 150 points, sampled evenly over longer periods (get_valuation_history)", query: period, response: report("get_valuation_history", GetValuationHistoryOutput) },
  { method: "get", path: "/portfolio/income", tag: "portfolio", summary: "Dividends and interest by month, year, asset and currency (get_income)", query: ["from", "to"], response: report("get_income", GetIncomeOutput) },
  { method: "get", path: "/portfolio/allocation", tag: "portfolio", summary: "Allocation by assetClass, instrument, sector, region, currency or account (get_asset_allocation)", query: ["by"], response: report("get_asset_allocation", GetAssetAllocationOutput) },
  { method: "get", path: "/portfolio/cash", tag: "portfolio", summary: "Cash per account and currency, and in one currency at the last stored rate (get_cash_balances)", query: ["currency"], response: report("get_cash_balances", GetCashBalancesOutput) },
  { method: "get", path: "/portfolio/fx/latest", tag: "portfolio", summary: "The last stored FX rates, of one pair or currency, and an amount converted at one (get_exchange_rates)", query: ["base", "quote", "amount"], response: report("get_exchange_rates", GetExchangeRatesOutput) },
  { method: "get", path: "/portfolio/goals/progress", tag: "portfolio", summary: "Goal progress (get_goals)", response: report("get_goals", GetGoalsOutput) },
  { method: "get", path: "/portfolio/health", tag: "portfolio", summary: "Stale quotes, missing FX, unclassified assets, negative positions (get_health_status)", response: report("get_health_status", GetHealthStatusOutput) },
  { method: "get", path: "/portfolio/activities/search", tag: "portfolio", summary: "Activities by account name, symbol, types and dates (search_activities)", query: ["account", "symbol", "types", "from", "to", "limit", "cursor"], response: report("search_activities", SearchActivitiesOutput) },
  { method: "post", path: "/portfolio/import/preview", tag: "portfolio", summary: "Read a CSV: detected delimiter, the header row (lines a bank writes above the table are left out), number and date formats, proposed mapping with confidence, rows with per-line errors (first 500; each line's `errors` in words and the same as `problems`: `{ code, params, message }`, codes CSV_EMPTY_FIELD, CSV_NOT_A_NUMBER, CSV_UNKNOWN_TYPE, CSV_NOT_A_DATE, CSV_NO_ACCOUNT, CSV_UNKNOWN_ACCOUNT, CSV_NO_RATE_TO_CONVERT, CSV_INVALID_ACTIVITY, CSV_NOT_AN_ACTIVITY), and which way the exchange-rate column was read (`fx`: `{ direction: toBase|perBase, source: detected|assumed|chosen }`, null without one)", body: CsvImportBody, response: json("`{ delimiter, headerLine, headers, proposal, mapping, numberFormat, dateFormat, rows, rowCount, valid, invalid, fx }`") },
  { method: "post", path: "/portfolio/import/commit", tag: "portfolio", summary: "Import a CSV: every row or none (INVALID_INPUT lists the bad lines); lines imported before are skipped", body: CsvImportBody, response: json("`{ inserted, skipped }`", 201) },
  { method: "post", path: "/portfolio/import/quotes", tag: "portfolio", summary: "Import quotes from CSV (symbol, date, close), all or none", body: MarketDataCsvBody, response: json("`{ written }`", 201) },
  { method: "post", path: "/portfolio/import/fx", tag: "portfolio", summary: "Import FX rates from CSV (base, quote or pair, date, rate), all or none", body: MarketDataCsvBody, response: json("`{ written }`", 201) },
  { method: "get", path: "/portfolio/import/profiles", tag: "portfolio", summary: "Saved CSV mapping profiles", response: json("`{ items }`") },
  { method: "post", path: "/portfolio/import/profiles", tag: "portfolio", summary: "Save a CSV mapping profile (replaces one of the same name)", body: NewImportProfile, response: json("ImportProfile", 201) },
  { method: "delete", path: "/portfolio/import/profiles/{id}", tag: "portfolio", summary: "Delete a mapping profile", response: noContent },
  { method: "post", path: "/portfolio/drafts/confirm", tag: "portfolio", summary: "Save draft activities from record_activity(ies), recording the confirmation in their tool result (CONFLICT, nothing saved, while the answer showing them is still being written)", body: ConfirmDraftsBody, response: json("`{ status, inserted, skipped }`", 201) },
  { method: "post", path: "/portfolio/drafts/cancel", tag: "portfolio", summary: "Drop drafts: nothing is saved; the tool result records the cancellation (CONFLICT while the answer showing them is still being written)", body: CancelDraftsBody, response: json("`{ status }`") },
  { method: "get", path: "/portfolio/sample", tag: "portfolio", summary: "Whether the sample portfolio is loaded", response: json("`{ loaded, accounts }`") },
  { method: "post", path: "/portfolio/sample", tag: "portfolio", summary: "Load the sample portfolio (two accounts named \"Sample · …\", about 200 activities, 3 years of quotes)", response: json("`{ activities }`", 201) },
  { method: "delete", path: "/portfolio/sample", tag: "portfolio", summary: "Remove the sample: its accounts, activities, quotes, FX rates and assets, except what the user added, edited or still uses", response: json("`{ removedAccounts, removed: { activities, accounts, quotes, fxRates, assets } }`") },
];
