import type { ValuationPointView } from "@lifeos/core";
import { money } from "./format.js";

export type ValuationPointJson = ValuationPointView;

const width = 560;
const height = 200;

/** The portfolio's value (line) against the money put in (dashed line), in the base currency. */
export const ValuationChart = ({ points, currency }: { points: ReadonlyArray<ValuationPointJson>; currency: string }) => {
  if (points.length < 2) return <p className="card-empty">Not enough history to chart yet.</p>;
  const values = points.flatMap((point) => [Number(point.value), Number(point.netContribution)]);
  const min = Math.min(0, ...values);
  const max = Math.max(...values, 1);
  const x = (index: number) => (index / (points.length - 1)) * (width - 20) + 10;
  const y = (value: number) => height - 20 - ((value - min) / (max - min)) * (height - 40);
  const path = (pick: (point: ValuationPointJson) => number) => points.map((point, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(pick(point)).toFixed(1)}`).join(" ");
  const last = points[points.length - 1]!;
  return (
    <figure className="valuation-chart" data-testid="valuation-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`Value from ${points[0]!.date} to ${last.date}: ${money(last.value, currency)}`}>
        <path className="chart-line" d={path((point) => Number(point.value))} fill="none" stroke="currentColor" strokeWidth="2" />
        <path className="chart-contribution" d={path((point) => Number(point.netContribution))} fill="none" stroke="currentColor" strokeDasharray="4 4" strokeWidth="1" opacity="0.6" />
        <text x="10" y="14" className="chart-label">{money(max, currency)}</text>
        <text x="10" y={height - 4} className="chart-label">{points[0]!.date}</text>
        <text x={width - 10} y={height - 4} className="chart-label" textAnchor="end">{last.date}</text>
      </svg>
      <figcaption>
        Value {money(last.value, currency)} · net contribution {money(last.netContribution, currency)} (dashed)
      </figcaption>
    </figure>
  );
};
