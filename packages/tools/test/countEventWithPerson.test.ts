import { relatedWords } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { countMentions } from "../src/index.js";
import type { FixtureEntry } from "./journalFixtures.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

// "how many times did I argue with Carlos?", "quantas vezes briguei com o Carlos?": the entries that tell both the
// argument and the person, however the argument is written and whatever template lines sit above it.

const dayOf = (offset: number) => new Date(Date.UTC(2026, 2, 1 + offset)).toISOString().slice(0, 10);

/** A journal kept with a template: field lines ("Humor: ruim") above each day's sentences. */
const templated = (lines: ReadonlyArray<string>): FixtureEntry[] =>
  lines.map((line, index) => ({ date: dayOf(index * 2), content: `Humor: ruim\nSono: 6h\nGratidão: a família\n\n${line}` }));

const counted = (entries: FixtureEntry[], query: string, word: string) =>
  run(
    Effect.gen(function* () {
      const { userId } = yield* seedJournal(entries);
      const result = yield* countMentions.run({ query, related: [[word, ...relatedWords(word)].slice(0, 25)] }, contextFor(userId, "2026-06-30T12:00:00Z"));
      return result.data.mentions;
    }),
  );

describe("an argument with a person, in a templated journal", () => {
  const entries = templated([
    "Briguei com o Carlos por causa das contas da casa.",
    "Discuti com o Carlos sobre a viagem.",
    "Jantei com o Carlos, foi tranquilo.",
    "Tive uma discussão feia com a Juliana por mensagem.",
    "Argued with Carlos about the holidays again.",
    "Fui na academia de manhã.",
  ]);

  it("counts the entries of an argument with Carlos when asked in Portuguese (a sentence opening a line is no name)", async () => {
    expect(await counted(entries, "briguei com Carlos", "briguei")).toBe(3);
  });

  it("counts the same entries when asked in English", async () => {
    expect(await counted(entries, "argue with Carlos", "argue")).toBe(3);
  });
});

describe("a name typed in lower case", () => {
  const entries: FixtureEntry[] = Array.from({ length: 12 }, (_, index) => ({
    date: dayOf(index),
    content: index === 0 ? "Ana came over for dinner." : index % 2 === 0 ? "Walked in Sintra with Ana and Biscuit." : "Long day at the café next to Cafe Aurora.",
  }));

  it("counts every entry naming Ana when asked 'ana', also those where she opens no sentence", async () => {
    expect(await counted(entries, "ana", "ana")).toBe(6);
  });

  it("counts every entry naming Rita when asked 'rita', in a Portuguese journal", async () => {
    const diario: FixtureEntry[] = Array.from({ length: 10 }, (_, index) => ({
      date: dayOf(index),
      content: index === 0 ? "Rita veio jantar cá a casa." : index % 2 === 0 ? "Passeei o Biscuit com a Rita no parque." : "Dia calmo no escritório.",
    }));
    expect(await counted(diario, "rita", "rita")).toBe(5);
  });

  it("still counts 'café' by the common word, not by the name Cafe Aurora", async () => {
    const cafe: FixtureEntry[] = [
      ...Array.from({ length: 6 }, (_, index) => ({ date: dayOf(index), content: "Lunch with Tom at Cafe Aurora." })),
      ...Array.from({ length: 4 }, (_, index) => ({ date: dayOf(10 + index), content: "Coffee at the café by the office." })),
    ];
    expect(await counted(cafe, "café", "café")).toBe(4);
  });
});
