import { describe, expect, it } from "vitest";
import { computePerformance, dec, maxDrawdown, periodStart, volatility, xirr, ZERO } from "../../src/index.js";
import { account, activity, asset, portfolio, quote } from "./portfolioFixtures.js";

describe("returns", () => {
  it("XIRR matches the spreadsheet's documented example (37.34%)", () => {
    const result = xirr([
      { date: "2008-01-01", amount: -10000 },
      { date: "2008-03-01", amount: 2750 },
      { date: "2008-10-30", amount: 4250 },
      { date: "2009-02-15", amount: 3250 },
      { date: "2009-04-01", amount: 2750 },
    ]);
    expect(result.converged).toBe(true);
    if (result.converged) expect(result.rate).toBeCloseTo(0.373362535, 8);
  });

  it("XIRR says it did not converge when no rate can balance the flows, and falls back to bisection from a bad guess", () => {
    expect(xirr([{ date: "2025-01-01", amount: -100 }, { date: "2025-06-01", amount: -50 }])).toEqual({ converged: false, code: "MWR_ONE_WAY_FLOWS", reason: "needs money both paid in and received" });
    expect(xirr([{ date: "2025-01-01", amount: -100 }])).toMatchObject({ converged: false, code: "MWR_TOO_FEW_FLOWS" });
    // A 50% loss in a year, from a guess where Newton's first step leaves the domain.
    const fallback = xirr([{ date: "2024-01-01", amount: -100 }, { date: "2024-12-31", amount: 50 }], 50);
    expect(fallback.converged).toBe(true);
    if (fallback.converged) expect(fallback.rate).toBeCloseTo(Math.pow(0.5, 365 / 365) - 1, 6);
  });

  it("with a large deposit before a fall, time-weighted is −1% while money-weighted is −16.4% a year", () => {
    const broker = account("Broker");
    const fund = asset("FUND");
    const data = portfolio({
      accounts: [broker],
      assets: [fund],
      activities: [
        activity(broker, "DEPOSIT", "2025-01-01", { amount: "1000" }),
        activity(broker, "BUY", "2025-01-01", { asset: fund, quantity: "10", unitPrice: "100" }),
        activity(broker, "DEPOSIT", "2025-07-01", { amount: "11000" }),
        activity(broker, "BUY", "2025-07-01", { asset: fund, quantity: "100", unitPrice: "110" }),
      ],
      quotes: [quote(fund, "2025-01-01", "100"), quote(fund, "2025-06-30", "110"), quote(fund, "2025-12-31", "99")],
    });
    const report = computePerformance(data, "2025-12-31")!;
    // +10% to June 30, 0% on the deposit day, −10% on Dec 31: 1.1 × 0.9 − 1.
    expect(report.twr.cumulative).toBeCloseTo(-0.01, 12);
    // Opening on the empty Dec 31, 2024, the period is 365 days: annualised equals cumulative.
    expect(report.twr.annualised).toBeCloseTo(-0.01, 12);
    // −1000 on Jan 1, −11000 on Jul 1 (181 days), +10890 on Dec 31 (364 days): r = −16.4224%.
    expect(report.mwr).toMatchObject({ method: "newton" });
    if ("annualised" in report.mwr) expect(report.mwr.annualised).toBeCloseTo(-0.1642243, 6);
    expect(report).toMatchObject({ startValue: "0.00", endValue: "10890.00", netFlows: "12000.00", gain: "-1110.00" });
    expect(report.simpleReturn).toBeCloseTo(-1110 / 12000, 12);
    expect(report.drawdown).toMatchObject({ peakDate: "2025-06-30", troughDate: "2025-12-31", recoveryDate: null });
    expect(report.drawdown.maxDrawdown).toBeCloseTo(-0.1, 12);
    // The second half alone: opens at 1100 on Jun 30.
    const half = computePerformance(data, "2025-12-31", { from: "2025-07-01" })!;
    expect(half).toMatchObject({ startValue: "1100.00", netFlows: "11000.00", gain: "-1210.00" });
    expect(half.twr.cumulative).toBeCloseTo(-0.1, 12);
  });

  it("volatility folds weekends into Monday and scales by √252; drawdowns recover", () => {
    // Mon 2025-01-06 .. Thu 2025-01-09: +1%, −1%, +1%, −1%.
    const days = ["2025-01-06", "2025-01-07", "2025-01-08", "2025-01-09"].map((date, index) => ({ date, value: index % 2 === 0 ? 0.01 : -0.01 }));
    const sample = Math.sqrt((4 * 0.0001) / 3);
    expect(volatility(days)).toBeCloseTo(sample * Math.sqrt(252), 12);
    const drawdown = maxDrawdown([{ date: "2025-01-01", value: 0.2 }, { date: "2025-01-02", value: -0.5 }, { date: "2025-01-03", value: 1 }], "2024-12-31");
    expect(drawdown).toEqual({ maxDrawdown: -0.5, peakDate: "2025-01-01", troughDate: "2025-01-02", recoveryDate: "2025-01-03" });
  });

  it("names periods by their first day", () => {
    expect(periodStart("YTD", "2025-05-31")).toBe("2025-01-01");
    expect(periodStart("1M", "2025-03-31")).toBe("2025-03-01");
    expect(periodStart("1Y", "2025-02-28")).toBe("2024-02-29");
    expect(periodStart("ALL", "2025-02-28")).toBeUndefined();
    expect(dec("0.1").plus("0.2").eq(dec("0.3"))).toBe(true);
    expect(ZERO.isZero()).toBe(true);
  });
});
