import { metricName } from "./TimeSeriesChart.js";

interface PeriodAverage {
  readonly from: string;
  readonly to: string;
  readonly average: number | null;
  readonly count: number;
}

export interface ComparisonData {
  readonly metric: string;
  readonly first: PeriodAverage;
  readonly second: PeriodAverage;
  readonly difference: number | null;
}

const Row = ({ period }: { period: PeriodAverage }) => (
  <div>
    <dt>
      {period.from} – {period.to}
    </dt>
    <dd>
      {period.average === null ? "no readings" : `${Math.round(period.average)}/100`}
      <span className="badge">{period.count} days</span>
    </dd>
  </div>
);

/** Two periods' averages of one mood metric (0-100) and the change between them. */
export const ComparisonCard = ({ data }: { data: ComparisonData }) => (
  <div className="comparison-card">
    <p className="summary-meta">{metricName(data.metric)}, on a 0-100 scale</p>
    <dl className="metrics">
      <Row period={data.first} />
      <Row period={data.second} />
    </dl>
    {data.difference !== null && (
      <p>
        Change: {data.difference > 0 ? "+" : ""}
        {Math.round(data.difference)} points
      </p>
    )}
  </div>
);
