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
