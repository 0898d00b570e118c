import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { countMentions, searchJournal } from "../src/index.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

// A word typed without its accents ("irmao", "cafe") finds the entries that write them ("irmão", "café"), and the other way round.

const entries = [
  { date: "2024-03-02", content: "O meu irmão veio jantar e falámos da casa." },
  { date: "2024-03-09", content: "Coffee at the café near work." },
  { date: "2024-03-16", content: "Liguei a mae ao fim da tarde." },
  { date: "2024-03-23", content: "A quiet Saturday at home." },
];

describe("search_journal and count_mentions fold accents", () => {
  it.each([
    ["irmao", "2024-03-02"],
    ["irmão", "2024-03-02"],
    ["cafe", "2024-03-09"],
    ["mãe", "2024-03-16"],
  ])("%j finds the entry of %s", async (query, date) => {
    const { searched, counted } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        const context = contextFor(userId);
        return { searched: (yield* searchJournal.run({ query }, context)).data, counted: (yield* countMentions.run({ query }, context)).data };
      }),
    );
    expect(searched.results.map((result) => result.date)).toContain(date);
    expect(counted).toMatchObject({ mentions: 1, recentDates: [date] });
  });
});
