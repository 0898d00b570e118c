import { PortfolioRepository, UserRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { getHoldings, getIncome, getPerformance, portfolioToolNames, recordActivity, saveDrafts, searchActivities } from "../src/index.js";
import { contextFor, run } from "./journalFixtures.js";
import { seedPortfolio as seed } from "./portfolioFixtures.js";

describe("portfolio tools", () => {
  it("are the thirteen of the issue, and the stored exchange rates", () => {
    expect(portfolioToolNames).toEqual([
      "get_accounts", "get_holdings", "search_activities", "get_performance", "get_valuation_history", "get_income", "get_asset_allocation",
      "get_cash_balances", "get_exchange_rates", "get_goals", "get_health_status", "import_csv", "record_activity", "record_activities",
    ]);
  });

  it("answer from the user's own numbers, and another user sees nothing", async () => {
    await run(
      Effect.gen(function* () {
        const { user } = yield* seed;
        const context = contextFor(user.id);
        const holdings = yield* getHoldings.run({}, context);
        expect(holdings.data.holdings.map((holding) => [holding.symbol, holding.quantity, holding.marketValue])).toEqual([["VWCE", "10", "1200.00"]]);
        // How each is held, from its name and class: an equity whose name says no ETF or fund is a stock.
        expect(holdings.data.holdings[0]?.instrument).toBe("STOCK");
        expect(holdings.data.totals).toMatchObject({ totalValue: "2212.50", cash: "1012.50", netContribution: "2000.00" });
        expect(holdings.meta).toMatchObject({ count: 1, truncated: false });
        const income = yield* getIncome.run({}, context);
        expect(income.data).toMatchObject({ total: "12.50", byMonth: [{ month: "2024-03", amount: "12.50" }] });
        const performance = yield* getPerformance.run({ period: "YTD" }, context);
        expect(performance.data.report).toMatchObject({ endValue: "2212.50", gain: "212.50" });
        expect(performance.data.months).toBeUndefined();
        // Month by month: every month of the period, whose gains add up to the period's.
        const monthly = yield* getPerformance.run({ period: "ALL", by: "month" }, context);
        const months = monthly.data.months ?? [];
        expect(months.length).toBeGreaterThan(0);
        expect(months.map((month) => month.month)).toEqual([...months.map((month) => month.month)].sort());
        expect(months.reduce((sum, month) => sum + Number(month.gain), 0)).toBeCloseTo(Number(monthly.data.report?.gain), 2);
        expect(months.at(-1)?.endValue).toBe(monthly.data.report?.endValue);
        const stranger = yield* (yield* UserRepository).create({ name: "Stranger", timeZone: "UTC" });
        expect((yield* getHoldings.run({}, contextFor(stranger.id))).data.holdings).toEqual([]);
        expect((yield* searchActivities.run({}, contextFor(stranger.id))).data.activities).toEqual([]);
      }),
    );
  });

  it("record_activity reads a company's name as the symbol of the asset so named, in its currency, and asks the ticker of a name none has", async () => {
    await run(
      Effect.gen(function* () {
        const { user } = yield* seed;
        yield* (yield* PortfolioRepository).upsertAssets(user.id, [{ symbol: "MSFT", name: "Microsoft Corp", currency: "USD", assetClass: "EQUITY", sector: null, region: null }]);
        const drafted = yield* recordActivity.run({ type: "BUY", symbol: "microsoft", quantity: "5", unitPrice: "400", date: "2024-06-29" }, contextFor(user.id));
        expect(drafted.data.drafts).toMatchObject([{ symbol: "MSFT", currency: "USD" }]);
        const unknown = yield* Effect.flip(recordActivity.run({ type: "BUY", symbol: "Apple", quantity: "1", unitPrice: "190", date: "2024-06-29" }, contextFor(user.id)));
        expect(unknown).toMatchObject({ _tag: "InvalidInput", field: "symbol", message: 'Which ticker is "Apple"? No asset held has that name: give the asset\'s ticker' });
        const ticker = yield* recordActivity.run({ type: "BUY", symbol: "NVDA", quantity: "1", unitPrice: "190", date: "2024-06-29" }, contextFor(user.id));
        expect(ticker.data.drafts).toMatchObject([{ symbol: "NVDA" }]);
      }),
    );
  });

  it("record_activity only drafts; confirming saves it and refreshes the figures", async () => {
    await run(
      Effect.gen(function* () {
        const { user } = yield* seed;
        const context = contextFor(user.id);
        const before = yield* getHoldings.run({}, context);
        const drafted = yield* recordActivity.run({ type: "BUY", symbol: "vwce", quantity: "10", unitPrice: "98.40", date: "2024-06-29" }, context);
        expect(drafted.data).toMatchObject({ status: "draft", drafts: [{ symbol: "VWCE", quantity: "10", unitPrice: "98.40", currency: "EUR", date: "2024-06-29" }] });
        expect((yield* searchActivities.run({}, context)).data.activities).toHaveLength(3);
        const failed = yield* Effect.flip(recordActivity.run({ type: "BUY", symbol: "VWCE", date: "2024-06-29" }, context));
        expect(failed).toMatchObject({ _tag: "InvalidInput" });
        // Cancel is simply not confirming: nothing changed. Confirm:
        yield* saveDrafts(user.id, drafted.data.drafts);
        const after = yield* getHoldings.run({}, context);
        expect(before.data.holdings[0]!.quantity).toBe("10");
        expect(after.data.holdings[0]!.quantity).toBe("20");
        expect((yield* searchActivities.run({ types: ["BUY"] }, context)).data.activities.map((activity) => activity.date)).toEqual(["2024-06-29", "2024-01-02"]);
      }),
    );
  });
});
