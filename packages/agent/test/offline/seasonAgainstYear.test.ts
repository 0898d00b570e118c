import { describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { ask, sampleJournalWorld } from "../golden-support/goldenWorld.js";

// "Do I drink more coffee in winter?" compares one thing over two stretches: the season against the rest of the year
// before it. "Drink" only gathers coffee, so it is not a second thing to count against it.

const world = sampleJournalWorld();

const model = OfflineLanguageModel.make({ skills: [journalSkill] });

describe("a habit in one season against the rest of the year", () => {
  it.each([
    ["do I drink more coffee in winter?", "coffee", /So “coffee” came up more (?:in (?:the )?winter|from \S+ to \S+) \(in [\d.]+% of the entries\) than/],
    ["bebo mais café no inverno?", "café", /Ou seja, «café» apareceu mais (?:n?o inverno|de \S+ a \S+) \(em [\d,]+% das entradas\) do que/],
  ])("%s", async (question, word, verdict) => {
    const run = await ask(world(), model, question);
    expect(run.calls.map((call) => [call.name, call.arguments["query"]])).toEqual([
      ["count_mentions", word],
      ["count_mentions", word],
    ]);
    const [season, rest] = run.calls.map((call) => ({ from: String(call.arguments["from"]), to: String(call.arguments["to"]) }));
    expect(season?.from.slice(5)).toBe("12-01");
    // The rest of the year: the day before the season back to a year before its end.
    expect(String(rest?.to) < String(season?.from)).toBe(true);
    expect(run.answer).toMatch(verdict);
  });
});
