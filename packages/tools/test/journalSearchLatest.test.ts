import { localDate } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { searchJournal } from "../src/index.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

// A topic written about on most days for years: keyword rank alone prefers the short old entries,
// yet "when did I last…" must see the newest ones.

const day = (index: number) => new Date(Date.UTC(2022, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
const filler = "Work was busy with emails, a long planning meeting and a walk at lunch; dinner at home and a film.";
const entries = Array.from({ length: 900 }, (_, index) => ({
  date: day(index),
  // Old entries are short and name the topic at once; the newer ones bury it in a longer day.
  content: index < 700 ? (index % 2 === 0 ? "Went climbing at the gym." : "Fui escalar ao ginásio.") : `${filler} ${filler} Went climbing in the evening. ${filler}`,
}));
const newest = entries.at(-1)!.date;

describe("search_journal for the latest mention of a common topic", () => {
  it.each([
    ["climbing", "escalar"],
    ["escalar", "climbing"],
  ])("%j with recencyBoost returns the newest entries that mention it", async (query, other) => {
    const data = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        return (yield* searchJournal.run({ query, related: [[query, other]], recencyBoost: true, limit: 20 }, contextFor(userId, `${newest}T20:00:00Z`))).data;
      }),
    );
    const dates = data.results.map((result) => result.date).sort();
    expect(dates.at(-1)).toBe(newest);
  });
});

describe("search_journal for the latest mention before a day", () => {
  // "and before that?" after a last time: the same search up to the day before it, whose newest mentions must be seen too.
  it.each([
    ["climbing", "escalar"],
    ["escalar", "climbing"],
  ])("%j with recencyBoost and a range returns the newest entries up to its end", async (query, other) => {
    const before = entries.at(-2)!.date;
    const data = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        return (yield* searchJournal.run({ query, related: [[query, other]], from: localDate(entries[0]!.date), to: localDate(before), recencyBoost: true, limit: 20 }, contextFor(userId, `${newest}T20:00:00Z`))).data;
      }),
    );
    const dates = data.results.map((result) => result.date).sort();
    expect(dates.at(-1)).toBe(before);
  });
});
