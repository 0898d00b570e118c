import { localDate } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { compareTimePeriods, getRecentEntries, getTimeSeries, searchJournal } from "../src/index.js";
import type { FixtureEntry } from "./journalFixtures.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

const week: FixtureEntry[] = [
  { date: "2024-06-24", content: "Quiet Monday at the office.", happiness: 50, stress: 40, energy: 50 },
  { date: "2024-06-25", content: "Dinner with Ana by the river, we laughed all evening.", happiness: 90, stress: 10, energy: 70 },
  { date: "2024-06-26", content: "The release slipped again; long night.", happiness: 20, stress: 90, energy: 20 },
  { date: "2024-06-27", content: "Climbing session, new route done.", happiness: 80, stress: 20, energy: 95 },
  { date: "2024-06-28", content: "Unanalysed entry without a reading." },
  { date: "2024-06-29", content: "Lazy Saturday, slept in.", happiness: 60, stress: 15, energy: 30 },
];

describe("get_recent_entries ordered by mood", () => {
  it("ranks analysed entries by the reading asked for, with their readings, within the range", async () => {
    const results = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(week);
        const context = contextFor(userId);
        const happiest = yield* getRecentEntries.run({ sort: "happiest", count: 2 }, context);
        const hardest = yield* getRecentEntries.run({ sort: "unhappiest", count: 1 }, context);
        const stressed = yield* getRecentEntries.run({ sort: "most_stressed", count: 1, after: localDate("2024-06-27") }, context);
        const calmest = yield* getRecentEntries.run({ sort: "calmest", count: 1 }, context);
        const tired = yield* getRecentEntries.run({ sort: "most_tired", count: 1 }, context);
        const energetic = yield* getRecentEntries.run({ sort: "most_energetic", count: 1 }, context);
        const oldest = yield* getRecentEntries.run({ sort: "oldest", count: 2 }, context);
        return { happiest, hardest, stressed, calmest, tired, energetic, oldest };
      }),
    );
    expect(results.happiest.data.entries.map((entry) => [entry.date, entry.mood?.happiness])).toEqual([["2024-06-25", 90], ["2024-06-27", 80]]);
    expect(results.happiest.data.sort).toBe("happiest");
    expect(results.happiest.data.entries[0]!.mood).toEqual({ happiness: 90, stress: 10, energy: 70, mood: 90 });
    expect(results.hardest.data.entries.map((entry) => entry.date)).toEqual(["2024-06-26"]);
    // Within the range only: the stressful 26th is before it.
    expect(results.stressed.data.entries.map((entry) => entry.date)).toEqual(["2024-06-27"]);
    expect(results.calmest.data.entries.map((entry) => entry.date)).toEqual(["2024-06-25"]);
    expect(results.tired.data.entries.map((entry) => entry.date)).toEqual(["2024-06-26"]);
    expect(results.energetic.data.entries.map((entry) => entry.date)).toEqual(["2024-06-27"]);
    expect(results.oldest.data.entries.map((entry) => entry.date)).toEqual(["2024-06-24", "2024-06-25"]);
    expect(results.oldest.data.entries[0]!.mood).toBeUndefined();
  });

  it("returns nothing for a range without analysed entries", async () => {
    const { data } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(week);
        return yield* getRecentEntries.run({ sort: "happiest", after: localDate("2024-06-28"), before: localDate("2024-06-28") }, contextFor(userId));
      }),
    );
    expect(data.entries).toEqual([]);
  });
});

describe("one 0-100 scale for mood", () => {
  it("reports valence (the overall mood) on 0-100, 50 neutral, in series and comparisons", async () => {
    const { series, comparison } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(week);
        const context = contextFor(userId);
        const series = yield* getTimeSeries.run({ metric: "valence", from: localDate("2024-06-24"), to: localDate("2024-06-29") }, context);
        const comparison = yield* compareTimePeriods.run(
          { metric: "valence", first: { from: localDate("2024-06-24"), to: localDate("2024-06-25") }, second: { from: localDate("2024-06-26"), to: localDate("2024-06-26") } },
          context,
        );
        return { series: series.data, comparison: comparison.data };
      }),
    );
    // The fixtures store valence (happiness - 50) / 50, so the mood equals the happiness here.
    expect(series.points.map((point) => point.value)).toEqual([50, 90, 20, 80, 60]);
    expect(series.min).toBe(20);
    expect(series.max).toBe(90);
    expect(comparison.first.average).toBe(70);
    expect(comparison.difference).toBe(-50);
  });
});

describe("search_journal with related words", () => {
  const pets: FixtureEntry[] = [
    { date: "2024-02-12", content: "We adopted a puppy today! His name is Biscuit." },
    { date: "2024-03-01", content: "Long day of meetings at the office." },
    { date: "2024-03-05", content: "O cão dormiu no sofá a tarde toda." },
  ];

  it("counts an entry with a related word as mentioning the query word, and finds nothing without them", async () => {
    const { plain, related } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(pets);
        const context = contextFor(userId);
        const plain = yield* searchJournal.run({ query: "dog" }, context);
        const related = yield* searchJournal.run({ query: "dog", related: [["dog", "puppy", "cão"]] }, context);
        return { plain: plain.data, related: related.data };
      }),
    );
    expect(plain).toEqual({ results: [], confidence: "none" });
    expect(related.confidence).toBe("high");
    expect(related.results.map((result) => result.date).sort()).toEqual(["2024-02-12", "2024-03-05"]);
    expect(related.results.find((result) => result.date === "2024-02-12")!.excerpt).toContain("puppy");
  });
});
