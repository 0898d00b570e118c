import { localDate } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import {
  compareTimePeriods,
  getCurrentState,
  getEntry,
  getMonthSummary,
  getRecentEntries,
  getTimeSeries,
  getYearSummary,
  journalTools,
  maxSeriesPoints,
  ToolRegistry,
} from "../src/index.js";
import type { FixtureEntry } from "./journalFixtures.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

const day = (offset: number) => new Date(Date.UTC(2024, 5, 30 + offset)).toISOString().slice(0, 10);

/** 28 days ending 2024-06-30: the last week happier and calmer than the week before. Saved out of date order. */
const month: FixtureEntry[] = Array.from({ length: 28 }, (_, index) => {
  const offset = -27 + index;
  const recent = offset > -7;
  return {
    date: day(offset),
    content: recent
      ? `Morning run by the river with Biscuit, then coffee with Ana. Felt light. Day ${index}.`
      : `Deadline pressure at the office again, the Helios release is slipping. Day ${index}.`,
    happiness: recent ? 75 : 45,
    stress: recent ? 25 : 70,
    energy: recent ? 70 : 40,
    events: recent ? [] : ["deadline"],
  };
}).reverse();

describe("get_recent_entries", () => {
  it("returns the newest entries by date, newest first, whatever order they were saved in", async () => {
    const { data } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal([
          { date: "2024-06-29", content: "Second to last." },
          { date: "2021-01-01", content: "A very old entry about running." },
          { date: "2024-06-30", content: "The newest entry." },
        ]);
        return yield* getRecentEntries.run({ count: 2 }, contextFor(userId));
      }),
    );
    expect(data.entries.map((entry) => entry.date)).toEqual(["2024-06-30", "2024-06-29"]);
    expect(data.entries[0]!.excerpt).toBe("The newest entry.");
  });

  it("keeps to before and after (inclusive) and says nothing when the range is empty", async () => {
    const result = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(month.slice(0, 10));
        const inRange = yield* getRecentEntries.run({ after: localDate("2024-06-24"), before: localDate("2024-06-26") }, contextFor(userId));
        const empty = yield* getRecentEntries.run({ before: localDate("2020-01-01") }, contextFor(userId));
        return { inRange: inRange.data, empty: empty.data };
      }),
    );
    expect(result.inRange.entries.map((entry) => entry.date)).toEqual(["2024-06-26", "2024-06-25", "2024-06-24"]);
    expect(result.empty.entries).toEqual([]);
  });
});

describe("get_entry", () => {
  it("reads an entry in full by id and by date, and names the nearest days when a date is empty", async () => {
    const result = await run(
      Effect.gen(function* () {
        const long = `${"A long day. ".repeat(20)}The end.`;
        const { userId, entries } = yield* seedJournal([
          { date: "2024-03-01", content: long, title: "Long" },
          { date: "2024-03-05", content: "Later." },
        ]);
        const byId = yield* getEntry.run({ id: entries[0]!.id }, contextFor(userId));
        const byDate = yield* getEntry.run({ date: localDate("2024-03-05") }, contextFor(userId));
        const missing = yield* getEntry.run({ date: localDate("2024-03-03") }, contextFor(userId));
        const unknownId = yield* getEntry.run({ id: "not-an-id" }, contextFor(userId));
        return { byId: byId.data, byDate: byDate.data, missing: missing.data, unknownId: unknownId.data, long };
      }),
    );
    expect(result.byId.entries[0]).toMatchObject({ date: "2024-03-01", title: "Long", content: result.long, truncated: false });
    expect(result.byDate.entries.map((entry) => entry.content)).toEqual(["Later."]);
    expect(result.missing).toEqual({ entries: [], nearestDates: { before: "2024-03-01", after: "2024-03-05" } });
    expect(result.unknownId.entries).toEqual([]);
  });

  it("fails with a message the model can act on when given neither id nor date", async () => {
    const error = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal([]);
        return yield* Effect.flip(getEntry.run({}, contextFor(userId)));
      }),
    );
    expect(error).toMatchObject({ _tag: "InvalidInput" });
  });
});

