import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { countMentions, jsonLength, toolResultCharBudget } from "../src/index.js";
import type { FixtureEntry } from "./journalFixtures.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

// "what do I usually do with Ana?" reads every entry naming her, not the twenty a search gives: each with the sentences
// that name her, so what else the day held stays out.
const entries: FixtureEntry[] = [
  { date: "2024-01-05", content: "Had lunch with Ana. Went climbing after work." },
  { date: "2024-01-12", content: "Quiet day.\nCalled Ana and we talked for an hour; then bed." },
  { date: "2024-02-02", content: "Almocei com a Ana no Cafe Aurora. Depois fui escalar." },
  { date: "2024-02-10", content: "Jantar com o Rui." },
];

describe("count_mentions with sentences", () => {
  it("gives each mentioning entry's sentences that hold the query, newest first, in either language", async () => {
    const { told, plain } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        const context = contextFor(userId, "2024-03-01T12:00:00Z");
        return {
          told: yield* countMentions.run({ query: "Ana", sentences: true }, context),
          plain: yield* countMentions.run({ query: "Ana" }, context),
        };
      }),
    );
    expect(told.data.mentions).toBe(3);
    expect(told.data.told?.map((entry) => [entry.date, entry.sentences])).toEqual([
      ["2024-02-02", ["Almocei com a Ana no Cafe Aurora."]],
      ["2024-01-12", ["Called Ana and we talked for an hour;"]],
      ["2024-01-05", ["Had lunch with Ana."]],
    ]);
    expect(plain.data.told).toBeUndefined();
  });
});

describe("count_mentions with sentences of more entries than one result holds", () => {
  const many: FixtureEntry[] = Array.from({ length: 300 }, (_, index) => {
    const day = new Date(Date.UTC(2023, 0, 1 + index)).toISOString().slice(0, 10);
    return { date: day, content: `Had a long lunch with Ana at the little place by the river, and we talked about everything under the sun, day ${index}.` };
  });

  it("gives the newest that fit, and still counts them all", async () => {
    const result = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(many);
        return yield* countMentions.run({ query: "Ana", sentences: true }, contextFor(userId, "2024-01-01T12:00:00Z"));
      }),
    );
    const told = result.data.told ?? [];
    expect(result.data.mentions).toBe(300);
    expect(told.length).toBeGreaterThan(20);
    expect(told.length).toBeLessThan(300);
    expect(told[0]!.date).toBe("2023-10-27");
    expect(jsonLength({ success: true, data: result.data, meta: result.meta })).toBeLessThan(toolResultCharBudget);
  });
});
