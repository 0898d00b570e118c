import type { Account, Activity, ActivityType, Asset, FxRate, PortfolioData, Quote } from "../../src/index.js";
import { quoteHistories } from "../../src/index.js";

let counter = 0;
const id = () => `01900000-0000-7000-8000-${String(++counter).padStart(12, "0")}`;
const at = new Date("2025-01-01T00:00:00Z");

export const userId = "01900000-0000-7000-8000-999999999999";

export const account = (name: string, currency = "EUR"): Account =>
  ({ id: id(), userId, name, type: "SECURITIES", currency, active: true, createdAt: at, updatedAt: at }) as Account;

export const asset = (symbol: string, currency = "EUR", fields: Partial<Asset> = {}): Asset =>
  ({ id: id(), userId, symbol, name: symbol, assetClass: "EQUITY", sector: "Technology", region: "Europe", currency, createdAt: at, updatedAt: at, ...fields }) as Asset;

export const activity = (
  accountOf: Account,
  type: ActivityType,
  date: string,
  fields: { asset?: Asset; quantity?: string; unitPrice?: string; amount?: string; fee?: string; currency?: string; fxRate?: string } = {},
): Activity =>
  ({
    id: id(),
    userId,
    accountId: accountOf.id,
    assetId: fields.asset?.id ?? null,
    type,
    date,
    quantity: fields.quantity ?? null,
    unitPrice: fields.unitPrice ?? null,
    amount: fields.amount ?? null,
    fee: fields.fee ?? "0",
    currency: fields.currency ?? fields.asset?.currency ?? accountOf.currency,
    fxRate: fields.fxRate ?? null,
    note: null,
    importKey: null,
    createdAt: at,
    updatedAt: at,
  }) as Activity;

export const quote = (assetOf: Asset, date: string, close: string): Quote => ({ assetId: assetOf.id, date, close }) as Quote;
export const rate = (base: string, quoteCurrency: string, date: string, value: string): FxRate => ({ base, quote: quoteCurrency, date, rate: value }) as FxRate;

export const portfolio = ({ quotes = [], ...fields }: Partial<Omit<PortfolioData, "quotes">> & { readonly quotes?: ReadonlyArray<Quote> }): PortfolioData => ({
  baseCurrency: "EUR",
  accounts: [],
  assets: [],
  activities: [],
  fxRates: [],
  ...fields,
  quotes: quoteHistories(quotes),
});
