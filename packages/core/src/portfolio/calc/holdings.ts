import type { Asset } from "../asset.js";
import type { Dec, DecimalString } from "../money.js";
import { daysBetween, money, toDecimalString, ZERO } from "../money.js";
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
  const rateOf = (currency: string) => {
    const found = fx.rate(currency, data.baseCurrency, asOf);
    if (found === undefined) ledger.missingFx.add(`${currency}/${data.baseCurrency}`);
    return found?.rate;
  };
  type Row = { accountId: string | null; assetId: string; currency: string; lots: Lot[]; quantity: Dec; realisedBase: Dec };
  const rows = new Map<string, Row>();
  const negativePositions: Array<{ accountId: string; symbol: string; quantity: DecimalString }> = [];
  for (const position of ledger.positions.values()) {
    if (!inScope(position.accountId)) continue;
    if (position.quantity.lt(0)) negativePositions.push({ accountId: position.accountId, symbol: assets.get(position.assetId)?.symbol ?? position.assetId, quantity: toDecimalString(position.quantity) });
    const key = options.byAccount === false ? position.assetId : `${position.accountId}|${position.assetId}`;
    let row = rows.get(key);
    if (row === undefined) {
      row = { accountId: options.byAccount === false ? null : position.accountId, assetId: position.assetId, currency: position.currency, lots: [], quantity: ZERO, realisedBase: ZERO };
      rows.set(key, row);
    }
    row.lots.push(...position.lots);
    row.quantity = row.quantity.plus(position.quantity);
    row.realisedBase = row.realisedBase.plus(position.realisedBase);
  }
  const priced = [...rows.values()].map((row) => {
    const asset = assets.get(row.assetId);
    const quote = prices.close(row.assetId, asOf);
    const costLocal = row.lots.reduce((sum, lot) => sum.plus(lot.cost), ZERO);
    const costBasis = row.lots.reduce((sum, lot) => sum.plus(lot.costBase), ZERO);
    const heldQuantity = row.lots.reduce((sum, lot) => sum.plus(lot.quantity), ZERO);
    const rate = rateOf(row.currency);
    const valueLocal = quote === undefined ? costLocal : row.quantity.times(quote.value);
    const marketValue = rate === undefined ? valueLocal : valueLocal.times(rate);
    const unrealised = marketValue.minus(costBasis);
    // Gain at purchase rates: (value − cost) in the asset's currency, converted at each lot's own rate.
    const gainAtCostRates =
      row.currency === data.baseCurrency || quote === undefined
        ? unrealised
        : row.lots.reduce((sum, lot) => (lot.cost.isZero() ? sum : sum.plus(lot.quantity.times(quote.value).minus(lot.cost).times(lot.costBase).div(lot.cost))), ZERO);
    return { row, asset, quote, costLocal, costBasis, heldQuantity, marketValue, unrealised, fxEffect: unrealised.minus(gainAtCostRates) };
  });
  const cash = [...ledger.cash.values()].filter((entry) => inScope(entry.accountId) && !entry.amount.isZero()).map((entry) => {
    const rate = rateOf(entry.currency);
    return { accountId: entry.accountId, currency: entry.currency, amount: entry.amount, amountBase: rate === undefined ? entry.amount : entry.amount.times(rate) };
  });
  const marketValue = priced.reduce((sum, item) => sum.plus(item.marketValue), ZERO);
  const cashTotal = cash.reduce((sum, entry) => sum.plus(entry.amountBase), ZERO);
  const totalValue = marketValue.plus(cashTotal);
  const holdings: Holding[] = priced
    .filter((item) => !item.row.quantity.isZero())
    .map((item) => ({
      accountId: item.row.accountId,
      assetId: item.row.assetId,
      symbol: item.asset?.symbol ?? item.row.assetId,
      name: item.asset?.name ?? "",
      currency: item.row.currency,
      quantity: toDecimalString(item.row.quantity),
      averageCostLocal: item.heldQuantity.isZero() ? "0" : toDecimalString(item.costLocal.div(item.heldQuantity), 4),
      costBasis: money(item.costBasis),
      price: item.quote === undefined ? null : toDecimalString(item.quote.value),
      priceDate: item.quote?.date ?? null,
      priceStale: item.quote === undefined || daysBetween(item.quote.date, asOf) > staleQuoteDays,
      marketValue: money(item.marketValue),
      unrealisedGain: money(item.unrealised),
      unrealisedGainPercent: item.costBasis.isZero() ? null : item.unrealised.div(item.costBasis).toNumber(),
      fxEffect: money(item.fxEffect),
      realisedGain: money(item.row.realisedBase),
      weight: totalValue.isZero() ? 0 : item.marketValue.div(totalValue).toNumber(),
      lots: item.row.lots.slice(0, lotsMax).map((lot) => ({ date: lot.date, quantity: toDecimalString(lot.quantity), unitCostLocal: lot.quantity.isZero() ? "0" : toDecimalString(lot.cost.div(lot.quantity), 4) })),
    }))
    .sort((a, b) => Number(b.marketValue) - Number(a.marketValue) || a.symbol.localeCompare(b.symbol));
  const flows = ledger.flows.filter((flow) => flow.date <= asOf && inScope(flow.accountId)).reduce((sum, flow) => sum.plus(flow.amountBase), ZERO);
  const income = ledger.income.filter((record) => inScope(record.accountId)).reduce((sum, record) => sum.plus(record.amountBase), ZERO);
  const realisedGain = priced.reduce((sum, item) => sum.plus(item.row.realisedBase), ZERO);
  return {
    asOf,
    baseCurrency: data.baseCurrency,
    holdings,
    cash: cash.map((entry) => ({ accountId: entry.accountId, currency: entry.currency, amount: money(entry.amount), amountBase: money(entry.amountBase) })),
    totals: {
      marketValue: money(marketValue),
      cash: money(cashTotal),
      totalValue: money(totalValue),
      costBasis: money(priced.reduce((sum, item) => sum.plus(item.costBasis), ZERO)),
      unrealisedGain: money(priced.reduce((sum, item) => sum.plus(item.unrealised), ZERO)),
      realisedGain: money(realisedGain),
      income: money(income),
      fees: money(ledger.feesBase),
      taxes: money(ledger.taxesBase),
      netContribution: money(flows),
    },
    negativePositions,
    missingFx: [...ledger.missingFx].sort(),
  };
};
