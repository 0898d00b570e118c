import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { searchJournal } from "../src/index.js";
import type { FixtureEntry } from "./journalFixtures.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

// A name of several words beside other words: "dinner Ana Sousa Lisbon" is no entry with Ana and another Sousa.
const entries: FixtureEntry[] = [
  { date: "2024-01-05", content: "Dinner with Ana in Lisbon, at the place by the river." },
  { date: "2024-01-12", content: "Pedro Sousa called about the dinner next week in Lisbon." },
  { date: "2024-02-02", content: "Dinner in Lisbon with Ana Sousa, who just came back from Brazil." },
  { date: "2024-02-10", content: "Jantar com a Rita em Lisboa." },
];

describe("search_journal with a name of several words among the query's", () => {
  it("finds only the entries holding the name whole, and says a name held by none is missing as one", async () => {
    const { found, absent, portuguese } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        const context = contextFor(userId, "2024-03-01T12:00:00Z");
        return {
          found: yield* searchJournal.run({ query: "dinner Ana Sousa Lisbon", wholeNames: ["Ana Sousa"] }, context),
          absent: yield* searchJournal.run({ query: "dinner Rita Sousa Lisbon", wholeNames: ["Rita Sousa"] }, context),
          portuguese: yield* searchJournal.run({ query: "jantar Ana Sousa Lisboa", related: [["jantar", "dinner"], ["Lisboa", "lisbon"]], wholeNames: ["Ana Sousa"] }, context),
        };
      }),
    );
    expect(found.data.results.map((result) => result.date)).toEqual(["2024-02-02"]);
    expect(portuguese.data.results.map((result) => result.date)).toEqual(["2024-02-02"]);
    expect(absent.data.confidence).not.toBe("high");
    expect(absent.data.missing).toEqual(["Rita Sousa"]);
  });
});
