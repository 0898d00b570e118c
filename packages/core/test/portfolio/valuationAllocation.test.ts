import { describe, expect, it } from "vitest";
import type { Goal } from "../../src/index.js";
import { allocationSymbols, computeAllocation, computeHoldings, goalProgress, splitLot, valuationPoint, valuationSeries } from "../../src/index.js";
import { divFixed, fixedMoney, fixedOf, fixedText, mulDivFixed } from "../../src/portfolio/calc/fixed.js";
import { account, activity, asset, portfolio, quote, rate, userId } from "./portfolioFixtures.js";

describe("fixed-point money", () => {
  it("reads and writes decimal text exactly, and rounds money half to even", () => {
    expect(fixedOf("-12.5")).toBe(-125_000_000_000n);
    expect(fixedText(fixedOf("-12.5"))).toBe("-12.5");
    expect(fixedText(fixedOf("123456789012345678.1234567891"))).toBe("123456789012345678.1234567891");
    expect(fixedText(fixedOf("0.0000000001"))).toBe("0.0000000001");
    expect([fixedMoney(fixedOf("2.345")), fixedMoney(fixedOf("2.355")), fixedMoney(fixedOf("-0.004")), fixedMoney(fixedOf("-1.005"))]).toEqual(["2.34", "2.36", "0.00", "-1.00"]);
    expect(fixedText(divFixed(fixedOf("2"), fixedOf("3")))).toBe("0.6666666667");
  });

  it("splits a lot's cost without losing a unit: a third and the rest add up to the whole", () => {
    const [part, rest] = splitLot({ quantity: fixedOf("3"), cost: fixedOf("100"), costBase: fixedOf("100"), date: "2025-01-02" }, fixedOf("1"));
    expect(fixedText(part.cost)).toBe("33.3333333333");
    expect(fixedText(rest.cost)).toBe("66.6666666667");
    expect(part.cost + rest.cost).toBe(fixedOf("100"));
    expect(fixedText(mulDivFixed(fixedOf("-100"), fixedOf("2"), fixedOf("3")))).toBe("-66.6666666667");
  });
});

describe("valuation, allocation and goals", () => {
  const broker = account("Broker");
  const equity = asset("EQ", "EUR", { assetClass: "EQUITY", sector: "Technology", region: "Europe" });
  const bond = asset("BD", "EUR", { assetClass: "BOND", sector: "Government", region: "Global" });
  // 1000 in; 6 EQ and 3 BD at 100; 100 left in cash.
  const data = portfolio({
    accounts: [broker],
    assets: [equity, bond],
    activities: [
      activity(broker, "DEPOSIT", "2025-01-02", { amount: "1000" }),
      activity(broker, "BUY", "2025-01-02", { asset: equity, quantity: "6", unitPrice: "100" }),
      activity(broker, "BUY", "2025-01-02", { asset: bond, quantity: "3", unitPrice: "100" }),
    ],
    quotes: [quote(equity, "2025-01-02", "100"), quote(bond, "2025-01-02", "100"), quote(equity, "2025-01-20", "110")],
  });

  it("carries the last close forward and flags days that lean on one more than a week old", () => {
    const series = valuationSeries(data, "2025-01-20");
    const day = (date: string) => valuationPoint(series, series.dates.indexOf(date));
    expect(day("2025-01-02")).toEqual({ date: "2025-01-02", value: "1000.00", flow: "1000.00", netContribution: "1000.00", stale: false });
    // Seven days after the last close it is still fresh; eight days after, stale.
    expect(day("2025-01-09")).toMatchObject({ value: "1000.00", flow: "0.00", stale: false });
    expect(day("2025-01-10")).toMatchObject({ value: "1000.00", stale: true });
    // EQ at 110 (660), BD still at its old 100 (300), 100 cash; BD's close is 18 days old.
    expect(day("2025-01-20")).toMatchObject({ value: "1060.00", netContribution: "1000.00", stale: true });
  });

  it("splits the value by class, with cash its own class, and by currency", () => {
    const snapshot = computeHoldings(data, "2025-01-02");
    expect(computeAllocation(snapshot, "assetClass", data.assets, data.accounts)).toEqual([
      { key: "EQUITY", value: "600.00", weight: 0.6 },
      { key: "BOND", value: "300.00", weight: 0.3 },
      { key: "CASH", value: "100.00", weight: 0.1 },
    ]);
    expect(computeAllocation(snapshot, "currency", data.assets, data.accounts)).toEqual([{ key: "EUR", value: "1000.00", weight: 1 }]);
    const unclassified = { ...data, assets: [{ ...equity, sector: null }, bond] };
    expect(computeAllocation(computeHoldings(unclassified, "2025-01-02"), "sector", unclassified.assets, unclassified.accounts)[0]).toEqual({ key: "Unclassified", value: "600.00", weight: 0.6 });
  });

  it("names the holdings of each slice, largest first, and none for cash", () => {
    const snapshot = computeHoldings(data, "2025-01-02");
    expect(allocationSymbols(snapshot, "assetClass", data.assets, data.accounts)).toEqual(new Map([["EQUITY", ["EQ"]], ["BOND", ["BD"]]]));
    expect(allocationSymbols(snapshot, "currency", data.assets, data.accounts)).toEqual(new Map([["EUR", ["EQ", "BD"]]]));
    const unplaced = { ...data, assets: [{ ...equity, region: null }, bond] };
    expect(allocationSymbols(computeHoldings(unplaced, "2025-01-02"), "region", unplaced.assets, unplaced.accounts)).toEqual(new Map([["Unclassified", ["EQ"]], ["Global", ["BD"]]]));
  });

  it("measures a goal against the value of its accounts, with what to add each month", () => {
    const at = new Date("2025-01-01T00:00:00Z");
    const goal = { id: "01900000-0000-7000-8000-0000000000aa", userId, name: "House", targetAmount: "2000", deadline: "2025-12-31", accountIds: [], createdAt: at, updatedAt: at } as unknown as Goal;
    // 1000 of 2000, 363 days left: 1000 / (363 / 30.44) = 83.86 a month.
    expect(goalProgress(goal, computeHoldings(data, "2025-01-02"))).toEqual({
      goalId: goal.id,
      name: "House",
      target: "2000.00",
      current: "1000.00",
      progress: 0.5,
      remaining: "1000.00",
      deadline: "2025-12-31",
      daysLeft: 363,
      monthlyNeeded: "83.86",
    });
  });

  it("converts through a third currency when there is no direct rate", () => {
    const london = account("London", "GBP");
    const share = asset("LSE", "GBP");
    const crossed = portfolio({
      accounts: [london],
      assets: [share],
      activities: [activity(london, "BUY", "2025-01-02", { asset: share, quantity: "10", unitPrice: "11", fxRate: "1.1363636364" })],
      quotes: [quote(share, "2025-01-02", "11")],
      // GBP→EUR = 1.25 USD per GBP ÷ 1.10 USD per EUR.
      fxRates: [rate("EUR", "USD", "2025-01-01", "1.10"), rate("GBP", "USD", "2025-01-01", "1.25")],
    });
    const snapshot = computeHoldings(crossed, "2025-01-02");
    expect(snapshot.missingFx).toEqual([]);
    expect(snapshot.holdings[0]).toMatchObject({ marketValue: "125.00", costBasis: "125.00" });
  });
});
