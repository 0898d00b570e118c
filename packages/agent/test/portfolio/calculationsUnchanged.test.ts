import type { Account, Activity, ActivityType, Asset, AssetId, FxRate, PortfolioData } from "@lifeos/core";
import { computeAllocation, computeHoldings, computeIncome, computePerformance, healthStatus, quoteHistories, valuationSeries } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { generateSamplePortfolio } from "../../src/index.js";

// Every figure the calculations give for the sample portfolio (plus a few awkward activities the
// sample lacks: a split, a paired and an unpaired transfer, a cross rate, an asset without quotes,
// a sale of more than is held, a withdrawal, an activity with its own rate and cash with no rate), compared with the
// output recorded before a change. A change meant to be only faster must leave every number as it
// was; a change that means to alter results rewrites the file (`npx vitest run -u`) and shows the diff.

const today = "2026-06-30";
const at = new Date("2026-01-01T00:00:00Z");
const userId = "01900000-0000-7000-8000-999999999999";
let counter = 0;
const id = () => `01900000-0000-7000-8000-${String(++counter).padStart(12, "0")}`;

const sampleData = (): PortfolioData => {
  const sample = generateSamplePortfolio(today);
  const accounts = sample.accounts.map((account) => ({ ...account, id: id(), userId, active: true, createdAt: at, updatedAt: at }) as unknown as Account);
  const accountId = new Map(accounts.map((account) => [account.name, account.id as string]));
  const assets = [
    ...sample.assets,
    { symbol: "VOD", name: "Vodafone", assetClass: "EQUITY", sector: "Telecom", region: "Europe", currency: "GBP" },
    { symbol: "PRIV", name: "Private fund", assetClass: "OTHER", sector: null, region: null, currency: "EUR" },
  ].map((asset) => ({ ...asset, id: id(), userId, createdAt: at, updatedAt: at }) as unknown as Asset);
  const assetId = new Map(assets.map((asset) => [asset.symbol, asset.id as string]));
  const activity = (fields: { account: string; symbol: string | null; type: ActivityType; date: string; quantity?: string | null; unitPrice?: string | null; amount?: string | null; fee?: string; currency: string; fxRate?: string | null }): Activity =>
    ({
      id: id(),
      userId,
      accountId: accountId.get(fields.account)!,
      assetId: fields.symbol === null ? null : assetId.get(fields.symbol)!,
      type: fields.type,
      date: fields.date,
      quantity: fields.quantity ?? null,
      unitPrice: fields.unitPrice ?? null,
      amount: fields.amount ?? null,
      fee: fields.fee ?? "0",
      currency: fields.currency,
      fxRate: fields.fxRate ?? null,
      note: null,
      importKey: null,
      createdAt: at,
      updatedAt: at,
    }) as Activity;
  const [eur, usd] = [sample.accounts[0]!.name, sample.accounts[1]!.name];
  const activities = [
    ...sample.activities.map(({ importKey: _key, ...fields }) => activity(fields)),
    activity({ account: eur, symbol: "VWCE", type: "SPLIT", date: "2025-02-12", quantity: "2", currency: "EUR" }),
    activity({ account: usd, symbol: "KO", type: "TRANSFER_OUT", date: "2025-03-10", quantity: "5", currency: "USD" }),
    activity({ account: eur, symbol: "KO", type: "TRANSFER_IN", date: "2025-03-12", quantity: "5", currency: "USD" }),
    activity({ account: eur, symbol: "MSFT", type: "TRANSFER_IN", date: "2025-04-01", quantity: "2", unitPrice: "301.5", currency: "USD" }),
    activity({ account: eur, symbol: "VOD", type: "BUY", date: "2024-09-16", quantity: "150.5", unitPrice: "0.7312", fee: "3.25", currency: "GBP" }),
    activity({ account: eur, symbol: "PRIV", type: "BUY", date: "2024-11-05", quantity: "1", unitPrice: "5000", currency: "EUR" }),
    activity({ account: eur, symbol: "AGGH", type: "SELL", date: "2026-05-04", quantity: "100000", unitPrice: "4.87", fee: "1", currency: "EUR" }),
    activity({ account: usd, symbol: null, type: "WITHDRAWAL", date: "2025-12-01", amount: "750", currency: "USD" }),
    activity({ account: usd, symbol: "KO", type: "BUY", date: "2025-07-07", quantity: "4", unitPrice: "61.2", fee: "1", currency: "USD", fxRate: "0.9123" }),
    activity({ account: usd, symbol: null, type: "INTEREST", date: "2025-10-10", amount: "12.5", currency: "CHF" }),
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1));
  const symbolOf = new Map(assets.map((asset) => [asset.symbol, asset.id as AssetId]));
  const quotes = sample.quotes.map((quote) => ({ assetId: symbolOf.get(quote.symbol)!, date: quote.date, close: quote.close }));
  // VOD is quoted once a month only (days in between lean on a stale price).
  for (let month = 9; month <= 30; month++) {
    const date = `${2024 + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, "0")}-15`;
    quotes.push({ assetId: symbolOf.get("VOD")!, date, close: (0.7 + month / 1000).toFixed(4) } as (typeof quotes)[number]);
  }
  // GBP has a rate to USD only: it reaches EUR crossed through USD.
  const fxRates = [
    ...sample.fxRates,
    ...sample.fxRates.filter((_, index) => index % 5 === 0).map((rate, index) => ({ base: "GBP", quote: "USD", date: rate.date, rate: (1.25 + (index % 13) / 100).toFixed(4) })),
  ] as FxRate[];
  return { baseCurrency: "EUR", accounts, assets, activities, quotes: quoteHistories(quotes as never), fxRates };
};

const calculations = (data: PortfolioData) => {
  const holdings = computeHoldings(data, today, { byAccount: false });
  const series = valuationSeries(data, today);
  return {
    holdings,
    holdingsByAccount: computeHoldings(data, today, { byAccount: true }),
    holdingsMidway: computeHoldings(data, "2025-03-11", { byAccount: true }),
    holdingsOneAccount: computeHoldings(data, today, { accountIds: [data.accounts[1]!.id] }),
    performance: {
      all: computePerformance(data, today),
      oneYear: computePerformance(data, today, { from: "2025-07-01" }),
      threeMonths: computePerformance(data, today, { from: "2026-04-01" }),
      custom: computePerformance(data, "2025-09-30", { from: "2024-02-10" }),
      oneAccount: computePerformance(data, today, { accountIds: [data.accounts[0]!.id] }),
    },
    // Fixed-point units of 10⁻¹⁰, day by day.
    valuation: {
      dates: `${series.dates[0]} … ${series.dates.at(-1)} (${series.dates.length})`,
      values: series.values.join(" "),
      flows: series.flows.join(" "),
      netContributions: series.netContributions.join(" "),
      stale: series.stale.map((value) => (value ? 1 : 0)).join(""),
      missingFx: series.missingFx,
    },
    income: computeIncome(data, today, undefined, holdings),
    allocation: computeAllocation(holdings, "currency", data.assets, data.accounts),
    health: healthStatus(holdings, data.assets),
  };
};

describe("portfolio calculations on the sample portfolio", () => {
  it("give the figures recorded before", async () => {
    await expect(`${JSON.stringify(calculations(sampleData()), null, 1)}\n`).toMatchFileSnapshot("./sampleCalculations.json");
  });
});
