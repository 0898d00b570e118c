import { useEffect, useState } from "react";
import { api, query } from "../api/client.js";
import { HoldingsTable, type HoldingJson } from "./HoldingsTable.js";
import { IncomeBars } from "./IncomeBars.js";
import { PerformanceCard, type PerformanceJson } from "./PerformanceCard.js";
import { ValuationChart, type ValuationPointJson } from "./ValuationChart.js";
import { money, percent, sliceName } from "./format.js";

const periods = ["1M", "3M", "6M", "YTD", "1Y", "3Y", "5Y", "ALL"] as const;

interface Holdings {
  readonly baseCurrency: string;
  readonly holdings: ReadonlyArray<HoldingJson>;
  readonly totals: Readonly<Record<string, string>>;
}

/** What allocation can be grouped by, as the API names it and as a person reads it. */
const allocationDimensions: ReadonlyArray<readonly [string, string]> = [
  ["assetClass", "Asset class"],
  ["sector", "Sector"],
  ["region", "Region"],
  ["currency", "Currency"],
  ["account", "Account"],
];

/** Totals, holdings (sortable, with weights), value against contributions, a period's performance, income by month and allocation. */
export const OverviewPanel = ({ version }: { version: number }) => {
  const [period, setPeriod] = useState<(typeof periods)[number]>("1Y");
  const [holdings, setHoldings] = useState<Holdings | null>(null);
  const [performance, setPerformance] = useState<PerformanceJson | null>(null);
  const [points, setPoints] = useState<ReadonlyArray<ValuationPointJson>>([]);
  const [income, setIncome] = useState<ReadonlyArray<{ month: string; amount: string }>>([]);
  const [allocation, setAllocation] = useState<ReadonlyArray<{ key: string; value: string; weight: number }>>([]);
  const [by, setBy] = useState("assetClass");

  useEffect(() => {
    api<{ data: Holdings }>("/portfolio/holdings").then((result) => setHoldings(result.data)).catch(() => setHoldings(null));
    api<{ data: { byMonth: Array<{ month: string; amount: string }> } }>(`/portfolio/income${query({ from: "1900-01-01" })}`).then((result) => setIncome(result.data.byMonth.slice(-24))).catch(() => setIncome([]));
  }, [version]);
  useEffect(() => {
    api<{ data: { report: PerformanceJson | null } }>(`/portfolio/performance${query({ period })}`).then((result) => setPerformance(result.data.report)).catch(() => setPerformance(null));
    api<{ data: { points: ValuationPointJson[] } }>(`/portfolio/valuation${query({ period })}`).then((result) => setPoints(result.data.points)).catch(() => setPoints([]));
  }, [period, version]);
  useEffect(() => {
    api<{ data: { slices: Array<{ key: string; value: string; weight: number }> } }>(`/portfolio/allocation${query({ by })}`).then((result) => setAllocation(result.data.slices)).catch(() => setAllocation([]));
  }, [by, version]);

  const currency = holdings?.baseCurrency ?? "";
  return (
    <div className="portfolio-overview">
      {holdings && (
        <dl className="portfolio-totals">
          <div><dt>Total value</dt><dd data-testid="total-value">{money(holdings.totals["totalValue"], currency)}</dd></div>
          <div><dt>Cash</dt><dd>{money(holdings.totals["cash"], currency)}</dd></div>
          <div><dt>Unrealised gain</dt><dd>{money(holdings.totals["unrealisedGain"], currency)}</dd></div>
          <div><dt>Realised gain</dt><dd>{money(holdings.totals["realisedGain"], currency)}</dd></div>
          <div><dt>Income</dt><dd>{money(holdings.totals["income"], currency)}</dd></div>
          <div><dt>Net contribution</dt><dd>{money(holdings.totals["netContribution"], currency)}</dd></div>
        </dl>
      )}
      <section aria-label="Performance">
        <h2>Performance</h2>
        <div className="period-picker" role="group" aria-label="Period">
          {periods.map((name) => (
            <button key={name} type="button" className={`button${name === period ? " button-primary" : ""}`} aria-pressed={name === period} onClick={() => setPeriod(name)}>
              {name}
            </button>
          ))}
        </div>
        <ValuationChart points={points} currency={currency} />
        <PerformanceCard report={performance} />
      </section>
      <section aria-label="Holdings">
        <h2>Holdings</h2>
        <HoldingsTable holdings={holdings?.holdings ?? []} currency={currency} />
      </section>
      <section aria-label="Allocation">
        <h2>Allocation</h2>
        <select aria-label="Allocation by" value={by} onChange={(event) => setBy(event.target.value)}>
          {allocationDimensions.map(([dimension, label]) => <option key={dimension} value={dimension}>{label}</option>)}
        </select>
        <ul className="allocation-bars">
          {allocation.map((slice) => (
            <li key={slice.key}>
              <span>{sliceName(by, slice.key)}</span> <span className="weight-bar" style={{ width: `${Math.max(2, slice.weight * 100)}%` }} aria-hidden="true" /> {percent(slice.weight)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Income by month">
        <h2>Income by month</h2>
        <IncomeBars months={income} currency={currency} />
      </section>
    </div>
  );
};
