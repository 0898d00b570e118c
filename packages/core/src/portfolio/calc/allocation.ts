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

/** The slice a holding falls in by one dimension: its asset's class, instrument, sector or region ("Unclassified" when not kept), its currency, or its account. */
const holdingKey = (dimension: AllocationDimension, asset: Asset | undefined, currency: string, account: string | undefined): string =>
  dimension === "assetClass" ? (asset?.assetClass ?? "Unclassified")
  : dimension === "instrument" ? ((asset === undefined ? null : instrumentOf(asset)) ?? "Unclassified")
  : dimension === "sector" ? (asset?.sector ?? "Unclassified")
  : dimension === "region" ? (asset?.region ?? "Unclassified")
  : dimension === "currency" ? currency
  : (account ?? "All accounts");

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
  for (const holding of snapshot.holdings) add(holdingKey(dimension, assetOf.get(holding.assetId), holding.currency, accountName.get(holding.accountId ?? "")), dec(holding.marketValue));
  for (const cash of snapshot.cash) {
    const key = dimension === "currency" ? cash.currency : dimension === "account" ? (accountName.get(cash.accountId) ?? cash.accountId) : "CASH";
    add(key, dec(cash.amountBase));
  }
  const total = [...totals.values()].reduce((sum, value) => sum.plus(value), ZERO);
  return [...totals]
    .map(([key, value]) => ({ key, value: money(value), weight: total.isZero() ? 0 : value.div(total).toNumber() }))
    .sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key));
};

/**
 * The symbols of the holdings in each slice of an allocation by one dimension (as `computeAllocation` keys them),
 * largest market value first, each symbol once; cash is in no slice's list.
 */
export const allocationSymbols = (
  snapshot: HoldingsSnapshot,
  dimension: AllocationDimension,
  assets: ReadonlyArray<Asset>,
  accounts: ReadonlyArray<Account>,
): ReadonlyMap<string, ReadonlyArray<string>> => {
  const assetOf = new Map(assets.map((asset) => [asset.id as string, asset]));
  const accountName = new Map(accounts.map((account) => [account.id as string, account.name]));
  const values = new Map<string, Map<string, Dec>>();
  for (const holding of snapshot.holdings) {
    const key = holdingKey(dimension, assetOf.get(holding.assetId), holding.currency, accountName.get(holding.accountId ?? ""));
    const symbols = values.get(key) ?? new Map<string, Dec>();
    symbols.set(holding.symbol, (symbols.get(holding.symbol) ?? ZERO).plus(dec(holding.marketValue)));
    values.set(key, symbols);
  }
  return new Map([...values].map(([key, symbols]) => [key, [...symbols].sort(([a, first], [b, second]) => second.comparedTo(first) || a.localeCompare(b)).map(([symbol]) => symbol)]));
};
