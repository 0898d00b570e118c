import type { Asset } from "../asset.js";
import type { DecimalString } from "../money.js";
import { daysBetween } from "../money.js";
import { divFixed, fixedMoney, fixedText, mulDivFixed, mulFixed, ratioFixed } from "./fixed.js";
import { FxTable } from "./FxTable.js";
import type { Lot } from "./Ledger.js";
import { Ledger } from "./Ledger.js";
import type { PortfolioData } from "./PortfolioData.js";
import { memoized } from "./memo.js";
import { PriceBook } from "./PriceBook.js";

/** A position priced as of a day. Money in the base currency unless named `...Local` (the asset's currency). */
export interface Holding {
  readonly accountId: string | null;
  readonly assetId: string;
  readonly symbol: string;
  readonly name: string;
  readonly currency: string;
  readonly quantity: DecimalString;
  /** Cost per unit in the asset's currency (FIFO lots left, fees included). */
  readonly averageCostLocal: DecimalString;
  readonly costBasis: DecimalString;
  readonly price: DecimalString | null;
  readonly priceDate: string | null;
  /** The price is more than `staleQuoteDays` older than the valuation day. */
  readonly priceStale: boolean;
  readonly marketValue: DecimalString;
  readonly unrealisedGain: DecimalString;
  readonly unrealisedGainPercent: number | null;
  /** The part of the unrealised gain due to the exchange rate moving since purchase. */
  readonly fxEffect: DecimalString;
  readonly realisedGain: DecimalString;
  readonly weight: number;
  readonly lots: ReadonlyArray<{ readonly date: string; readonly quantity: DecimalString; readonly unitCostLocal: DecimalString }>;
}

export interface CashBalance {
  readonly accountId: string;
  readonly currency: string;
  readonly amount: DecimalString;
  readonly amountBase: DecimalString;
}

export interface HoldingsSnapshot {
  readonly asOf: string;
  readonly baseCurrency: string;
  readonly holdings: ReadonlyArray<Holding>;
  readonly cash: ReadonlyArray<CashBalance>;
  readonly totals: {
    readonly marketValue: DecimalString;
    readonly cash: DecimalString;
    readonly totalValue: DecimalString;
    readonly costBasis: DecimalString;
    readonly unrealisedGain: DecimalString;
    readonly realisedGain: DecimalString;
    readonly income: DecimalString;
    readonly fees: DecimalString;
    readonly taxes: DecimalString;
    readonly netContribution: DecimalString;
  };
  readonly negativePositions: ReadonlyArray<{ readonly accountId: string; readonly symbol: string; readonly quantity: DecimalString }>;
  readonly missingFx: ReadonlyArray<string>;
}

/** Open lots listed per holding, oldest first (the cost figures count them all). */
export const lotsMax = 100;

/** A quote this many days older than the valuation day is stale. */
export const staleQuoteDays = 7;

export interface PricedContext {
  readonly ledger: Ledger;
  readonly prices: PriceBook;
  readonly fx: FxTable;
  readonly assets: ReadonlyMap<string, Asset>;
}

// Prices and rates are read-only: built once per loaded portfolio and shared by every calculation over it.
const books = new WeakMap<PortfolioData, { readonly prices: PriceBook; readonly fx: FxTable }>();

/** A fresh ledger over the portfolio's activities, with its (shared) prices, rates and assets. */
export const pricedContext = (data: PortfolioData): PricedContext => {
  let book = books.get(data);
  if (book === undefined) books.set(data, (book = { prices: new PriceBook(data.quotes), fx: new FxTable(data.fxRates) }));
  const assets = new Map(data.assets.map((asset) => [asset.id as string, asset]));
  const currencies = new Map(data.assets.map((asset) => [asset.id as string, asset.currency as string]));
  return { ledger: new Ledger(data.activities, currencies, book.fx, data.baseCurrency), prices: book.prices, fx: book.fx, assets };
};

/**
 * Holdings as of `asOf` (per account, or merged across accounts when
 * `byAccount` is false), each priced at its last close on or before that day
 * in the base currency at that day's rate, with FIFO lots, cost basis,
 * realised and unrealised gains and the FX part of the latter. A position
 * with no quote yet is valued at cost (and listed by the health check).
 */
export const computeHoldings = (data: PortfolioData, asOf: string, options: { readonly byAccount?: boolean; readonly accountIds?: ReadonlyArray<string> } = {}): HoldingsSnapshot =>
  memoized(data, `holdings|${asOf}|${options.byAccount ?? true}|${options.accountIds?.join(",") ?? ""}`, () => holdingsOf(data, asOf, options));

