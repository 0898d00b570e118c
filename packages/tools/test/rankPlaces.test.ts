import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { rankNames } from "../src/index.js";
import type { FixtureEntry } from "./journalFixtures.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

// "where do I go most?", "quais os lugares que mais frequento?": places written in lower case ("went to the park", "fui à praia") are places.

const dayOf = (offset: number) => new Date(Date.UTC(2024, 0, 1 + offset)).toISOString().slice(0, 10);

const ranked = async (entries: FixtureEntry[]) =>
  run(
    Effect.gen(function* () {
      const { userId } = yield* seedJournal(entries);
      return (yield* rankNames.run({ kind: "place" }, contextFor(userId, "2024-01-31T12:00:00Z"))).data.names;
    }),
  );

describe("places written as common nouns", () => {
  it("ranks the park and the gym from English entries, most entries first", async () => {
    const entries = Array.from({ length: 12 }, (_, index) => ({
      date: dayOf(index),
      content: index % 2 === 0 ? "Went to the park with the kids. Lovely sun." : index % 3 === 0 ? "Long session at the gym, then home." : "Stayed in and read all day.",
    }));
    const names = await ranked(entries);
    expect(names.map((name) => name.name)).toEqual(["park", "gym"]);
    expect(names[0]).toEqual({ name: "park", entries: 6, lastDate: "2024-01-11", recentDates: [10, 8, 6, 4, 2, 0].map(dayOf) });
  });

  it("ranks a praia and o ginásio from Portuguese entries", async () => {
    const entries = Array.from({ length: 10 }, (_, index) => ({
      date: dayOf(index),
      content: index % 2 === 0 ? "Fui à praia de manhã e depois almocei em casa." : index % 3 === 0 ? "Treino no ginásio, cansada." : "Dia calmo, fiquei a ler.",
    }));
    expect((await ranked(entries)).map((name) => name.name)).toEqual(["praia", "ginásio"]);
  });

  it("takes no word that only looks like a place ('the park' is one, 'park the car' is not)", async () => {
    const names = await ranked([{ date: dayOf(0), content: "Had to park the car far away. The office party was fun." }]);
    expect(names).toEqual([]);
  });
});

describe("a common place beside a named place whose name holds it", () => {
  it("does not list 'café' beside 'Cafe Aurora', and keeps the park", async () => {
    const entries = Array.from({ length: 9 }, (_, index) => ({
      date: dayOf(index),
      content: index % 3 === 0 ? "Had lunch with Ana at Cafe Aurora." : index % 3 === 1 ? "Coffee at the café next to the office." : "Walked to the park with Tom.",
    }));
    const names = (await ranked(entries)).map((name) => name.name);
    expect(names).toContain("Cafe Aurora");
    expect(names).toContain("park");
    expect(names).not.toContain("café");
  });

  it("does not list 'padaria' beside 'Padaria Estrela', accents and case aside", async () => {
    const entries = Array.from({ length: 9 }, (_, index) => ({
      date: dayOf(index),
      content: index % 3 === 0 ? "Almocei com o Paulo na Padaria Estrela." : index % 3 === 1 ? "Passei na padaria antes do trabalho." : "Fui à praia com a Bia.",
    }));
    const names = (await ranked(entries)).map((name) => name.name);
    expect(names).toContain("Padaria Estrela");
    expect(names).toContain("praia");
    expect(names).not.toContain("padaria");
  });
});

describe("where one works or lives day to day", () => {
  it("does not rank the office or the garden one is at, but ranks the park gone to", async () => {
    const entries = Array.from({ length: 12 }, (_, index) => ({
      date: dayOf(index),
      content: index % 3 === 0 ? "Went to the park with Tom." : index % 3 === 1 ? "Stayed late at the office again." : "The dogs chased each other around the garden.",
    }));
    expect((await ranked(entries)).map((name) => name.name)).toEqual(["park"]);
  });

  it("does not rank o escritório or o jardim one is in, but ranks a praia gone to", async () => {
    const entries = Array.from({ length: 12 }, (_, index) => ({
      date: dayOf(index),
      content: index % 3 === 0 ? "Fui à praia com a Bia." : index % 3 === 1 ? "Fiquei até tarde no escritório." : "Os cães brincaram no jardim.",
    }));
    expect((await ranked(entries)).map((name) => name.name)).toEqual(["praia"]);
  });

  it.each([
    ["Went to the office early to finish the report.", "office"],
    ["Fui ao escritório cedo para acabar o relatório.", "escritório"],
  ])("ranks it when the entry says it went there: %s", async (content, place) => {
    expect((await ranked([{ date: dayOf(0), content }])).map((name) => name.name)).toEqual([place]);
  });
});
