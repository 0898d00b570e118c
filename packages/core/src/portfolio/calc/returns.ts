/** One day's time-weighted return, with that day's flow counted at the start of the day. */
export interface DailyReturn {
  readonly date: string;
  readonly value: number;
}

/** Daily returns chained: Π(1 + rₜ) − 1. */
export const chain = (returns: ReadonlyArray<DailyReturn>): number => returns.reduce((growth, day) => growth * (1 + day.value), 1) - 1;

/** A cumulative return over `days` as a yearly rate, or null for periods shorter than a year (not extrapolated). */
export const annualise = (cumulative: number, days: number): number | null => (days < 365 ? null : Math.pow(1 + cumulative, 365 / days) - 1);

/**
 * Annualised volatility: the sample standard deviation of trading-day
 * returns × √252. Weekend days are folded into the next weekday's return so
 * that calendar days do not dilute it. Null with fewer than two returns.
 */
export const volatility = (returns: ReadonlyArray<DailyReturn>): number | null => {
  const weekdays: number[] = [];
  let carried = 1;
  for (const day of returns) {
    carried *= 1 + day.value;
    const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      weekdays.push(carried - 1);
      carried = 1;
    }
  }
  if (weekdays.length < 2) return null;
  const mean = weekdays.reduce((sum, value) => sum + value, 0) / weekdays.length;
  const variance = weekdays.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (weekdays.length - 1);
  return Math.sqrt(variance) * Math.sqrt(252);
};

export interface Drawdown {
  /** The deepest fall of the time-weighted index from a previous peak, as a negative fraction (0: none). */
  readonly maxDrawdown: number;
  readonly peakDate: string | null;
  readonly troughDate: string | null;
  /** The first day the index was back at the peak, or null if it has not recovered. */
  readonly recoveryDate: string | null;
}

/** Maximum drawdown of the time-weighted growth index (flows do not count as gains or losses). */
export const maxDrawdown = (returns: ReadonlyArray<DailyReturn>, startDate: string | null): Drawdown => {
  let index = 1;
  let peak = 1;
  let peakDate = startDate;
  let worst = 0;
  let result: Drawdown = { maxDrawdown: 0, peakDate: null, troughDate: null, recoveryDate: null };
  let worstPeak = 1;
  for (const day of returns) {
    index *= 1 + day.value;
    if (index >= peak) {
      if (result.troughDate !== null && result.recoveryDate === null && index >= worstPeak - 1e-12) result = { ...result, recoveryDate: day.date };
      if (index > peak) {
        peak = index;
        peakDate = day.date;
      }
      continue;
    }
    const drawdown = index / peak - 1;
    if (drawdown < worst) {
      worst = drawdown;
      worstPeak = peak;
      result = { maxDrawdown: drawdown, peakDate, troughDate: day.date, recoveryDate: null };
    }
  }
  return result;
};
