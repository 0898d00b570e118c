import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { getRecentEntries } from "../src/index.js";
import type { FixtureEntry } from "./journalFixtures.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

// A day ranked by mood is shown where its text carries that mood, not by its first lines: a long entry's happy (or
// stressful) part often comes after the errands it opens with.

const errands =
  "Woke up at seven and made coffee. Answered a few emails and sorted the receipts from last month. Took the car to the garage for its yearly check and waited an hour. " +
  "Bought bread, milk and eggs on the way back. Cleaned the kitchen and hung the laundry out to dry. ";
const tarefas =
  "Acordei às sete e fiz café. Respondi a alguns emails e arrumei os recibos do mês passado. Levei o carro à oficina para a revisão anual e esperei uma hora. " +
  "Comprei pão, leite e ovos no caminho de volta. Limpei a cozinha e estendi a roupa. ";

const entries: FixtureEntry[] = [
  { date: "2024-06-25", content: `${errands}In the evening we had dinner with Ana by the river and I loved it, such a happy and wonderful night.`, happiness: 90, stress: 10, energy: 70 },
  { date: "2024-06-26", content: `${tarefas}À noite jantámos com a Ana à beira-rio e adorei, foi uma noite feliz e maravilhosa.`, happiness: 85, stress: 15, energy: 70 },
  { date: "2024-06-27", content: `${errands}Then the deadline moved up and I felt stressed and anxious, worried I would fail.`, happiness: 20, stress: 90, energy: 30 },
  { date: "2024-06-28", content: `${tarefas}Depois o prazo foi antecipado e fiquei stressado e ansioso, preocupado com tudo.`, happiness: 25, stress: 85, energy: 30 },
];

describe("get_recent_entries ordered by mood", () => {
  it("shows each day's excerpt where its text carries the mood it was ranked by", async () => {
    const { happiest, stressed, newest } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        const context = contextFor(userId);
        const happiest = yield* getRecentEntries.run({ sort: "happiest", count: 2 }, context);
        const stressed = yield* getRecentEntries.run({ sort: "most_stressed", count: 2 }, context);
        const newest = yield* getRecentEntries.run({ count: 1 }, context);
        return { happiest: happiest.data.entries, stressed: stressed.data.entries, newest: newest.data.entries };
      }),
    );
    const excerptOn = (list: typeof happiest, date: string) => list.find((entry) => entry.date === date)?.excerpt ?? "";
    expect(excerptOn(happiest, "2024-06-25")).toContain("I loved it, such a happy and wonderful night.");
    expect(excerptOn(happiest, "2024-06-26")).toContain("adorei, foi uma noite feliz e maravilhosa.");
    expect(excerptOn(stressed, "2024-06-27")).toContain("I felt stressed and anxious, worried I would fail.");
    expect(excerptOn(stressed, "2024-06-28")).toContain("fiquei stressado e ansioso, preocupado com tudo.");
    // Each stays an excerpt, and one listed by date still opens with the day.
    for (const entry of [...happiest, ...stressed]) expect(entry.excerpt.length).toBeLessThanOrEqual(290);
    expect(newest[0]!.excerpt.startsWith("Acordei às sete")).toBe(true);
  });
});
