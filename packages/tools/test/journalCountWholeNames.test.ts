import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { countMentions } from "../src/index.js";
import type { FixtureEntry } from "./journalFixtures.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

// A name of several words among the query's: Ana one day and Pedro Sousa another is no dinner with Ana Sousa.
const entries: FixtureEntry[] = [
  { date: "2024-01-05", content: "Dinner with Ana by the river, and Pedro Sousa came later." },
  { date: "2024-01-12", content: "Dinner at home with Ana Sousa, who just came back from Brazil." },
  { date: "2024-02-02", content: "Jantar com a Ana Sousa no restaurante do bairro." },
  { date: "2024-02-10", content: "Jantar com a Ana e o Rui Sousa." },
];

describe("count_mentions with a name of several words among the query's", () => {
  it("counts only the entries holding the name whole, in either language", async () => {
    const { english, portuguese, apart } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        const context = contextFor(userId, "2024-03-01T12:00:00Z");
        const related = [["dinner", "jantar"]];
        return {
          english: yield* countMentions.run({ query: "dinner with Ana Sousa", related, wholeNames: ["Ana Sousa"] }, context),
          portuguese: yield* countMentions.run({ query: "jantar com Ana Sousa", related: [["jantar", "dinner"]], wholeNames: ["Ana Sousa"] }, context),
          apart: yield* countMentions.run({ query: "dinner with Ana Sousa", related }, context),
        };
      }),
    );
    expect(english.data.mentions).toBe(2);
    expect(english.data.recentDates).toEqual(["2024-02-02", "2024-01-12"]);
    expect(portuguese.data.mentions).toBe(2);
    // Word by word, every entry holds dinner, Ana and a Sousa in one sentence.
    expect(apart.data.mentions).toBe(4);
  });
});

describe("count_mentions of something done with someone", () => {
  // A day's entry tells many things: a dinner in one sentence and coffee with Ana in another is no dinner with Ana.
  const days: FixtureEntry[] = [
    { date: "2024-01-05", content: "Ana came over for dinner and we cooked together." },
    { date: "2024-01-09", content: "Dinner alone at home. Earlier, a coffee with Ana at the café." },
    { date: "2024-01-15", content: "A Ana veio jantar e cozinhamos juntos." },
    { date: "2024-01-20", content: "Jantar sozinho em casa. De manhã, café com a Ana." },
    { date: "2024-01-25", content: "Went for a walk. Dinner with Miguel." },
  ];

  it("counts the entries that tell both in one sentence, in either language", async () => {
    const { english, portuguese, person } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(days);
        const context = contextFor(userId, "2024-03-01T12:00:00Z");
        return {
          english: yield* countMentions.run({ query: "dinner with Ana", related: [["dinner", "jantar", "jantei"]] }, context),
          portuguese: yield* countMentions.run({ query: "jantei com Ana", related: [["jantei", "jantar", "dinner"]] }, context),
          person: yield* countMentions.run({ query: "Ana" }, context),
        };
      }),
    );
    expect(english.data.recentDates).toEqual(["2024-01-15", "2024-01-05"]);
    expect(portuguese.data.recentDates).toEqual(["2024-01-15", "2024-01-05"]);
    // The person alone is mentioned wherever named.
    expect(person.data.mentions).toBe(4);
  });
});
