import type { DecimalString } from "../money.js";
import { shiftDays, money, ZERO } from "../money.js";
import type { PortfolioData } from "./PortfolioData.js";
import type { Drawdown } from "./returns.js";
import { annualise, chain, dailyReturns, maxDrawdown, netFlow, periodDays, volatility } from "./returns.js";
import type { ValuationPoint } from "./valuation.js";
import { valuationSeries } from "./valuation.js";
import type { XirrResult } from "./xirr.js";
import { xirr } from "./xirr.js";

/** Returns of a period, each clearly named: time-weighted (the investments) and money-weighted (the investor). */
export interface PerformanceReport {
  readonly from: string;
  readonly to: string;
  readonly days: number;
  readonly baseCurrency: string;
  readonly startValue: DecimalString;
  readonly endValue: DecimalString;
  /** Flows in minus flows out during the period. */
  readonly netFlows: DecimalString;
  /** endValue − startValue − netFlows. */
  readonly gain: DecimalString;
  /** Time-weighted return: daily sub-periods chained; annualised only for periods of a year or more. */
  readonly twr: { readonly cumulative: number; readonly annualised: number | null };
  /** Money-weighted return: the XIRR of the opening value, the flows and the closing value; `periodic` is it over the period's length. */
  readonly mwr: { readonly annualised: number; readonly periodic: number; readonly method: string } | { readonly converged: false; readonly reason: string };
  /** gain / (startValue + flows in). */
  readonly simpleReturn: number | null;
  readonly volatility: number | null;
  readonly drawdown: Drawdown;
  /** Some day of the period was valued with a price or rate older than a week, or none. */
  readonly usesStaleData: boolean;
  readonly missingFx: ReadonlyArray<string>;
}

/** The performance of a period from the valuation points (first = opening value, the day before `from`). */
export const performanceFromPoints = (points: ReadonlyArray<ValuationPoint>, baseCurrency: string, missingFx: ReadonlyArray<string> = []): PerformanceReport | undefined => {
  if (points.length === 0) return undefined;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const returns = dailyReturns(points);
  const days = periodDays(points);
  const flows = netFlow(points);
  const gain = last.value.minus(first.value).minus(flows);
  const inflows = points.slice(1).reduce((sum, point) => (point.flow.gt(0) ? sum.plus(point.flow) : sum), ZERO);
  const invested = first.value.plus(inflows);
  const cumulative = chain(returns);
  const mwrFlows = [
    { date: first.date, amount: -first.value.toNumber() },
    ...points.slice(1).filter((point) => !point.flow.isZero()).map((point) => ({ date: point.date, amount: -point.flow.toNumber() })),
    { date: last.date, amount: last.value.toNumber() },
  ];
  const result: XirrResult = xirr(mwrFlows);
  return {
    from: shiftDays(first.date, 1),
    to: last.date,
    days,
    baseCurrency,
    startValue: money(first.value),
    endValue: money(last.value),
    netFlows: money(flows),
    gain: money(gain),
    twr: { cumulative, annualised: annualise(cumulative, days) },
    mwr: result.converged
      ? { annualised: result.rate, periodic: Math.pow(1 + result.rate, days / 365) - 1, method: result.method }
      : { converged: false, reason: result.reason },
    simpleReturn: invested.lte(0) ? null : gain.div(invested).toNumber(),
    volatility: volatility(returns),
    drawdown: maxDrawdown(returns, first.date),
    usesStaleData: points.some((point) => point.stale),
    missingFx,
  };
};

/**
 * Performance from `from` (undefined: the first activity) to `to`. The
 * opening value is the close of the day before `from` (zero before the
 * first activity), so money added on the first day is a flow.
 */
export const computePerformance = (
  data: PortfolioData,
  to: string,
  options: { readonly from?: string; readonly accountIds?: ReadonlyArray<string> } = {},
): PerformanceReport | undefined => {
  const series = valuationSeries(data, to, options);
  const points = series.points;
  if (points.length === 0) return undefined;
  // Before the first activity the portfolio is empty: open with a zero day.
  const opening = options.from === undefined || points[0]!.date >= options.from
    ? [{ date: shiftDays(points[0]!.date, -1), value: ZERO, flow: ZERO, netContribution: ZERO, stale: false }, ...points]
    : points;
  return performanceFromPoints(opening, data.baseCurrency, series.missingFx);
};
