import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { rankNames } from "../src/index.js";
import type { FixtureEntry } from "./journalFixtures.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

// "who makes me happy?", "quem me stressa?": the people ranked by the mood of the entries that name them, each against
// the period's average; someone named in too few analysed entries is left out.

const dayOf = (offset: number) => new Date(Date.UTC(2024, 0, 1 + offset)).toISOString().slice(0, 10);

/** Ana on happy days, Miguel on hard ones, Tom most often and in between, Rita twice. */
const journal: FixtureEntry[] = Array.from({ length: 16 }, (_, index) => {
  const [content, happiness] =
    index % 4 === 0 ? ["Lovely lunch with Ana by the river.", 85] : index % 4 === 1 ? ["Long argument with Miguel about the budget.", 25] : ["Called Tom after work, an ordinary day.", 55];
  return { date: dayOf(index), content, happiness };
}).concat([
  { date: dayOf(16), content: "Coffee with Rita, great fun.", happiness: 95 },
  { date: dayOf(17), content: "Walked with Rita and Tom.", happiness: 90 },
]);

const ranked = (params: Parameters<typeof rankNames.run>[0], entries = journal) =>
  run(
    Effect.gen(function* () {
      const { userId } = yield* seedJournal(entries);
      return (yield* rankNames.run(params, contextFor(userId, "2024-01-31T12:00:00Z"))).data;
    }),
  );

describe("rank_names by a mood metric", () => {
  it("ranks the people by happiness on the days that name them, highest first, with the period's average", async () => {
    const data = await ranked({ metric: "happiness" });
    expect(data.names.map((name) => [name.name, name.average])).toEqual([
      ["Ana", 85],
      ["Tom", 58.9],
      ["Miguel", 25],
    ]);
    expect(data.overall).toBe(59.2);
    expect(data.metric).toBe("happiness");
    expect(data.names[0]).toMatchObject({ entries: 4, lastDate: dayOf(12) });
  });

  it("ranks lowest first when asked, and by stress", async () => {
    expect((await ranked({ metric: "happiness", lowest: true })).names.map((name) => name.name)).toEqual(["Miguel", "Tom", "Ana"]);
    expect((await ranked({ metric: "stress" })).names[0]?.name).toBe("Miguel");
  });

  it("leaves out someone named in fewer than three analysed entries (Rita, twice), and ranks nobody in a journal with no analysis", async () => {
    expect((await ranked({ metric: "happiness" })).names.map((name) => name.name)).not.toContain("Rita");
    const unanalysed = journal.map(({ date, content }) => ({ date, content }));
    const data = await ranked({ metric: "happiness" }, unanalysed);
    expect(data.names).toEqual([]);
    expect(data.overall).toBeNull();
  });

  it("without a metric still ranks by how often (Tom first)", async () => {
    const data = await ranked({});
    expect(data.names[0]?.name).toBe("Tom");
    expect(data.names[0]?.average).toBeUndefined();
    expect(data.metric).toBeUndefined();
  });
});
