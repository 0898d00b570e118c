import { describe, expect, it } from "vitest";
import { computePerformance, monthlyReturns, openedSeries } from "../../src/index.js";
import { account, activity, asset, portfolio, quote } from "./portfolioFixtures.js";

describe("monthly returns", () => {
  const broker = account("Broker");
  const fund = asset("FUND");
  const data = portfolio({
    accounts: [broker],
    assets: [fund],
    activities: [
      activity(broker, "DEPOSIT", "2025-01-10", { amount: "1000" }),
      activity(broker, "BUY", "2025-01-10", { asset: fund, quantity: "10", unitPrice: "100" }),
      activity(broker, "DEPOSIT", "2025-02-15", { amount: "1100" }),
      activity(broker, "BUY", "2025-02-15", { asset: fund, quantity: "10", unitPrice: "110" }),
    ],
    quotes: [quote(fund, "2025-01-10", "100"), quote(fund, "2025-01-31", "110"), quote(fund, "2025-02-15", "110"), quote(fund, "2025-02-28", "99"), quote(fund, "2025-03-31", "108.9")],
  });

  it("gives each month's time-weighted return and market gain, apart from the money put in", () => {
    const months = monthlyReturns(openedSeries(data, "2025-03-31")!);
    expect(months.map((month) => month.month)).toEqual(["2025-01", "2025-02", "2025-03"]);
    // January: +10% on 1,000 put in; February: −10% with 1,100 added at 110; March: +10%.
    expect(months[0]).toMatchObject({ gain: "100.00", netFlows: "1000.00", endValue: "1100.00" });
    expect(months[0]!.twr).toBeCloseTo(0.1, 12);
    expect(months[1]).toMatchObject({ gain: "-220.00", netFlows: "1100.00", endValue: "1980.00" });
    expect(months[1]!.twr).toBeCloseTo(-0.1, 12);
    expect(months[2]).toMatchObject({ gain: "198.00", netFlows: "0.00", endValue: "2178.00" });
    expect(months[2]!.twr).toBeCloseTo(0.1, 12);
  });

  it("chains and adds up to the period's own return and gain, also from a day inside a month", () => {
    const months = monthlyReturns(openedSeries(data, "2025-03-31", { from: "2025-02-01" })!);
    expect(months.map((month) => month.month)).toEqual(["2025-02", "2025-03"]);
    const report = computePerformance(data, "2025-03-31", { from: "2025-02-01" })!;
    expect(months.reduce((growth, month) => growth * (1 + month.twr), 1) - 1).toBeCloseTo(report.twr.cumulative, 12);
    expect(months.reduce((sum, month) => sum + Number(month.gain), 0)).toBeCloseTo(Number(report.gain), 6);
  });
});
