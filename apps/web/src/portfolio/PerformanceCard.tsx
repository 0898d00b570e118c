import type { PerformanceReportView } from "@lifeos/core";
import { money, percent, signClass } from "./format.js";
import { portfolioWords } from "./portfolioWords.js";
import { dateText } from "../language/dateText.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";
import { problemText } from "../language/problemWords.js";

export type PerformanceJson = PerformanceReportView;

/** A period's returns, each labelled: time-weighted (the investments) and money-weighted (your timing). */
export const PerformanceCard = ({ report }: { report: PerformanceJson | null }) => {
  const language = useAnswerLanguage();
  const words = portfolioWords[language];
  const locale = useAnswerLocale();
  if (report === null) return <p className="card-empty">{words.nothingInPeriod}</p>;
  const currency = report.baseCurrency;
  const label = words.report;
  const amount = (value: string | number) => money(value, currency, locale);
  const share = (value: number | null) => percent(value, locale);
  const day = (date: string | null) => (date === null ? "" : dateText(date, locale));
  return (
    <dl className="performance-card" data-testid="performance-card">
      <div><dt>{label.period}</dt><dd>{day(report.from)} → {day(report.to)}</dd></div>
      <div><dt>{label.gain}</dt><dd className={signClass(report.gain)}>{amount(report.gain)}</dd></div>
      <div><dt>{label.value}</dt><dd>{amount(report.startValue)} → {amount(report.endValue)}</dd></div>
      <div><dt>{label.netFlows}</dt><dd>{amount(report.netFlows)}</dd></div>
      <div><dt title={label.twrTitle}>{label.twr}</dt><dd className={signClass(report.twr.cumulative)}>{share(report.twr.cumulative)}{report.twr.annualised !== null && ` · ${words.aYear(share(report.twr.annualised))}`}</dd></div>
      <div>
        <dt title={label.mwrTitle}>{label.mwr}</dt>
        <dd>{"annualised" in report.mwr ? words.mwrValue(share(report.mwr.annualised), share(report.mwr.periodic)) : words.noConvergence(problemText({ code: report.mwr.code, message: report.mwr.reason }, language))}</dd>
      </div>
      <div><dt>{label.simpleReturn}</dt><dd>{share(report.simpleReturn)}</dd></div>
      <div><dt>{label.volatility}</dt><dd>{share(report.volatility)}</dd></div>
      <div><dt>{label.maxDrawdown}</dt><dd className="loss">{share(report.drawdown.maxDrawdown)}{report.drawdown.peakDate && ` (${day(report.drawdown.peakDate)} → ${day(report.drawdown.troughDate)}${report.drawdown.recoveryDate ? words.recovered(day(report.drawdown.recoveryDate)) : ""})`}</dd></div>
      {report.usesStaleData && <p className="badge">{words.staleData}</p>}
    </dl>
  );
};
