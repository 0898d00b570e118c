import type { DecimalString } from "../money.js";
import { shiftDays } from "../money.js";
import { fixedMoney, fixedOf, ratioFixed } from "./fixed.js";
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

const grouped = <K extends string>(entries: ReadonlyArray<readonly [K, bigint]>) => {
  const totals = new Map<K, bigint>();
  for (const [key, amount] of entries) totals.set(key, (totals.get(key) ?? 0n) + amount);
  return [...totals].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
};

/** Dividends and interest from `from` (inclusive; undefined: all) to `to`, in the base currency at each payment's rate. */
export const computeIncome = (data: PortfolioData, to: string, from: string | undefined, holdings: HoldingsSnapshot): IncomeReport => {
  const { ledger, assets } = pricedContext(data);
  ledger.applyUntil(to);
  const records = ledger.income.filter((record) => from === undefined || record.date >= from);
  const yearAgo = shiftDays(to, -365);
  const costByAsset = new Map<string, bigint>();
  for (const holding of holdings.holdings) costByAsset.set(holding.assetId, (costByAsset.get(holding.assetId) ?? 0n) + fixedOf(holding.costBasis));
  const sum = (items: ReadonlyArray<{ readonly amountBase: bigint }>) => items.reduce((total, record) => total + record.amountBase, 0n);
  const assetKeys = grouped(records.map((record) => [record.assetId ?? "", record.amountBase] as const));
  const trailing = grouped(ledger.income.filter((record) => record.date > yearAgo).map((record) => [record.assetId ?? "", record.amountBase] as const));
  const trailingOf = new Map(trailing);
  return {
    from: from ?? null,
    to,
    baseCurrency: data.baseCurrency,
    total: fixedMoney(sum(records)),
    dividends: fixedMoney(sum(records.filter((record) => record.type === "DIVIDEND"))),
    interest: fixedMoney(sum(records.filter((record) => record.type === "INTEREST"))),
    byMonth: grouped(records.map((record) => [record.date.slice(0, 7), record.amountBase] as const)).map(([month, amount]) => ({ month, amount: fixedMoney(amount) })),
    byYear: grouped(records.map((record) => [record.date.slice(0, 4), record.amountBase] as const)).map(([year, amount]) => ({ year, amount: fixedMoney(amount) })),
    byAsset: assetKeys
      .map(([assetId, amount]) => {
        const cost = costByAsset.get(assetId);
        const yearIncome = trailingOf.get(assetId) ?? 0n;
        return {
          assetId: assetId === "" ? null : assetId,
          symbol: assetId === "" ? "Cash" : (assets.get(assetId)?.symbol ?? assetId),
          amount: fixedMoney(amount),
          trailingYear: fixedMoney(yearIncome),
          yieldOnCost: cost === undefined || cost <= 0n ? null : ratioFixed(yearIncome, cost),
        };
      })
      .sort((a, b) => Number(b.amount) - Number(a.amount)),
    byCurrency: [...new Set(records.map((record) => record.currency))].sort().map((currency) => {
      const inCurrency = records.filter((record) => record.currency === currency);
      return {
        currency,
        amount: fixedMoney(inCurrency.reduce((total, record) => total + record.amount, 0n)),
        amountBase: fixedMoney(sum(inCurrency)),
      };
    }),
  };
};
