import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { countMentions } from "../src/index.js";
import type { FixtureEntry } from "./journalFixtures.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

// A name of several words among the query's: Ana one day and Pedro Sousa another is no dinner with Ana Sousa.
const entries: FixtureEntry[] = [
  { date: "2024-01-05", content: "Dinner with Ana by the river. Pedro Sousa sent a message later." },
  { date: "2024-01-12", content: "Dinner at home with Ana Sousa, who just came back from Brazil." },
  { date: "2024-02-02", content: "Jantar com a Ana Sousa no restaurante do bairro." },
  { date: "2024-02-10", content: "Jantar com a Ana; o Rui Sousa ligou depois." },
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
    // Word by word, every entry holds dinner, Ana and a Sousa.
    expect(apart.data.mentions).toBe(4);
  });
});
