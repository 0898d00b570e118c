import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import type { GoldenWorld } from "../golden-support/goldenWorld.js";
import { ask, buildGoldenWorld } from "../golden-support/goldenWorld.js";
import { answerWith, plan } from "./offlineTestModel.js";

// "When did I last…" about pastimes the sample journal names on hundreds of days, in longer and
// shorter entries and in two languages: the answer is the newest entry that tells of doing it, not the
// newest of the entries that match its words best.

let world: GoldenWorld;
beforeAll(async () => {
  world = await buildGoldenWorld();
}, 120_000);
afterAll(() => world?.close());

const model = OfflineLanguageModel.make({ skills: [journalSkill] });

describe("the last time of a frequent pastime", () => {
  it.each([
    ["when did I last go climbing?", /climbing|escal/i, /^The last time was on (\d{4}-\d{2}-\d{2})/],
    ["quando foi a última vez que fui escalar?", /climbing|escal/i, /^A última vez foi em (\d{4}-\d{2}-\d{2})/],
    ["when did I last go running?", /\b(?:running|ran|run|corr\w*)\b/i, /^The last time was on (\d{4}-\d{2}-\d{2})/],
    ["quando foi a última vez que corri?", /\b(?:running|ran|run|corr\w*)\b/i, /^A última vez foi em (\d{4}-\d{2}-\d{2})/],
  ])("%s names the newest entry that mentions it", async (question, mentions, lead) => {
    // "coffee next to the climbing gym" names the place, not a time one climbed.
    const newest = world.entries.filter((entry) => mentions.test(entry.content.replace(/climbing gym|gin[aá]sio de escalada/gi, ""))).at(-1)!.date;
    const run = await ask(world, model, question);
    expect(lead.exec(run.answer)?.[1], run.answer).toBe(newest);
  });
});

// The journal's first day asked as such is its first entry; a first day of something else ("at work") is a search.
describe("the first day of the journal", () => {
  it.each(["what did I write on my first day?", "show me my very first day", "o que escrevi no meu primeiro dia?", "o que escrevi no primeiro dia do diario?", "when was the first time I wrote?", "quando foi a primeira vez que escrevi?"])(
    "%s reads the first entry",
    async (question) => {
      const { calls } = await plan(question);
      expect(calls.map((call) => [call.name, call.args])).toEqual([["get_recent_entries", { count: 1, sort: "oldest" }]]);
    },
  );

  it.each(["what did I write about my first day at work?", "o que escrevi sobre o meu primeiro dia no trabalho?"])("%s searches that day", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("search_journal");
  });
});

// "The last thing I wrote about work" asks for one entry: the latest that is about it, said as a last time.
describe("the last thing written about a topic", () => {
  const rows = [
    { entryId: "e3", date: "2024-05-09", title: "", excerpt: "Biscuit chased the neighbour's dog around the garden." },
    { entryId: "e2", date: "2024-05-08", title: "", excerpt: "Work was busy with emails and a long planning meeting." },
    { entryId: "e1", date: "2024-05-02", title: "", excerpt: "A quiet day at work." },
  ];
  it.each([
    ["what was the last thing I wrote about work?", "The last time was on 2024-05-08"],
    ["qual foi a última coisa que escrevi sobre trabalho?", "A última vez foi em 2024-05-08"],
    ["qual foi a ultima coisa que escrevi sobre o trabalho?", "A última vez foi em 2024-05-08"],
  ])("%s", async (question, opening) => {
    const { calls, text } = await answerWith(question, { results: rows, confidence: "high" });
    expect(calls[0]?.args["recencyBoost"]).toBe(true);
    expect(text.startsWith(opening), text).toBe(true);
  });
});
