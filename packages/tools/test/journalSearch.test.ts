import { localDate } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { searchJournal } from "../src/index.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

const entries = [
  { date: "2024-01-05", content: "Went climbing at the gym with Ana. My forearms are burning but I loved the bouldering problems." },
  { date: "2024-02-10", content: "Long day of spreadsheets at the office. The quarterly report is finally done." },
  { date: "2024-03-15", content: "Climbing again today, a new route on the overhang. Ana cheered when I topped out." },
  { date: "2024-04-20", content: "Baked sourdough bread for the first time. The crust cracked beautifully in the oven." },
  { date: "2024-06-28", content: "Short climbing session before work; my fingers are getting stronger on the small holds." },
  { date: "2024-06-29", content: "Visited my grandmother in Porto. We looked at old photographs and drank tea." },
];

describe("search_journal", () => {
  it("finds the entries about a topic, each entry once, with high confidence", async () => {
    const { data, meta } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        return yield* searchJournal.run({ query: "climbing" }, contextFor(userId));
      }),
    );
    expect(data.confidence).toBe("high");
    expect(data.results.map((result) => result.date).sort()).toEqual(["2024-01-05", "2024-03-15", "2024-06-28"]);
    expect(new Set(data.results.map((result) => result.entryId)).size).toBe(data.results.length);
    expect(data.results.every((result) => result.excerpt.toLowerCase().includes("climbing"))).toBe(true);
    expect(meta.returnedCount).toBe(3);
  });

  it("offers weak matches only when nothing matches the whole query", async () => {
    const { data } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        const both = yield* searchJournal.run({ query: "climbing Ana" }, contextFor(userId));
        const partial = yield* searchJournal.run({ query: "climbing Lisbon" }, contextFor(userId));
        return { data: { both: both.data, partial: partial.data } };
      }),
    );
    expect(new Set(data.both.results.map((result) => `${result.date} ${result.confidence}`))).toEqual(
      new Set(["2024-01-05 high", "2024-03-15 high"]),
    );
    expect(data.partial.confidence).toBe("low");
    expect(data.partial.results.every((result) => result.confidence === "low")).toBe(true);
  });

  it("returns nothing with confidence none for a topic never written about", async () => {
    const { data } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        return yield* searchJournal.run({ query: "Did I ever write about skydiving?" }, contextFor(userId));
      }),
    );
    expect(data).toEqual({ results: [], confidence: "none" });
  });

  it("keeps to the date range", async () => {
    const { data } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        return yield* searchJournal.run({ query: "climbing", from: localDate("2024-03-01"), to: localDate("2024-05-31") }, contextFor(userId));
      }),
    );
    expect(data.results.map((result) => result.date)).toEqual(["2024-03-15"]);
  });

  it("puts recent matches first with the recency boost", async () => {
    const { data } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        const plain = yield* searchJournal.run({ query: "climbing" }, contextFor(userId));
        const boosted = yield* searchJournal.run({ query: "climbing", recencyBoost: true }, contextFor(userId));
        return { data: { plain: plain.data, boosted: boosted.data } };
      }),
    );
    expect(data.boosted.results.map((result) => result.date)).toEqual(["2024-06-28", "2024-03-15", "2024-01-05"]);
    expect(new Set(data.plain.results.map((result) => result.date))).toEqual(new Set(["2024-06-28", "2024-03-15", "2024-01-05"]));
  });

  it("never reads another user's journal", async () => {
    const { data } = await run(
      Effect.gen(function* () {
        yield* seedJournal(entries);
        const other = yield* seedJournal([{ date: "2024-05-01", content: "Gardening all afternoon, planted tomatoes." }]);
        return yield* searchJournal.run({ query: "climbing" }, contextFor(other.userId));
      }),
    );
    expect(data.confidence).toBe("none");
  });
});
