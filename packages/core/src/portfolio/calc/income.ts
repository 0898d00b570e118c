import type { Dec, DecimalString } from "../money.js";
import { shiftDays, money, ZERO } from "../money.js";
import type { HoldingsSnapshot } from "./holdings.js";
import { pricedContext } from "./holdings.js";
import type { PortfolioData } from "./PortfolioData.js";

export interface IncomeReport {
  readonly from: string | null;
  readonly to: string;
  readonly baseCurrency: string;
  readonly total: DecimalString;
  readonly dividends: DecimalString;
  readonly interest: DecimalString;
  readonly byMonth: ReadonlyArray<{ readonly month: string; readonly amount: DecimalString }>;
  readonly byYear: ReadonlyArray<{ readonly year: string; readonly amount: DecimalString }>;
  /** Per asset, with the income of the last 12 months over the current cost basis (yield on cost). */
  readonly byAsset: ReadonlyArray<{
    readonly assetId: string | null;
    readonly symbol: string;
    readonly amount: DecimalString;
    readonly trailingYear: DecimalString;
    readonly yieldOnCost: number | null;
  }>;
  /** Income received in a currency other than the base currency, by currency (in that currency). */
  readonly byCurrency: ReadonlyArray<{ readonly currency: string; readonly amount: DecimalString; readonly amountBase: DecimalString }>;
}

const grouped = <K extends string>(entries: ReadonlyArray<readonly [K, Dec]>) => {
  const totals = new Map<K, Dec>();
  for (const [key, amount] of entries) totals.set(key, (totals.get(key) ?? ZERO).plus(amount));
  return [...totals].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
};

/** Dividends and interest from `from` (inclusive; undefined: all) to `to`, in the base currency at each payment's rate. */
export const computeIncome = (data: PortfolioData, to: string, from: string | undefined, holdings: HoldingsSnapshot): IncomeReport => {
  const { ledger, assets } = pricedContext(data);
  ledger.applyUntil(to);
  const records = ledger.income.filter((record) => from === undefined || record.date >= from);
  const yearAgo = shiftDays(to, -365);
  const costByAsset = new Map<string, Dec>();
  for (const holding of holdings.holdings) costByAsset.set(holding.assetId, (costByAsset.get(holding.assetId) ?? ZERO).plus(holding.costBasis));
  const assetKeys = grouped(records.map((record) => [record.assetId ?? "", record.amountBase] as const));
  const trailing = grouped(ledger.income.filter((record) => record.date > yearAgo).map((record) => [record.assetId ?? "", record.amountBase] as const));
  const trailingOf = new Map(trailing);
  return {
    from: from ?? null,
    to,
    baseCurrency: data.baseCurrency,
    total: money(records.reduce((sum, record) => sum.plus(record.amountBase), ZERO)),
    dividends: money(records.filter((record) => record.type === "DIVIDEND").reduce((sum, record) => sum.plus(record.amountBase), ZERO)),
    interest: money(records.filter((record) => record.type === "INTEREST").reduce((sum, record) => sum.plus(record.amountBase), ZERO)),
    byMonth: grouped(records.map((record) => [record.date.slice(0, 7), record.amountBase] as const)).map(([month, amount]) => ({ month, amount: money(amount) })),
    byYear: grouped(records.map((record) => [record.date.slice(0, 4), record.amountBase] as const)).map(([year, amount]) => ({ year, amount: money(amount) })),
    byAsset: assetKeys
      .map(([assetId, amount]) => {
        const cost = costByAsset.get(assetId);
        const yearIncome = trailingOf.get(assetId) ?? ZERO;
        return {
          assetId: assetId === "" ? null : assetId,
          symbol: assetId === "" ? "Cash" : (assets.get(assetId)?.symbol ?? assetId),
          amount: money(amount),
          trailingYear: money(yearIncome),
          yieldOnCost: cost === undefined || cost.lte(0) ? null : yearIncome.div(cost).toNumber(),
        };
      })
      .sort((a, b) => Number(b.amount) - Number(a.amount)),
    byCurrency: [...new Set(records.map((record) => record.currency))].sort().map((currency) => {
      const inCurrency = records.filter((record) => record.currency === currency);
      return {
        currency,
        amount: money(inCurrency.reduce((sum, record) => sum.plus(record.amount), ZERO)),
        amountBase: money(inCurrency.reduce((sum, record) => sum.plus(record.amountBase), ZERO)),
      };
    }),
  };
};