describe("get_time_series", () => {
  it("returns daily points with average, min, max, count and trend", async () => {
    const { data } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(month);
        return yield* getTimeSeries.run({ metric: "happiness" }, contextFor(userId));
      }),
    );
    expect(data.count).toBe(28);
    expect(data.points).toHaveLength(28);
    expect(data.min).toBe(45);
    expect(data.max).toBe(75);
    expect(data.trend).toBe("rising");
    expect(data.from).toBe("2024-06-01");
  });

  it("averages each weekday over every day with a reading, Monday first", async () => {
    // 2024-06-03 is a Monday: two weeks, weekends at 80 and weekdays at 40, except Wednesdays at 60.
    const fortnight = Array.from({ length: 14 }, (_, index) => {
      const date = new Date(Date.UTC(2024, 5, 3 + index)).toISOString().slice(0, 10);
      return { date, content: `Day ${index}`, happiness: index % 7 >= 5 ? 80 : index % 7 === 2 ? 60 : 40 };
    });
    const { data } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(fortnight);
        return yield* getTimeSeries.run({ metric: "happiness", from: localDate("2024-06-03"), to: localDate("2024-06-16") }, contextFor(userId));
      }),
    );
    expect(data.byWeekday.map((day) => [day.weekday, day.average, day.count])).toEqual([
      [1, 40, 2],
      [2, 40, 2],
      [3, 60, 2],
      [4, 40, 2],
      [5, 40, 2],
      [6, 80, 2],
      [7, 80, 2],
    ]);
  });

  it("averages each calendar month and each Monday-to-Sunday week of the range", async () => {
    // 2024-05-27 (a Monday) to 2024-06-09: May's five days at 30, June's first weekend at 60, the next week at 90.
    const days = Array.from({ length: 14 }, (_, index) => {
      const date = new Date(Date.UTC(2024, 4, 27 + index)).toISOString().slice(0, 10);
      return { date, content: `Day ${index}`, happiness: date < "2024-06-01" ? 30 : date < "2024-06-03" ? 60 : 90 };
    });
    const { data } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(days);
        return yield* getTimeSeries.run({ metric: "happiness", from: localDate("2024-05-27"), to: localDate("2024-06-09") }, contextFor(userId));
      }),
    );
    expect(data.byMonth).toEqual([
      { from: "2024-05-01", to: "2024-05-31", average: 30, count: 5 },
      { from: "2024-06-01", to: "2024-06-30", average: 83.3, count: 9 },
    ]);
    expect(data.bands).toEqual({ low: 5, middle: 2, high: 7 });
    expect(data.byWeek).toEqual([
      { from: "2024-05-27", to: "2024-06-02", average: 38.6, count: 7 },
      { from: "2024-06-03", to: "2024-06-09", average: 90, count: 7 },
    ]);
  });

  it("averages long ranges down to the bound and reports none for an empty range", async () => {
    const result = await run(
      Effect.gen(function* () {
        const year = Array.from({ length: 300 }, (_, index) => ({ date: day(-299 + index), content: `Day ${index}`, happiness: index % 100 }));
        const { userId } = yield* seedJournal(year);
        const long = yield* getTimeSeries.run({ metric: "stress", from: localDate("2023-01-01") }, contextFor(userId));
        const empty = yield* getTimeSeries.run({ metric: "energy", from: localDate("2020-01-01"), to: localDate("2020-12-31") }, contextFor(userId));
        return { long: long.data, empty: empty.data };
      }),
    );
    expect(result.long.count).toBe(300);
    expect(result.long.points.length).toBeLessThanOrEqual(maxSeriesPoints);
    expect(result.empty).toMatchObject({ points: [], count: 0, average: null, trend: "insufficient" });
  });
});

