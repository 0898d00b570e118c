import type { DecimalString } from "../money.js";
import { fixedMoney, ratioFixed } from "./fixed.js";
import type { ValuationSeries } from "./valuation.js";

/** One calendar month of a period: its time-weighted return and the gain the markets made, apart from the money moved. */
export interface MonthReturn {
  /** YYYY-MM. */
  readonly month: string;
  /** Daily returns of the month's days chained (the investments' return, flows left out). */
  readonly twr: number;
  /** Value at the month's last day − value at its opening − the month's net flows. */
  readonly gain: DecimalString;
  readonly netFlows: DecimalString;
  readonly endValue: DecimalString;
}

/**
 * The months of a series whose first day is the opening value (see `openedSeries`), oldest first: each one's TWR
 * (daily returns rₜ = Vₜ / (Vₜ₋₁ + Fₜ) − 1 chained, as `performanceFromSeries` does) and gain. A month cut by the
 * series' ends covers only its days in it.
 */
export const monthlyReturns = (series: ValuationSeries): ReadonlyArray<MonthReturn> => {
  const { dates, values, flows } = series;
  const months: MonthReturn[] = [];
  let opening = values[0] ?? 0n;
  let growth = 1;
  let netFlows = 0n;
  for (let index = 1; index < dates.length; index++) {
    const invested = values[index - 1]! + flows[index]!;
    growth *= 1 + (invested <= 0n ? 0 : ratioFixed(values[index]!, invested) - 1);
    netFlows += flows[index]!;
    const month = dates[index]!.slice(0, 7);
    if (index === dates.length - 1 || dates[index + 1]!.slice(0, 7) !== month) {
      months.push({ month, twr: growth - 1, gain: fixedMoney(values[index]! - opening - netFlows), netFlows: fixedMoney(netFlows), endValue: fixedMoney(values[index]!) });
      opening = values[index]!;
      growth = 1;
      netFlows = 0n;
    }
  }
  return months;
};
