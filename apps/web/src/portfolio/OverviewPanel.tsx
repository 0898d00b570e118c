import { AllocationDimensions } from "@lifeos/core";
import { useEffect, useState } from "react";
import { api, query } from "../api/client.js";
import { HoldingsTable, type HoldingJson } from "./HoldingsTable.js";
import { IncomeBars } from "./IncomeBars.js";
import { PerformanceCard, type PerformanceJson } from "./PerformanceCard.js";
import { ValuationChart, type ValuationPointJson } from "./ValuationChart.js";
import { money, percent, sliceName } from "./format.js";
import { periods, portfolioWords, type Period } from "./portfolioWords.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";

interface Holdings {
  readonly baseCurrency: string;
  readonly holdings: ReadonlyArray<HoldingJson>;
  readonly totals: Readonly<Record<string, string>>;
}

/** Totals, holdings (sortable, with weights), value against contributions, a period's performance, income by month and allocation. */
export const OverviewPanel = ({ version }: { version: number }) => {
  const [period, setPeriod] = useState<Period>("1Y");
  const [holdings, setHoldings] = useState<Holdings | null>(null);
  const [performance, setPerformance] = useState<PerformanceJson | null>(null);
  const [points, setPoints] = useState<ReadonlyArray<ValuationPointJson>>([]);
  const [income, setIncome] = useState<ReadonlyArray<{ month: string; amount: string }>>([]);
  const [allocation, setAllocation] = useState<ReadonlyArray<{ key: string; value: string; weight: number }>>([]);
  const [by, setBy] = useState("assetClass");
  const language = useAnswerLanguage();
  const words = portfolioWords[language];
  const locale = useAnswerLocale();

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
          {(["totalValue", "cash", "unrealisedGain", "realisedGain", "income", "netContribution"] as const).map((total) => (
            <div key={total}><dt>{words.totals[total]}</dt><dd data-testid={total === "totalValue" ? "total-value" : undefined}>{money(holdings.totals[total], currency, locale)}</dd></div>
          ))}
        </dl>
      )}
      <section aria-label={words.performance}>
        <h2>{words.performance}</h2>
        <div className="period-picker" role="group" aria-label={words.period}>
          {periods.map((name) => (
            <button key={name} type="button" className={`button${name === period ? " button-primary" : ""}`} aria-pressed={name === period} onClick={() => setPeriod(name)}>
              {words.periods[name]}
            </button>
          ))}
        </div>
        <ValuationChart points={points} currency={currency} />
        <PerformanceCard report={performance} />
      </section>
      <section aria-label={words.holdings}>
        <h2>{words.holdings}</h2>
        <HoldingsTable holdings={holdings?.holdings ?? []} currency={currency} />
      </section>
      <section aria-label={words.allocation}>
        <h2>{words.allocation}</h2>
        <select aria-label={words.allocationBy} value={by} onChange={(event) => setBy(event.target.value)}>
          {AllocationDimensions.map((dimension) => <option key={dimension} value={dimension}>{words.dimensions[dimension]}</option>)}
        </select>
        <ul className="allocation-bars">
          {allocation.map((slice) => (
            <li key={slice.key}>
              <span>{sliceName(by, slice.key, language)}</span> <span className="weight-bar" style={{ width: `${Math.max(2, slice.weight * 100)}%` }} aria-hidden="true" /> {percent(slice.weight, locale)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={words.incomeByMonth}>
        <h2>{words.incomeByMonth}</h2>
        <IncomeBars months={income} currency={currency} />
      </section>
    </div>
  );
};