describe("get_current_state", () => {
  it("compares the last 7 days with the 7 before and suggests 5 to 10 todos", async () => {
    const { data } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(month);
        return yield* getCurrentState.run({}, contextFor(userId));
      }),
    );
    expect(data.metrics.happiness).toEqual({ current: 75, previous: 45, change: 30, trend: "rising" });
    expect(data.metrics.stress.trend).toBe("falling");
    expect(data.lastEntryDate).toBe("2024-06-30");
    const stressful = `${month[27]!.content} deadline`.toLowerCase();
    const happy = month[0]!.content.toLowerCase();
    expect(data.stressors.length).toBeGreaterThan(0);
    for (const stressor of data.stressors) expect(stressful).toContain(stressor.toLowerCase());
    expect(data.protectiveFactors.length).toBeGreaterThan(0);
    for (const factor of data.protectiveFactors) expect(happy).toContain(factor.toLowerCase());
    // The tired days are the stressful ones: what came up on them is what goes with low energy.
    expect(data.lowEnergyFactors?.length).toBeGreaterThan(0);
    for (const factor of data.lowEnergyFactors ?? []) expect(stressful).toContain(factor.toLowerCase());
    expect(data.themes.length).toBeGreaterThan(0);
    expect(data.todos.length).toBeGreaterThanOrEqual(5);
    expect(data.todos.length).toBeLessThanOrEqual(10);
    for (const todo of data.todos) {
      expect(todo.title && todo.firstStep && todo.why).toBeTruthy();
      expect(todo.minutes).toBeGreaterThan(0);
    }
  });

  it("reads a period asked whole, its moods against as many days before it, up to today", async () => {
    const { asked, ahead } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(month);
        return {
          // The week before the last one: stressed, against the week before it, stressed too.
          asked: yield* getCurrentState.run({ from: localDate(day(-13)), to: localDate(day(-7)) }, contextFor(userId)),
          // The last 7 days, asked as a period reaching past today: read up to today, against the stressed week before.
          ahead: yield* getCurrentState.run({ from: localDate(day(-6)), to: localDate(day(20)) }, contextFor(userId)),
        };
      }),
    );
    expect(asked.data).toMatchObject({ from: day(-13), to: day(-7), days: 7, comparedDays: 7, entryCount: 7 });
    expect(asked.data.metrics.happiness).toMatchObject({ current: 45, previous: 45 });
    expect(ahead.data).toMatchObject({ from: day(-6), to: day(0), days: 7, comparedDays: 7 });
    expect(ahead.data.metrics.happiness).toMatchObject({ current: 75, previous: 45 });
  });

  it("compares a month asked with the month of days before it, not the last week with the one before", async () => {
    const { data } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(month);
        return yield* getCurrentState.run({ from: localDate(day(-13)), to: localDate(day(0)) }, contextFor(userId));
      }),
    );
    // 14 days: 7 calm and 7 stressed (60 on average), against 14 before of which 7 were written, all stressed.
    expect(data).toMatchObject({ days: 14, comparedDays: 14, entryCount: 14 });
    expect(data.metrics.happiness).toMatchObject({ current: 60, previous: 45 });
  });

  it("refuses a period that begins after it ends, or is still ahead", async () => {
    const errors = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(month);
        return [
          yield* Effect.flip(getCurrentState.run({ from: localDate(day(-2)), to: localDate(day(-5)) }, contextFor(userId))),
          yield* Effect.flip(getCurrentState.run({ from: localDate(day(3)), to: localDate(day(9)) }, contextFor(userId))),
        ];
      }),
    );
    for (const error of errors) expect(error).toMatchObject({ _tag: "InvalidInput" });
  });

  it("takes someone's home for where something happened, not a theme", async () => {
    const rui = [
      "Dinner at Marcus's place with Inês. Board games until late, Marcus won every round.",
      "Swimming before work, then pottery class in the evening. The bowl cracked in the kiln.",
      "Back at Marcus's place for the football. Inês brought pastéis de nata.",
      "Pottery again: trimming the bowl. Swimming was cancelled, the pool was closed.",
      "Lunch at Beatriz's place; Bartolomeu the cat slept on the sofa all afternoon.",
    ].map((content, index) => ({ date: day(-2 * index), content, happiness: 60 + index }));
    const { data } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(rui);
        return yield* getCurrentState.run({ days: 30 }, contextFor(userId));
      }),
    );
    expect(data.themes).toEqual(expect.arrayContaining(["Marcus", "swimming", "pottery"]));
    expect(data.themes).not.toContain("place");
    // The writer's common words in English are told apart (a Portuguese answer quotes them); a name is no English word.
    expect(data.englishTerms).toEqual(expect.arrayContaining(["swimming", "pottery"]));
    expect(data.englishTerms).not.toContain("Marcus");
  });

  it("is honest about an empty journal", async () => {
    const { data } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal([]);
        return yield* getCurrentState.run({ days: 30 }, contextFor(userId));
      }),
    );
    expect(data.entryCount).toBe(0);
    expect(data.lastEntryDate).toBeNull();
    expect(data.metrics.happiness).toEqual({ current: null, previous: null, change: null, trend: "insufficient" });
    expect(data.todos.length).toBeGreaterThanOrEqual(5);
  });
});

