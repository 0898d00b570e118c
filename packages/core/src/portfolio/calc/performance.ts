import type { DecimalString } from "../money.js";
import { daysBetween, shiftDays } from "../money.js";
import { fixedMoney, ratioFixed, SCALE } from "./fixed.js";
import type { PortfolioData } from "./PortfolioData.js";
import type { DailyReturn, Drawdown } from "./returns.js";
import { annualise, chain, maxDrawdown, volatility } from "./returns.js";
import type { ValuationSeries } from "./valuation.js";
import { valuationSeries } from "./valuation.js";
import type { XirrFailure, XirrResult } from "./xirr.js";
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
  readonly mwr: { readonly annualised: number; readonly periodic: number; readonly method: string } | { readonly converged: false; readonly code: XirrFailure; readonly reason: string };
  /** gain / (startValue + flows in). */
  readonly simpleReturn: number | null;
  readonly volatility: number | null;
  readonly drawdown: Drawdown;
  /** Some day of the period was valued with a price or rate older than a week, or none. */
  readonly usesStaleData: boolean;
  readonly missingFx: ReadonlyArray<string>;
}

/** Units as a float amount of money (for XIRR, which solves in floats). */
const asNumber = (units: bigint): number => Number(units) / Number(SCALE);

/**
 * The performance of a period from a valuation series whose first day is the
 * opening value (the day before the period). Daily returns are
 * rₜ = Vₜ / (Vₜ₋₁ + Fₜ) − 1, a day's flow counted at its start; a day that
 * starts with nothing invested has no return.
 */
export const performanceFromSeries = (series: ValuationSeries, baseCurrency: string): PerformanceReport | undefined => {
  const { dates, values, flows } = series;
  const count = dates.length;
  if (count === 0) return undefined;
  const firstValue = values[0]!;
  const lastValue = values[count - 1]!;
  const returns: DailyReturn[] = new Array(count - 1);
  const mwrFlows = [{ date: dates[0]!, amount: -asNumber(firstValue) }];
  let netFlows = 0n;
  let inflows = 0n;
  let stale = series.stale[0]!;
  for (let index = 1; index < count; index++) {
    const flow = flows[index]!;
    netFlows += flow;
    if (flow > 0n) inflows += flow;
    if (flow !== 0n) mwrFlows.push({ date: dates[index]!, amount: -asNumber(flow) });
    if (series.stale[index]) stale = true;
    // A ratio, not money: binary floating point is exact enough here.
    const invested = values[index - 1]! + flow;
    returns[index - 1] = { date: dates[index]!, value: invested <= 0n ? 0 : ratioFixed(values[index]!, invested) - 1 };
  }
  mwrFlows.push({ date: dates[count - 1]!, amount: asNumber(lastValue) });
  const days = count < 2 ? 0 : daysBetween(dates[0]!, dates[count - 1]!);
  const gain = lastValue - firstValue - netFlows;
  const invested = firstValue + inflows;
  const cumulative = chain(returns);
  const result: XirrResult = xirr(mwrFlows);
  return {
    from: shiftDays(dates[0]!, 1),
    to: dates[count - 1]!,
    days,
    baseCurrency,
    startValue: fixedMoney(firstValue),
    endValue: fixedMoney(lastValue),
    netFlows: fixedMoney(netFlows),
    gain: fixedMoney(gain),
    twr: { cumulative, annualised: annualise(cumulative, days) },
    mwr: result.converged
      ? { annualised: result.rate, periodic: Math.pow(1 + result.rate, days / 365) - 1, method: result.method }
      : { converged: false, code: result.code, reason: result.reason },
    simpleReturn: invested <= 0n ? null : ratioFixed(gain, invested),
    volatility: volatility(returns),
    drawdown: maxDrawdown(returns, dates[0]!),
    usesStaleData: stale,
    missingFx: series.missingFx,
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
  const opened = openedSeries(data, to, options);
  return opened === undefined ? undefined : performanceFromSeries(opened, data.baseCurrency);
};

/**
 * The valuation series from `from` (undefined: the first activity) to `to` whose first day is the opening value: the
 * close of the day before `from`, or a day of nothing before the first activity. Undefined when nothing is held.
 */
export const openedSeries = (
  data: PortfolioData,
  to: string,
  options: { readonly from?: string; readonly accountIds?: ReadonlyArray<string> } = {},
): ValuationSeries | undefined => {
  const series = valuationSeries(data, to, options);
  if (series.dates.length === 0) return undefined;
  // Before the first activity the portfolio is empty: open with a zero day.
  const opensEmpty = options.from === undefined || series.dates[0]! >= options.from;
  return opensEmpty
    ? {
        dates: [shiftDays(series.dates[0]!, -1), ...series.dates],
        values: [0n, ...series.values],
        flows: [0n, ...series.flows],
        netContributions: [0n, ...series.netContributions],
        stale: [false, ...series.stale],
        missingFx: series.missingFx,
      }
    : series;
};
