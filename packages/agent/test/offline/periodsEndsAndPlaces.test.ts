import { describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { ask, sampleJournalWorld } from "../golden-support/goldenWorld.js";

// Over the sample journal in a real SQLite database, through the tool loop: each period named side by side is counted;
// both ends of the mood asked together are given; who was there is read from the entries of the place asked; and
// "when…?" is answered by the days.

const sample = sampleJournalWorld();
const model = OfflineLanguageModel.make({ skills: [journalSkill] });
const askSample = (question: string) => ask(sample(), model, question);

describe("each period named side by side", () => {
  it.each([
    ["how many times did I see Ana in 2023 and in 2024?", ["in 2023", "in 2024"]],
    ["quantas vezes vi a Ana em 2023 e em 2024?", ["em 2023", "em 2024"]],
  ])("%s counts both years", async (question, labels) => {
    const run = await askSample(question);
    expect(run.calls.map((call) => [call.name, call.arguments["from"], call.arguments["to"]])).toEqual([
      ["count_mentions", "2023-01-01", "2023-12-31"],
      ["count_mentions", "2024-01-01", "2024-12-31"],
    ]);
    for (const label of labels) expect(run.answer).toContain(label);
  });

  it.each(["who did I see most in 2023 and in 2024?", "com quem estive mais em 2023 e em 2024?"])("%s ranks the people of each year", async (question) => {
    const run = await askSample(question);
    expect(run.calls.map((call) => [call.name, call.arguments["from"]])).toEqual([
      ["rank_names", "2023-01-01"],
      ["rank_names", "2024-01-01"],
    ]);
  });
});

describe("the best and the worst day asked together", () => {
  it.each([
    ["my best day and my worst day this year", "Your happiest days", "Your hardest days"],
    ["o meu melhor e o meu pior dia este ano", "Os dias mais felizes", "Os dias mais difíceis"],
    ["qual foi o meu melhor e o meu pior dia do ano?", "Os dias mais felizes", "Os dias mais difíceis"],
  ])("%s gives the happiest and the hardest days of the year", async (question, best, worst) => {
    const run = await askSample(question);
    expect(run.calls).toEqual([
      { name: "get_recent_entries", arguments: { sort: "happiest", count: 5, after: "2024-01-01", before: "2024-12-31" } },
      { name: "get_recent_entries", arguments: { sort: "unhappiest", count: 5, after: "2024-01-01", before: "2024-12-31" } },
    ]);
    expect(run.answer.indexOf(best)).toBe(0);
    expect(run.answer).toContain(worst);
  });
});

/** The people the sample journal names over the whole year, of whom only Miguel is ever in Porto. */
const elsewhere = ["Sofia", "Tom", "Rita"];

describe("who was there, at a place", () => {
  it.each(["who was I with in Porto?", "com quem estive no Porto?", "what did I do in Porto and who was I with?", "o que fiz no Porto e com quem estava?"])(
    "%s reads the people from the entries about Porto",
    async (question) => {
      const run = await askSample(question);
      expect(run.calls.map((call) => call.name)).not.toContain("rank_names");
      const withWhom = run.answer.slice(run.answer.search(/Your entries about “Porto”|As entradas sobre «Porto»/));
      expect(withWhom).toMatch(/^(?:Your entries about “Porto” say you were with Miguel|As entradas sobre «Porto» dizem que esteve com Miguel)/);
      for (const name of elsewhere) expect(withWhom).not.toContain(name);
    },
  );
});

describe("when something was done", () => {
  it.each([
    ["when did I go to Sintra with Ana?", /^At least \d+ entries mention “Sintra” and “Ana”: on /],
    ["quando fui a Sintra com a Ana?", /^Pelo menos \d+ entradas mencionam «Sintra» e «Ana»: em /],
  ])("%s gives the days of the entries naming both", async (question, opening) => {
    const run = await askSample(question);
    expect(run.answer).toMatch(opening);
    const dates = run.answer.split("\n")[0]!.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
    expect(dates.length).toBeGreaterThan(3);
    for (const date of dates) {
      const entry = sample().entries.find((each) => each.date === date)!;
      expect(entry.content.split(/(?<=[.!?])\s+/).some((sentence) => sentence.includes("Sintra") && sentence.includes("Ana")), date).toBe(true);
    }
  });
});

describe("a period typed without its accents or capitals", () => {
  it.each([
    ["quantas vezes fui correr em marco?", "em março (2024-03-01 a 2024-03-31)", /\bmarco\b/],
    ["com quem passei mais tempo no mes passado?", "no mês passado (2024-11-01 a 2024-11-30)", /\bmes\b/],
    ["quantas vezes vi a Ana na ultima semana?", "na última semana (2024-12-25 a 2024-12-31)", /\bultima\b/],
    ["how many times did I go running in march?", "in March (2024-03-01 to 2024-03-31)", /\bmarch\b/],
  ])("%s names it as the language writes it", async (question, named, typed) => {
    const run = await askSample(question);
    expect(run.answer).toContain(named);
    expect(run.answer).not.toMatch(typed);
  });
});
