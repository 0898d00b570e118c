import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { searchJournal } from "../src/index.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

// The query's telling word is absent from every entry while a commoner one is present: the result names the
// absent word (`missing`) and claims nothing with high confidence, so a model can say the journal never mentions it.

const entries = [
  { date: "2024-01-05", content: "Practised guitar for an hour after work; the chord changes are getting smoother." },
  { date: "2024-02-10", content: "Played guitar with Tom in the park until it got dark." },
  { date: "2024-03-15", content: "Long walk along the beach at Cascais with Ana, then ice cream." },
  { date: "2024-04-20", content: "Day trip to Sintra: the palace, the gardens and a lot of fog." },
  { date: "2024-05-02", content: "Tenho tocado guitarra todas as semanas; hoje toquei com o Tomás." },
  { date: "2024-05-20", content: "Um passeio longo pela praia de Carcavelos com a Ana." },
  { date: "2024-06-01", content: "Evening walk around the neighbourhood to clear my head." },
];

const search = (queries: ReadonlyArray<string>) =>
  run(
    Effect.gen(function* () {
      const { userId } = yield* seedJournal(entries);
      const found = [];
      for (const query of queries) found.push((yield* searchJournal.run({ query }, contextFor(userId))).data);
      return found;
    }),
  );

describe("search_journal when a query word is in no entry", () => {
  it.each([
    ["played violin", "violin"],
    ["played violin lessons with Tom", "violin"],
    ["tocado violino", "violino"],
    ["toquei violino com o Tomás", "violino"],
  ])("%j names the missing word and keeps every match low", async (query, word) => {
    const [data] = await search([query]);
    expect(data!.missing).toEqual(expect.arrayContaining([word]));
    expect(data!.confidence).toBe("low");
    expect(data!.results.length).toBeGreaterThan(0);
    expect(data!.results.every((result) => result.confidence === "low")).toBe(true);
  });
});

describe("search_journal when each query word is in a different entry", () => {
  it.each([
    ["walk Sintra", /\b(?:walk|sintra)/i],
    ["passeio Sintra", /\b(?:passeio|sintra)/i],
  ])("%j keeps only entries holding one of its words, with low confidence", async (query, worded) => {
    const [data] = await search([query]);
    expect(data!.confidence).toBe("low");
    expect(data!.missing).toBeUndefined();
    expect(data!.results.length).toBeGreaterThan(0);
    expect(data!.results.every((result) => worded.test(result.excerpt))).toBe(true);
    // Each word is in some entry, never with the other: the result says so.
    expect(data!.apart).toHaveLength(2);
  });

  it.each([
    ["walk with Ana in Sintra", ["walk", "ana", "sintra"]],
    ["passeio com a Ana em Sintra", ["passeio", "ana", "sintra"]],
  ])("%j is no full match for an entry that holds the commoner words but not the rarest", async (query, words) => {
    const [data] = await search([query]);
    // "Long walk along the beach at Cascais with Ana" holds two of the three words, but not Sintra, the one fewest entries hold.
    expect(data!.results.length).toBeGreaterThan(0);
    expect(data!.results.every((result) => result.confidence === "low")).toBe(true);
    expect(data!.confidence).toBe("low");
    expect(data!.apart?.map((word) => word.toLowerCase())).toEqual(words);
  });
});

describe("search_journal when the topic is there", () => {
  it.each([
    ["played guitar", ["2024-02-10"]],
    ["tocado guitarra", ["2024-05-02"]],
  ])("%j finds it with high confidence and nothing missing", async (query, dates) => {
    const [data] = await search([query]);
    expect(data!.confidence).toBe("high");
    expect(data!.missing).toBeUndefined();
    expect(data!.results.map((result) => result.date)).toEqual(dates);
  });
});