const holdingsOf = (data: PortfolioData, asOf: string, options: { readonly byAccount?: boolean; readonly accountIds?: ReadonlyArray<string> }): HoldingsSnapshot => {
  const context = pricedContext(data);
  const { ledger, prices, fx, assets } = context;
  ledger.applyUntil(asOf);
  const inScope = (accountId: string) => options.accountIds === undefined || options.accountIds.includes(accountId);
  const inBase = (amount: bigint, currency: string) => {
    const converted = fx.convert(amount, currency, data.baseCurrency, asOf);
    if (converted === undefined) ledger.missingFx.add(`${currency}/${data.baseCurrency}`);
    return converted ?? amount;
  };
  type Row = { accountId: string | null; assetId: string; currency: string; lots: Lot[]; quantity: bigint; realisedBase: bigint };
  const rows = new Map<string, Row>();
  const negativePositions: Array<{ accountId: string; symbol: string; quantity: DecimalString }> = [];
  for (const position of ledger.positions.values()) {
    if (!inScope(position.accountId)) continue;
    if (position.quantity < 0n) negativePositions.push({ accountId: position.accountId, symbol: assets.get(position.assetId)?.symbol ?? position.assetId, quantity: fixedText(position.quantity) });
    const key = options.byAccount === false ? position.assetId : `${position.accountId}|${position.assetId}`;
    let row = rows.get(key);
    if (row === undefined) {
      row = { accountId: options.byAccount === false ? null : position.accountId, assetId: position.assetId, currency: position.currency, lots: [], quantity: 0n, realisedBase: 0n };
      rows.set(key, row);
    }
    row.lots.push(...position.lots);
    row.quantity += position.quantity;
    row.realisedBase += position.realisedBase;
  }
  const priced = [...rows.values()].map((row) => {
    const asset = assets.get(row.assetId);
    const quote = prices.close(row.assetId, asOf);
    let costLocal = 0n;
    let costBasis = 0n;
    let heldQuantity = 0n;
    for (const lot of row.lots) {
      costLocal += lot.cost;
      costBasis += lot.costBase;
      heldQuantity += lot.quantity;
    }
    const valueLocal = quote === undefined ? costLocal : mulFixed(row.quantity, quote.units);
    const marketValue = inBase(valueLocal, row.currency);
    const unrealised = marketValue - costBasis;
    // Gain at purchase rates: (value − cost) in the asset's currency, converted at each lot's own rate.
    let gainAtCostRates = unrealised;
    if (row.currency !== data.baseCurrency && quote !== undefined) {
      gainAtCostRates = 0n;
      for (const lot of row.lots) if (lot.cost !== 0n) gainAtCostRates += mulDivFixed(mulFixed(lot.quantity, quote.units) - lot.cost, lot.costBase, lot.cost);
    }
    return { row, asset, quote, costLocal, costBasis, heldQuantity, marketValue, unrealised, fxEffect: unrealised - gainAtCostRates };
  });
  const cash = [...ledger.cash.values()]
    .filter((entry) => inScope(entry.accountId) && entry.amount !== 0n)
    .map((entry) => ({ accountId: entry.accountId, currency: entry.currency, amount: entry.amount, amountBase: inBase(entry.amount, entry.currency) }));
  const sum = <A>(items: ReadonlyArray<A>, pick: (item: A) => bigint) => items.reduce((total, item) => total + pick(item), 0n);
  const marketValue = sum(priced, (item) => item.marketValue);
  const cashTotal = sum(cash, (entry) => entry.amountBase);
  const totalValue = marketValue + cashTotal;
  const holdings: Holding[] = priced
    .filter((item) => item.row.quantity !== 0n)
    .sort((a, b) => (b.marketValue > a.marketValue ? 1 : b.marketValue < a.marketValue ? -1 : 0) || (a.asset?.symbol ?? a.row.assetId).localeCompare(b.asset?.symbol ?? b.row.assetId))
    .map((item) => ({
      accountId: item.row.accountId,
      assetId: item.row.assetId,
      symbol: item.asset?.symbol ?? item.row.assetId,
      name: item.asset?.name ?? "",
      currency: item.row.currency,
      quantity: fixedText(item.row.quantity),
      averageCostLocal: item.heldQuantity === 0n ? "0" : fixedText(divFixed(item.costLocal, item.heldQuantity), 4),
      costBasis: fixedMoney(item.costBasis),
      price: item.quote === undefined ? null : fixedText(item.quote.units),
      priceDate: item.quote?.date ?? null,
      priceStale: item.quote === undefined || daysBetween(item.quote.date, asOf) > staleQuoteDays,
      marketValue: fixedMoney(item.marketValue),
      unrealisedGain: fixedMoney(item.unrealised),
      unrealisedGainPercent: item.costBasis === 0n ? null : ratioFixed(item.unrealised, item.costBasis),
      fxEffect: fixedMoney(item.fxEffect),
      realisedGain: fixedMoney(item.row.realisedBase),
      weight: ratioFixed(item.marketValue, totalValue),
      lots: item.row.lots.slice(0, lotsMax).map((lot) => ({ date: lot.date, quantity: fixedText(lot.quantity), unitCostLocal: lot.quantity === 0n ? "0" : fixedText(divFixed(lot.cost, lot.quantity), 4) })),
    }));
  const flows = sum(ledger.flows.filter((flow) => flow.date <= asOf && inScope(flow.accountId)), (flow) => flow.amountBase);
  const income = sum(ledger.income.filter((record) => inScope(record.accountId)), (record) => record.amountBase);
  return {
    asOf,
    baseCurrency: data.baseCurrency,
    holdings,
    cash: cash.map((entry) => ({ accountId: entry.accountId, currency: entry.currency, amount: fixedMoney(entry.amount), amountBase: fixedMoney(entry.amountBase) })),
    totals: {
      marketValue: fixedMoney(marketValue),
      cash: fixedMoney(cashTotal),
      totalValue: fixedMoney(totalValue),
      costBasis: fixedMoney(sum(priced, (item) => item.costBasis)),
      unrealisedGain: fixedMoney(sum(priced, (item) => item.unrealised)),
      realisedGain: fixedMoney(sum(priced, (item) => item.row.realisedBase)),
      income: fixedMoney(income),
      fees: fixedMoney(ledger.feesBase),
      taxes: fixedMoney(ledger.taxesBase),
      netContribution: fixedMoney(flows),
    },
    negativePositions,
    missingFx: [...ledger.missingFx].sort(),
  };
};
