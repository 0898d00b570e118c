import type { Account } from "../account.js";
import type { Asset } from "../asset.js";
import { instrumentOf } from "../instrument.js";
import type { Dec, DecimalString } from "../money.js";
import { dec, money, ZERO } from "../money.js";
import type { HoldingsSnapshot } from "./holdings.js";

/** What the value is split by; "instrument" is how each asset is held (ETF, fund, stock, bond, crypto: see `instrumentOf`). */
export const AllocationDimensions = ["assetClass", "instrument", "sector", "region", "currency", "account"] as const;
export type AllocationDimension = (typeof AllocationDimensions)[number];

export interface AllocationSlice {
  readonly key: string;
  readonly value: DecimalString;
  readonly weight: number;
}

/** The total value (holdings and cash, base currency) split by one dimension; cash is its own "CASH" class, unclassified assets "Unclassified". Largest first. */
export const computeAllocation = (
  snapshot: HoldingsSnapshot,
  dimension: AllocationDimension,
  assets: ReadonlyArray<Asset>,
  accounts: ReadonlyArray<Account>,
): ReadonlyArray<AllocationSlice> => {
  const assetOf = new Map(assets.map((asset) => [asset.id as string, asset]));
  const accountName = new Map(accounts.map((account) => [account.id as string, account.name]));
  const totals = new Map<string, Dec>();
  const add = (key: string, value: Dec) => totals.set(key, (totals.get(key) ?? ZERO).plus(value));
  for (const holding of snapshot.holdings) {
    const asset = assetOf.get(holding.assetId);
    const key =
      dimension === "assetClass" ? (asset?.assetClass ?? "Unclassified")
      : dimension === "instrument" ? ((asset === undefined ? null : instrumentOf(asset)) ?? "Unclassified")
      : dimension === "sector" ? (asset?.sector ?? "Unclassified")
      : dimension === "region" ? (asset?.region ?? "Unclassified")
      : dimension === "currency" ? holding.currency
      : (accountName.get(holding.accountId ?? "") ?? "All accounts");
    add(key, dec(holding.marketValue));
  }
  for (const cash of snapshot.cash) {
    const key = dimension === "currency" ? cash.currency : dimension === "account" ? (accountName.get(cash.accountId) ?? cash.accountId) : "CASH";
    add(key, dec(cash.amountBase));
  }
  const total = [...totals.values()].reduce((sum, value) => sum.plus(value), ZERO);
  return [...totals]
    .map(([key, value]) => ({ key, value: money(value), weight: total.isZero() ? 0 : value.div(total).toNumber() }))
    .sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key));
};
