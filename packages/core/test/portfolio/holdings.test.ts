import { describe, expect, it } from "vitest";
import { computeHoldings, computeIncome, healthStatus } from "../../src/index.js";
import { account, activity, asset, portfolio, quote, rate } from "./portfolioFixtures.js";

describe("holdings from activities", () => {
  it("a two-for-one split doubles the units and halves the cost per unit, keeping the cost basis", () => {
    const broker = account("Broker");
    const share = asset("ACME");
    const data = portfolio({
      accounts: [broker],
      assets: [share],
      activities: [activity(broker, "BUY", "2025-01-02", { asset: share, quantity: "10", unitPrice: "100" }), activity(broker, "SPLIT", "2025-03-01", { asset: share, quantity: "2" })],
      quotes: [quote(share, "2025-01-02", "100"), quote(share, "2025-03-03", "55")],
    });
    const snapshot = computeHoldings(data, "2025-03-05");
    expect(snapshot.holdings).toHaveLength(1);
    // 20 units at 50 (1000 / 20); worth 20 × 55 = 1100.
    expect(snapshot.holdings[0]).toMatchObject({ quantity: "20", averageCostLocal: "50", costBasis: "1000.00", marketValue: "1100.00", unrealisedGain: "100.00", realisedGain: "0.00", price: "55" });
    expect(snapshot.holdings[0]!.unrealisedGainPercent).toBeCloseTo(0.1, 12);
  });

  it("a transfer between accounts moves the lots at their original cost and is not money in or out", () => {
    const first = account("Bank broker");
    const second = account("Online broker");
    const share = asset("VWCE");
    const data = portfolio({
      accounts: [first, second],
      assets: [share],
      activities: [
        activity(first, "BUY", "2025-01-02", { asset: share, quantity: "10", unitPrice: "100" }),
        activity(first, "TRANSFER_OUT", "2025-02-10", { asset: share, quantity: "10" }),
        activity(second, "TRANSFER_IN", "2025-02-11", { asset: share, quantity: "10", unitPrice: "120" }),
      ],
      quotes: [quote(share, "2025-02-28", "125")],
    });
    const snapshot = computeHoldings(data, "2025-02-28");
    expect(snapshot.holdings.map((holding) => [holding.accountId, holding.quantity, holding.costBasis])).toEqual([[second.id, "10", "1000.00"]]);
    expect(snapshot.holdings[0]!.lots).toEqual([{ date: "2025-01-02", quantity: "10", unitCostLocal: "100" }]);
    // Only the implicit deposit that paid for the buy came in.
    expect(snapshot.totals.netContribution).toBe("1000.00");
    expect(snapshot.totals.totalValue).toBe("1250.00");
  });

  it("a sale at a loss takes the oldest lots first, fees included", () => {
    const broker = account("Broker");
    const share = asset("LOSS");
    const data = portfolio({
      accounts: [broker],
      assets: [share],
      activities: [
        activity(broker, "DEPOSIT", "2025-01-01", { amount: "3000" }),
        activity(broker, "BUY", "2025-01-02", { asset: share, quantity: "10", unitPrice: "100", fee: "5" }),
        activity(broker, "BUY", "2025-02-02", { asset: share, quantity: "10", unitPrice: "120" }),
        activity(broker, "SELL", "2025-03-02", { asset: share, quantity: "15", unitPrice: "90", fee: "5" }),
      ],
      quotes: [quote(share, "2025-03-02", "90")],
    });
    const snapshot = computeHoldings(data, "2025-03-02");
    // Proceeds 15 × 90 − 5 = 1345; cost 10 × 100.5 + 5 × 120 = 1605; realised −260.
    expect(snapshot.holdings[0]).toMatchObject({ quantity: "5", costBasis: "600.00", averageCostLocal: "120", realisedGain: "-260.00", marketValue: "450.00", unrealisedGain: "-150.00" });
    // Cash: 3000 − 1005 − 1200 + 1345 = 2140.
    expect(snapshot.cash).toEqual([{ accountId: broker.id, currency: "EUR", amount: "2140.00", amountBase: "2140.00" }]);
    expect(snapshot.totals).toMatchObject({ totalValue: "2590.00", netContribution: "3000.00", fees: "10.00" });
  });

  it("a USD holding and a USD dividend are counted in euros at each day's rate, with the FX effect shown", () => {
    const broker = account("US broker", "USD");
    const share = asset("MSFT", "USD");
    const data = portfolio({
      accounts: [broker],
      assets: [share],
      activities: [
        activity(broker, "BUY", "2025-01-02", { asset: share, quantity: "10", unitPrice: "110" }),
        activity(broker, "DIVIDEND", "2025-04-01", { asset: share, amount: "11" }),
      ],
      quotes: [quote(share, "2025-01-02", "110"), quote(share, "2025-06-30", "110")],
      // 1 EUR = 1.10 USD at the buy and the dividend, 1.25 USD at the end.
      fxRates: [rate("EUR", "USD", "2025-01-01", "1.10"), rate("EUR", "USD", "2025-06-01", "1.25")],
    });
    const snapshot = computeHoldings(data, "2025-06-30");
    // Cost 1100 USD = 1000 EUR; worth 1100 USD = 880 EUR; the price did not move, so all −120 is FX.
    expect(snapshot.holdings[0]).toMatchObject({ costBasis: "1000.00", marketValue: "880.00", unrealisedGain: "-120.00", fxEffect: "-120.00" });
    const income = computeIncome(data, "2025-12-31", "2025-01-01", snapshot);
    // 11 USD at 1.10 = 10 EUR.
    expect(income).toMatchObject({ total: "10.00", dividends: "10.00", byMonth: [{ month: "2025-04", amount: "10.00" }], byYear: [{ year: "2025", amount: "10.00" }] });
    expect(income.byCurrency).toEqual([{ currency: "USD", amount: "11.00", amountBase: "10.00" }]);
    // Yield on cost: 10 / 1000.
    expect(income.byAsset[0]).toMatchObject({ symbol: "MSFT", amount: "10.00", yieldOnCost: 0.01 });
  });

  it("reports stale quotes, missing rates, unclassified assets and sales beyond what was held", () => {
    const broker = account("Broker");
    const old = asset("OLD", "EUR", { sector: null });
    const yen = asset("TOYOTA", "JPY");
    const data = portfolio({
      accounts: [broker],
      assets: [old, yen],
      activities: [
        activity(broker, "BUY", "2025-01-02", { asset: old, quantity: "1", unitPrice: "10" }),
        activity(broker, "SELL", "2025-01-03", { asset: old, quantity: "3", unitPrice: "10" }),
        activity(broker, "BUY", "2025-01-02", { asset: yen, quantity: "1", unitPrice: "1000" }),
      ],
      quotes: [quote(old, "2025-01-02", "10"), quote(yen, "2025-03-01", "1000")],
    });
    const health = healthStatus(computeHoldings(data, "2025-03-01"), data.assets);
    expect(health.ok).toBe(false);
    expect(health.holdings).toBe(2);
    expect(health.issues.map((issue) => [issue.kind, issue.subject]).sort()).toEqual([
      ["missingFx", "JPY/EUR"],
      ["negativePosition", "OLD"],
      ["staleQuote", "OLD"],
      ["unclassifiedAsset", "OLD"],
    ]);
    // Each issue carries a code and the values it names, for a client to say it in its person's words.
    expect(Object.fromEntries(health.issues.map((issue) => [issue.code, issue.params]))).toEqual({
      HEALTH_MISSING_FX: { pair: "JPY/EUR" },
      HEALTH_NEGATIVE_POSITION: { symbol: "OLD", quantity: "-2" },
      HEALTH_STALE_QUOTE: { symbol: "OLD", date: "2025-01-02", days: 58 },
      HEALTH_UNCLASSIFIED_ASSET: { symbol: "OLD", fields: "sector" },
    });
    expect(health.issues.find((issue) => issue.kind === "unclassifiedAsset")?.message).toBe("OLD has no sector");
  });

  it("checks no holdings when none are recorded, and says how many it checked", () => {
    const health = healthStatus(computeHoldings(portfolio({ accounts: [account("Broker")], assets: [], activities: [], quotes: [] }), "2025-03-01"), []);
    expect(health).toMatchObject({ ok: true, holdings: 0, issues: [] });
  });

  it("asks a coin or cash for its asset class only: they belong to no sector or region", () => {
    const broker = account("Broker");
    const coin = asset("BTC", "EUR", { assetClass: "CRYPTO", sector: null, region: null });
    const unknown = asset("XYZ", "EUR", { assetClass: null, sector: null, region: null });
    const data = portfolio({
      accounts: [broker],
      assets: [coin, unknown],
      activities: [activity(broker, "BUY", "2025-01-02", { asset: coin, quantity: "0.1", unitPrice: "50000" }), activity(broker, "BUY", "2025-01-02", { asset: unknown, quantity: "1", unitPrice: "10" })],
      quotes: [quote(coin, "2025-03-01", "60000"), quote(unknown, "2025-03-01", "10")],
    });
    const health = healthStatus(computeHoldings(data, "2025-03-01"), data.assets);
    expect(health.issues.map((issue) => issue.message)).toEqual(["XYZ has no asset class, sector, region"]);
  });
});
