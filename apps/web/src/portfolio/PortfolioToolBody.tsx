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
import { decimal, money, percent, sliceName } from "./format.js";
import { portfolioWords } from "./portfolioWords.js";
import { dateText } from "../language/dateText.js";
import { problemText } from "../language/problemWords.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";

type Loose = Readonly<Record<string, unknown>>;

/** The card of a portfolio tool's result: holdings table, value chart, performance, income bars, cash, drafts to confirm; any other drawn readably, never as JSON. */
export const PortfolioToolBody = ({ name, data, source }: { name: string; data: Loose; source: { messageId: string; toolCallId: string } }) => {
  const currency = String(data.baseCurrency ?? "");
  const language = useAnswerLanguage();
  const words = portfolioWords[language];
  const locale = useAnswerLocale();
  const amount = (value: string | number | null | undefined, code = currency) => money(value, code, locale);
  const day = (date: string | null | undefined) => (date ? dateText(date, locale) : "");
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
      if (slices.length === 0) return <p className="card-empty">{words.nothingToAllocate}</p>;
      return (
        <ul className="allocation">
          {slices.map((slice) => (
            <li key={slice.key}>{sliceName(by, slice.key, language)}: {percent(slice.weight, locale)} ({amount(slice.value)})</li>
          ))}
        </ul>
      );
    }
    case "get_health_status": {
      const { issues = [], holdings } = data as Partial<GetHealthStatusOutput>;
      if (issues.length === 0 && holdings === 0) return <p className="card-empty">{words.nothingToCheck}</p>;
      return (
        <ul className="health">
          {issues.map((issue, index) => (
            <li key={index} className={issue.severity}>
              {problemText(issue, language)}
            </li>
          ))}
          {issues.length === 0 && <li>{words.looksComplete}</li>}
        </ul>
      );
    }
    case "get_cash_balances": {
      const cash = data as Partial<GetCashBalancesOutput>;
      if ((cash.balances ?? []).length === 0) return <p className="card-empty">{words.noCash}</p>;
      return (
        <ul className="cash-balances">
          {(cash.balances ?? []).map((balance, index) => (
            <li key={index}>
              {balance.account}: {amount(balance.amount, balance.currency)}
              {balance.currency !== currency && ` (${amount(balance.amountBase)})`}
            </li>
          ))}
          <li>
            <strong>{words.total(amount(cash.total))}</strong>
            {cash.inCurrency?.total != null && words.atStoredRate(amount(cash.inCurrency.total, cash.inCurrency.currency), day(cash.inCurrency.rate?.date))}
          </li>
        </ul>
      );
    }
    case "get_exchange_rates": {
      const fx = data as Partial<GetExchangeRatesOutput>;
      if ((fx.rates ?? []).length === 0) return <p className="card-empty">{words.noRates}</p>;
      return (
        <ul className="cash-balances">
          {fx.conversion != null && <li><strong>{amount(fx.conversion.amount, fx.conversion.from)} = {amount(fx.conversion.value, fx.conversion.to)}</strong></li>}
          {(fx.rates ?? []).map((rate, index) => (
            <li key={index}>
              1 {rate.base} = {decimal(rate.rate, locale)} {rate.quote} {words.storedFor(day(rate.date))}
            </li>
          ))}
        </ul>
      );
    }
    default:
      return <GenericCard data={data} />;
  }
};
