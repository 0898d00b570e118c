import type {
  GetAssetAllocationOutput,
  GetCashBalancesOutput,
  GetExchangeRatesOutput,
  GetHealthStatusOutput,
  GetHoldingsOutput,
  GetIncomeOutput,
  GetPerformanceOutput,
  GetValuationHistoryOutput,
  RecordActivitiesOutput,
} from "@lifeos/core";
import { GenericCard } from "../chat/cards/GenericCard.js";
import { DraftCard } from "./DraftCard.js";
import { HoldingsTable } from "./HoldingsTable.js";
import { IncomeBars } from "./IncomeBars.js";
import { PerformanceCard } from "./PerformanceCard.js";
import { ValuationChart } from "./ValuationChart.js";
import { money, percent, sliceName } from "./format.js";

type Loose = Readonly<Record<string, unknown>>;

/** The card of a portfolio tool's result: holdings table, value chart, performance, income bars, cash, drafts to confirm; any other drawn readably, never as JSON. */
export const PortfolioToolBody = ({ name, data, source }: { name: string; data: Loose; source: { messageId: string; toolCallId: string } }) => {
  const currency = String(data.baseCurrency ?? "");
  switch (name) {
    case "get_holdings":
      return <HoldingsTable holdings={(data as Partial<GetHoldingsOutput>).holdings ?? []} currency={currency} />;
    case "get_valuation_history":
      return <ValuationChart points={(data as Partial<GetValuationHistoryOutput>).points ?? []} currency={currency} />;
    case "get_performance":
      return <PerformanceCard report={(data as Partial<GetPerformanceOutput>).report ?? null} />;
    case "get_income":
      return <IncomeBars months={(data as Partial<GetIncomeOutput>).byMonth ?? []} currency={currency} />;
    case "record_activity":
    case "record_activities": {
      const drafted = data as Partial<RecordActivitiesOutput>;
      return <DraftCard drafts={drafted.drafts ?? []} decision={drafted.confirmation} source={source} />;
    }
    case "get_asset_allocation": {
      const { slices = [], by = "assetClass" } = data as Partial<GetAssetAllocationOutput>;
      if (slices.length === 0) return <p className="card-empty">Nothing to allocate yet: no holdings or cash are recorded.</p>;
      return (
        <ul className="allocation">
          {slices.map((slice) => (
            <li key={slice.key}>{sliceName(by, slice.key)}: {percent(slice.weight)} ({money(slice.value, currency)})</li>
          ))}
        </ul>
      );
    }
    case "get_health_status": {
      const { issues = [], holdings } = data as Partial<GetHealthStatusOutput>;
      if (issues.length === 0 && holdings === 0) return <p className="card-empty">Nothing to check yet: no holdings are recorded.</p>;
      return (
        <ul className="health">
          {issues.map((issue, index) => <li key={index} className={issue.severity}>{issue.message}</li>)}
          {issues.length === 0 && <li>Quotes, rates and classifications look complete.</li>}
        </ul>
      );
    }
    case "get_cash_balances": {
      const cash = data as Partial<GetCashBalancesOutput>;
      if ((cash.balances ?? []).length === 0) return <p className="card-empty">No cash is recorded in your accounts.</p>;
      return (
        <ul className="cash-balances">
          {(cash.balances ?? []).map((balance, index) => (
            <li key={index}>
              {balance.account}: {money(balance.amount, balance.currency)}
              {balance.currency !== currency && ` (${money(balance.amountBase, currency)})`}
            </li>
          ))}
          <li>
            <strong>Total: {money(cash.total, currency)}</strong>
            {cash.inCurrency?.total != null && ` (${money(cash.inCurrency.total, cash.inCurrency.currency)} at the stored rate of ${cash.inCurrency.rate?.date ?? ""})`}
          </li>
        </ul>
      );
    }
    case "get_exchange_rates": {
      const fx = data as Partial<GetExchangeRatesOutput>;
      if ((fx.rates ?? []).length === 0) return <p className="card-empty">No exchange rate is stored for these currencies.</p>;
      return (
        <ul className="cash-balances">
          {fx.conversion != null && <li><strong>{money(fx.conversion.amount, fx.conversion.from)} = {money(fx.conversion.value, fx.conversion.to)}</strong></li>}
          {(fx.rates ?? []).map((rate, index) => (
            <li key={index}>
              1 {rate.base} = {rate.rate} {rate.quote} (stored for {rate.date})
            </li>
          ))}
        </ul>
      );
    }
    default:
      return <GenericCard data={data} />;
  }
};
