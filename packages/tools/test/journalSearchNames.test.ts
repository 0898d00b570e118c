import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { searchJournal } from "../src/index.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

// The same walk with two people: short entries with Tom (some on a day Ana called), one long entry with Ana, who
// comes up more often than Sintra. A question that names Ana must find Ana's walks first, though the short entries
// score higher on the other words.

const calls = ["2024-06-01", "2024-06-02", "2024-06-03", "2024-06-04", "2024-06-05", "2024-06-06", "2024-06-07", "2024-06-08"].map((date) => ({ date, content: "Called Ana in the evening." }));
const entries = [
  ...calls,
  { date: "2024-01-05", content: "Walked through Sintra with Tom." },
  { date: "2024-02-10", content: "Walked through Sintra with Tom again." },
  { date: "2024-03-15", content: "Walked through Sintra with Tom, up to the castle." },
  {
    date: "2024-04-20",
    content:
      "A long and slow Saturday. Walked through Sintra with Ana, up to the castle and down through the gardens, then a late lunch in the old town, a coffee by the station, and the train home in the evening, tired and glad of every step.",
  },
  { date: "2024-03-20", content: "Called Ana in the morning. Walked through Sintra with Tom, up to the castle." },
  { date: "2024-05-02", content: "Passeei por Sintra com o Tom." },
  { date: "2024-05-25", content: "Liguei à Ana de manhã. Passeei por Sintra com o Tom." },
  { date: "2024-05-09", content: "Passeei por Sintra com o Tom e subimos ao castelo." },
  {
    date: "2024-05-20",
    content:
      "Um sábado comprido e calmo. Passeei por Sintra com a Ana, subimos ao castelo e descemos pelos jardins, almoçámos tarde na vila, bebemos um café perto da estação e voltámos de comboio ao fim da tarde, cansados e contentes.",
  },
];

describe("search_journal with a person named", () => {
  it.each([
    ["walk Sintra Ana", [["walk", "walked", "walking", "passeei", "passeio"]]],
    ["passeio Sintra Ana", [["passeio", "passeei", "walk", "walked"]]],
  ])("%j ranks the entries with the person before those with someone else at the same place", async (query, related) => {
    const data = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        return (yield* searchJournal.run({ query, related }, contextFor(userId))).data;
      }),
    );
    const dates = data.results.map((result) => result.date);
    expect(dates.length).toBeGreaterThan(2);
    expect(dates.slice(0, 2).sort()).toEqual(["2024-04-20", "2024-05-20"]);
  });
});

describe("search_journal for the latest time with a person", () => {
  it.each([
    ["cook Rita", [["cook", "cooking", "cooked", "cozinhar", "cozinhámos"]]],
    ["cozinhar Rita", [["cozinhar", "cozinhámos", "cook", "cooking", "cooked"]]],
  ])("%j finds the latest day the two went together, not a later day of cooking alone on which Rita called", async (query, related) => {
    const data = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal([
          { date: "2024-03-01", content: "Rita came over for dinner and we cooked together." },
          { date: "2024-03-10", content: "Jantei com a Rita e cozinhámos juntos." },
          { date: "2024-04-01", content: "Called Rita in the morning. Spent the evening cooking, which always clears my head." },
          { date: "2024-04-02", content: "Liguei à Rita. Passei a noite a cozinhar." },
        ]);
        return (yield* searchJournal.run({ query, related, recencyBoost: true }, contextFor(userId))).data;
      }),
    );
    expect(data.results[0]!.date).toBe("2024-03-10");
  });
});
