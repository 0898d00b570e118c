import { localDate, MarketDataRepository, PortfolioRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { getTimeSeries, getValuationHistory, toolResultCharBudget } from "../src/index.js";
import { extremesOf, sampleSeries } from "../src/series/sampleSeries.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";
import { seedPortfolio } from "./portfolioFixtures.js";

/** The result as the kernel would hand it to a model, before any shortening of its own. */
const asHandedBack = (output: { data: unknown; meta: unknown }) => JSON.stringify({ success: true, data: output.data, meta: { ...(output.meta as object), durationMs: 12.5 } });

describe("series bound themselves", () => {
  it("samples evenly, keeping the first, last, lowest and highest points", () => {
    const values = Array.from({ length: 1000 }, (_, index) => (index === 333 ? -5 : index === 777 ? 5000 : index));
    const sample = sampleSeries(values.length, 150, extremesOf(values));
    expect(sample.sampled).toBe(true);
    expect(sample.indexes.length).toBeLessThanOrEqual(150);
    expect(sample.indexes[0]).toBe(0);
    expect(sample.indexes.at(-1)).toBe(999);
    expect(sample.indexes).toContain(333);
    expect(sample.indexes).toContain(777);
    expect(sample.indexes.filter((index) => index % sample.every === 0)).toHaveLength(Math.ceil(1000 / sample.every));
    expect(sampleSeries(120, 150)).toEqual({ indexes: Array.from({ length: 120 }, (_, index) => index), sampled: false, every: 1 });
  });

  it("a valuation history of years fits what a model reads back, and says it was sampled", async () => {
    await run(
      Effect.gen(function* () {
        const { user, account } = yield* seedPortfolio;
        const portfolio = yield* PortfolioRepository;
        const [fund] = (yield* portfolio.listAssets(user.id)).filter((asset) => asset.symbol === "VWCE");
        // Big amounts, so every field is as long as a real portfolio's.
        yield* portfolio.addActivities(user.id, [
          { accountId: account.id, type: "DEPOSIT", date: "2024-01-02", amount: "1234567.89", currency: "EUR" },
          { accountId: account.id, assetId: fund!.id, type: "BUY", date: "2024-01-02", quantity: "10000", unitPrice: "100", currency: "EUR" },
        ]);
        yield* (yield* MarketDataRepository).upsertQuotes(user.id, [
          { assetId: fund!.id, date: "2025-03-17", close: "40" },
          { assetId: fund!.id, date: "2025-03-18", close: "110" },
          { assetId: fund!.id, date: "2025-11-03", close: "900" },
          { assetId: fund!.id, date: "2025-11-04", close: "130" },
        ]);
        const output = yield* getValuationHistory.run({ period: "ALL" }, contextFor(user.id, "2026-06-30T12:00:00Z"));
        const { points, sampled, every, days } = output.data;
        expect(days).toBeGreaterThan(800);
        expect(sampled).toBe(true);
        expect(every).toBeGreaterThan(1);
        expect(points.length).toBeLessThanOrEqual(150);
        expect(points[0]!.date).toBe("2024-01-02");
        expect(points.at(-1)!.date).toBe("2026-06-30");
        const dates = points.map((point) => point.date);
        // The dip and the peak are kept although a sample every few days would step over them.
        expect(dates).toContain("2025-03-17");
        expect(dates).toContain("2025-11-03");
        expect(dates).toEqual([...dates].sort());
        expect(output.meta).toMatchObject({ truncated: true, originalCount: days, returnedCount: points.length });
        expect(asHandedBack(output).length).toBeLessThanOrEqual(toolResultCharBudget);
        const short = yield* getValuationHistory.run({ period: "3M" }, contextFor(user.id, "2026-06-30T12:00:00Z"));
        expect(short.data).toMatchObject({ sampled: false, every: 1 });
        expect(short.data.points).toHaveLength(short.data.days);
      }),
    );
  });

  it("a mood series over three years fits, with its points averaged and only the extreme weeks and months listed", async () => {
    const day = (offset: number) => new Date(Date.UTC(2021, 0, 4 + offset)).toISOString().slice(0, 10);
    // Week 40 is the worst and week 100 the best; every other week sits between.
    const happiness = (offset: number) => (Math.floor(offset / 7) === 40 ? 5 : Math.floor(offset / 7) === 100 ? 95 : 40 + (offset % 17));
    await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(Array.from({ length: 1092 }, (_, offset) => ({ date: day(offset), content: `Day ${offset}.`, happiness: happiness(offset) })));
        const output = yield* getTimeSeries.run({ metric: "happiness", from: localDate(day(0)), to: localDate(day(1091)) }, contextFor(userId, "2024-01-01T12:00:00Z"));
        const data = output.data;
        expect(data.count).toBe(1092);
        expect(data).toMatchObject({ sampled: true, every: Math.ceil(1092 / 120) });
        expect(data.points.length).toBeLessThanOrEqual(120);
        expect(data.byWeek).toHaveLength(20);
        expect(data.weeksOmitted).toBe(156 - 20);
        expect(data.byWeek.map((week) => week.from)).toContain(day(40 * 7));
        expect(data.byWeek.map((week) => week.from)).toContain(day(100 * 7));
        expect(data.byWeek.map((week) => week.from)).toEqual(data.byWeek.map((week) => week.from).sort());
        expect(data.byMonth.length + data.monthsOmitted).toBe(36);
        expect(data.monthsOmitted).toBe(0);
        expect(asHandedBack(output).length).toBeLessThanOrEqual(toolResultCharBudget);
      }),
    );
  });
});
