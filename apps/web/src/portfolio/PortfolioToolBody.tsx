import { DraftCard, type DraftJson } from "./DraftCard.js";
import { HoldingsTable, type HoldingJson } from "./HoldingsTable.js";
import { IncomeBars } from "./IncomeBars.js";
import { PerformanceCard, type PerformanceJson } from "./PerformanceCard.js";
import { ValuationChart, type ValuationPointJson } from "./ValuationChart.js";
import { money, percent } from "./format.js";

type Loose = Readonly<Record<string, unknown>>;

export const portfolioToolLabels: Readonly<Record<string, string>> = {
  get_accounts: "Read your accounts",
  get_holdings: "Holdings",
  search_activities: "Activities",
  get_performance: "Performance",
  get_valuation_history: "Portfolio value",
  get_income: "Income",
  get_asset_allocation: "Allocation",
  get_cash_balances: "Cash",
  get_goals: "Goals",
  get_health_status: "Data check",
  import_csv: "Read a CSV",
  record_activity: "Draft activity",
  record_activities: "Draft activities",
};

/** The card of a portfolio tool's result: holdings table, value chart, performance, income bars, drafts to confirm. */
export const PortfolioToolBody = ({ name, data, source }: { name: string; data: Loose; source: { messageId: string; toolCallId: string } }) => {
  const currency = String(data.baseCurrency ?? "");
  switch (name) {
    case "get_holdings":
      return <HoldingsTable holdings={(data.holdings ?? []) as ReadonlyArray<HoldingJson>} currency={currency} />;
    case "get_valuation_history":
      return <ValuationChart points={(data.points ?? []) as ReadonlyArray<ValuationPointJson>} currency={currency} />;
    case "get_performance":
      return <PerformanceCard report={(data.report ?? null) as PerformanceJson | null} />;
    case "get_income":
      return <IncomeBars months={(data.byMonth ?? []) as ReadonlyArray<{ month: string; amount: string }>} currency={currency} />;
    case "record_activity":
    case "record_activities":
      return <DraftCard drafts={(data.drafts ?? []) as ReadonlyArray<DraftJson>} decision={data.confirmation as never} source={source} />;
    case "get_asset_allocation":
      return (
        <ul className="allocation">
          {((data.slices ?? []) as ReadonlyArray<{ key: string; value: string; weight: number }>).map((slice) => (
            <li key={slice.key}>{slice.key}: {percent(slice.weight)} ({money(slice.value, currency)})</li>
          ))}
        </ul>
      );
    case "get_health_status":
      return (
        <ul className="health">
          {((data.issues ?? []) as ReadonlyArray<{ message: string; severity: string }>).map((issue, index) => <li key={index} className={issue.severity}>{issue.message}</li>)}
          {((data.issues ?? []) as unknown[]).length === 0 && <li>Quotes, rates and classifications look complete.</li>}
        </ul>
      );
    default:
      return <pre className="json">{JSON.stringify(data, null, 2)}</pre>;
  }
};