describe("summaries and comparisons", () => {
  it("summarises a month with entries (happiness with a 95% interval) and returns null for an empty one", async () => {
    const result = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(month);
        const june = yield* getMonthSummary.run({ month: "2024-06" }, contextFor(userId));
        const empty = yield* getMonthSummary.run({ month: "2023-02" }, contextFor(userId));
        const year = yield* getYearSummary.run({ year: 2024 }, contextFor(userId));
        return { june: june.data, empty: empty.data, year: year.data };
      }),
    );
    const june = result.june.summary!;
    expect(june.entryCount).toBe(28);
    expect(june.happinessAverage).toBeCloseTo((21 * 45 + 7 * 75) / 28, 0);
    expect(june.happinessInterval!.low).toBeLessThan(june.happinessAverage!);
    expect(june.happinessInterval!.high).toBeGreaterThan(june.happinessAverage!);
    expect(june.topEvents[0]).toContain("deadline");
    expect(june.narrative).toContain("June 2024");
    expect(result.empty.summary).toBeNull();
    expect(result.year.summary!.entryCount).toBe(28);
  });

  it("compares two periods and gives no difference when one is empty", async () => {
    const result = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(month);
        const both = yield* compareTimePeriods.run(
          { metric: "stress", first: { from: localDate("2024-06-03"), to: localDate("2024-06-23") }, second: { from: localDate("2024-06-24"), to: localDate("2024-06-30") } },
          contextFor(userId),
        );
        const none = yield* compareTimePeriods.run(
          { metric: "stress", first: { from: localDate("2020-01-01"), to: localDate("2020-01-31") }, second: { from: localDate("2024-06-24"), to: localDate("2024-06-30") } },
          contextFor(userId),
        );
        return { both: both.data, none: none.data };
      }),
    );
    expect(result.both.first).toEqual({ from: "2024-06-03", to: "2024-06-23", average: 70, count: 21 });
    expect(result.both.difference).toBe(-45);
    expect(result.none.difference).toBeNull();
    expect(result.none.first.count).toBe(0);
  });
});

describe("journalTools", () => {
  it("are all read-only, bounded, and accepted by the registry with strict JSON schemas", () => {
    expect(journalTools.map((tool) => tool.name)).toEqual([
      "search_journal",
      "get_recent_entries",
      "get_entry",
      "get_time_series",
      "get_current_state",
      "get_month_summary",
      "get_year_summary",
      "compare_time_periods",
      "count_mentions",
      "rank_names",
      "add_journal_entry",
    ]);
    const registry = ToolRegistry.make(journalTools as never);
    expect(registry.defaultAllowlist).toHaveLength(11);
    const specs = registry.specs(registry.defaultAllowlist);
    expect(specs.map((spec) => spec.parameters["type"])).toEqual(Array(11).fill("object"));
    for (const tool of journalTools) expect(tool.maxResults).toBeGreaterThan(0);
  });
});
