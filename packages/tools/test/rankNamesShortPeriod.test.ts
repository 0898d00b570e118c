import { localDate } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { rankNames } from "../src/index.js";
import type { FixtureEntry } from "./journalFixtures.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

// "who did I see yesterday?": a name opening a sentence ("Sofia came over") is a name when the journal writes it mid-sentence elsewhere.

const dayOf = (offset: number) => new Date(Date.UTC(2024, 0, 1 + offset)).toISOString().slice(0, 10);

const peopleOn = async (entries: FixtureEntry[], date: string) =>
  run(
    Effect.gen(function* () {
      const { userId } = yield* seedJournal(entries);
      const result = yield* rankNames.run({ kind: "person", from: localDate(date), to: localDate(date) }, contextFor(userId, "2024-01-31T12:00:00Z"));
      return result.data.names.map((name) => name.name);
    }),
  );

describe("the people of one day", () => {
  it("names Sofia, who opens a sentence that day, as the weeks before name her with 'with'", async () => {
    const before = Array.from({ length: 6 }, (_, index) => ({ date: dayOf(index), content: "Had coffee with Sofia after work. Quiet evening." }));
    const names = await peopleOn([...before, { date: dayOf(10), content: "Walked in the park with Miguel. Sofia came over for dinner and we cooked together." }], dayOf(10));
    expect(names).toEqual(expect.arrayContaining(["Miguel", "Sofia"]));
  });

  it("names a Sofia que abre a frase, em português", async () => {
    const before = Array.from({ length: 6 }, (_, index) => ({ date: dayOf(index), content: "Fui tomar café com a Sofia depois do trabalho." }));
    const names = await peopleOn([...before, { date: dayOf(10), content: "Passeei no parque com o Miguel. Sofia veio jantar e cozinhámos juntos." }], dayOf(10));
    expect(names).toEqual(expect.arrayContaining(["Miguel", "Sofia"]));
  });

  it("does not name a word that only ever opens sentences", async () => {
    const before = Array.from({ length: 6 }, (_, index) => ({ date: dayOf(index), content: "Had coffee with Sofia after work. Quiet evening." }));
    const names = await peopleOn([...before, { date: dayOf(10), content: "Walked in the park with Miguel. Dinner was late." }], dayOf(10));
    expect(names).toEqual(["Miguel"]);
  });
});
