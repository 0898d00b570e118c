import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gistOf } from "../../src/journal/offline/compose/gist.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import type { GoldenWorld } from "../golden-support/goldenWorld.js";
import { ask, buildGoldenWorld } from "../golden-support/goldenWorld.js";

// A person asked for by name is the whole word: the sample journal's "Tom" is not the "tomatoes" of its gardening days.

let world: GoldenWorld;
beforeAll(async () => {
  world = await buildGoldenWorld();
}, 120_000);
afterAll(() => world?.close());

const model = OfflineLanguageModel.make({ skills: [journalSkill] });

/** The dated lines an answer lists, each with the sample entry of its day. */
const listedEntries = (answer: string) =>
  [...answer.matchAll(/^- (\d{4}-\d{2}-\d{2}): /gmu)].map(([, date]) => world.entries.filter((entry) => entry.date === date).map((entry) => entry.content).join(" "));

describe("a name asked is a whole word", () => {
  it.each(["what did I write about Tom recently?", "o que escrevi sobre o Tom recentemente?", "what did I write about Tom?", "o que escrevi sobre o Tom?"])(
    "%s lists only entries naming Tom",
    async (question) => {
      const run = await ask(world, model, question);
      const listed = listedEntries(run.answer);
      expect(listed.length).toBeGreaterThan(0);
      for (const entry of listed) expect(entry).toMatch(/\bTom\b/u);
    },
  );
});

describe("the sentence shown for a name", () => {
  it.each([
    ["Did some gardening on the balcony; the tomatoes are growing. Tomorrow I rest. Had lunch with Tom at Cafe Aurora.", "en", "“Had lunch with Tom at Cafe Aurora.”"],
    ["Reguei os tomates na varanda. Almocei com o Tom no Cafe Aurora.", "pt", "«Almocei com o Tom no Cafe Aurora.»"],
    ["Tom's bike was in the hall, and the tomatoes needed water.", "en", "“Tom's bike was in the hall, and the tomatoes needed water.”"],
  ] as const)("%s shows the sentence naming Tom", (excerpt, language, shown) => {
    expect(gistOf(excerpt, ["Tom", "Thomas", "Tommy"], language)).toBe(shown);
  });

  it("a word asked in lower case still meets its longer forms", () => {
    expect(gistOf("Slept badly. Went running by the river.", ["run"], "en")).toBe("“Went running by the river.”");
  });
});
