import type { CompareTimePeriodsOutput, PeriodAverage } from "@lifeos/core";
import { Link } from "../../router.js";
import { metricName } from "./TimeSeriesChart.js";


const range = (period: PeriodAverage): string => {
  const format = (date: string, year: boolean) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { month: "short", day: "numeric", ...(year ? { year: "numeric" } : {}), timeZone: "UTC" });
  return `${format(period.from, period.from.slice(0, 4) !== period.to.slice(0, 4))} – ${format(period.to, true)}`;
};

const Row = ({ period }: { period: PeriodAverage }) => (
  <div className="comparison-row">
    <dt>
      <Link href={`/journal/${period.from}`} title="Open the first day of this period in the journal">
        {range(period)}
      </Link>
    </dt>
    <dd>
      <span className="comparison-bar" aria-hidden="true">
        <span style={{ width: `${period.average === null ? 0 : Math.max(0, Math.min(100, period.average))}%` }} />
      </span>
      <span className="comparison-value">{period.average === null ? "no readings" : `${Math.round(period.average)}/100`}</span>
      <span className="badge">
        {period.count} {period.count === 1 ? "day" : "days"}
      </span>
    </dd>
  </div>
);

/** Two periods' averages of one mood metric (0-100) as bars, and the change between them in words. */
export const ComparisonCard = ({ data }: { data: CompareTimePeriodsOutput }) => {
  const name = metricName(data.metric);
  const change =
    data.difference === null
      ? "One of the periods has no readings, so they cannot be compared."
      : Math.abs(data.difference) < 1
        ? `About the same ${name} in both.`
        : `${name[0]!.toUpperCase()}${name.slice(1)} ${data.difference > 0 ? "rose" : "fell"} by ${Math.abs(Math.round(data.difference))} points.`;
  return (
    <div className="comparison-card">
      <p className="summary-meta">{name}, on a 0-100 scale</p>
      <dl className="comparison">
        <Row period={data.first} />
        <Row period={data.second} />
      </dl>
      <p>{change}</p>
    </div>
  );
};
