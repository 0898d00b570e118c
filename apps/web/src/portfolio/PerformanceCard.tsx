import type { PerformanceReportView } from "@lifeos/core";
import { money, percent, signClass } from "./format.js";

export type PerformanceJson = PerformanceReportView;

/** A period's returns, each labelled: time-weighted (the investments) and money-weighted (your timing). */
export const PerformanceCard = ({ report }: { report: PerformanceJson | null }) => {
  if (report === null) return <p className="card-empty">Nothing recorded in this period.</p>;
  const currency = report.baseCurrency;
  return (
    <dl className="performance-card" data-testid="performance-card">
      <div><dt>Period</dt><dd>{report.from} → {report.to}</dd></div>
      <div><dt>Gain</dt><dd className={signClass(report.gain)}>{money(report.gain, currency)}</dd></div>
      <div><dt>Value</dt><dd>{money(report.startValue, currency)} → {money(report.endValue, currency)}</dd></div>
      <div><dt>Net flows</dt><dd>{money(report.netFlows, currency)}</dd></div>
      <div><dt title="Time-weighted return: daily returns chained, flows excluded">TWR (time-weighted)</dt><dd className={signClass(report.twr.cumulative)}>{percent(report.twr.cumulative)}{report.twr.annualised !== null && ` · ${percent(report.twr.annualised)} a year`}</dd></div>
      <div>
        <dt title="Money-weighted return: the XIRR of your own deposits and withdrawals">MWR (money-weighted)</dt>
        <dd>{"annualised" in report.mwr ? `${percent(report.mwr.annualised)} a year (${percent(report.mwr.periodic)} over the period)` : `did not converge: ${report.mwr.reason}`}</dd>
      </div>
      <div><dt>Simple return</dt><dd>{percent(report.simpleReturn)}</dd></div>
      <div><dt>Volatility</dt><dd>{percent(report.volatility)}</dd></div>
      <div><dt>Max drawdown</dt><dd className="loss">{percent(report.drawdown.maxDrawdown)}{report.drawdown.peakDate && ` (${report.drawdown.peakDate} → ${report.drawdown.troughDate}${report.drawdown.recoveryDate ? `, recovered ${report.drawdown.recoveryDate}` : ""})`}</dd></div>
      {report.usesStaleData && <p className="badge">Some days used quotes or rates older than a week.</p>}
    </dl>
  );
};
