import type { Activity, DecimalString, FxRate, PortfolioData } from "@lifeos/core";
import { convertAtStoredRate } from "@lifeos/core";

/** An activity's amount and fee in the base currency, and the day of the stored rate used (see `ActivityView`). */
export interface ActivityInBase {
  readonly amountBase: DecimalString | null;
  readonly feeBase: DecimalString | null;
  readonly rateDate: string | null;
}

/**
 * `activity`'s amount and fee in `data`'s base currency, as the ledger converts them: the activity's own rate when it
 * has one, else the last stored rate on or before its day; null figures when no rate links the currencies.
 */
export const activityInBase = (activity: Pick<Activity, "amount" | "fee" | "currency" | "date" | "fxRate">, data: Pick<PortfolioData, "baseCurrency" | "fxRates">): ActivityInBase => {
  const base = data.baseCurrency;
  if (activity.currency === base) return { amountBase: activity.amount, feeBase: activity.fee, rateDate: null };
  // The activity's own rate, read as a stored rate of its day.
  const own: ReadonlyArray<FxRate> | undefined =
    activity.fxRate === null ? undefined : [{ base: activity.currency, quote: base, date: activity.date, rate: activity.fxRate } as FxRate];
  const rates = own ?? data.fxRates;
  const convert = (value: string) => convertAtStoredRate(rates, value, activity.currency, base, activity.date);
  const fee = convert(activity.fee);
  const amount = activity.amount === null ? undefined : convert(activity.amount);
  if (fee === undefined) return { amountBase: null, feeBase: null, rateDate: null };
  return { amountBase: amount?.value ?? null, feeBase: fee.value, rateDate: own === undefined ? fee.rate.date : null };
};
