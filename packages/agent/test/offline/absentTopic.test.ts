import type { SampleJournal } from "../../src/journal/index.js";
import { localDate } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { ask } from "../golden-support/goldenWorld.js";
import { writtenJournalForFile } from "../journal-support/writtenJournal.js";

// A question whose telling word the journal never holds ("violin") is not answered with entries that share only
// its commoner words ("played"): the offline answer says the journal does not mention it, and the tool says which word.

const written = (entries: ReadonlyArray<readonly [string, string]>): SampleJournal =>
  ({ entries: entries.map(([date, content]) => ({ date: localDate(date), title: "", content })), events: [], people: [], pets: [], places: [], absentTopics: [] }) as unknown as SampleJournal;

const journal = written([
  ["2024-09-03", "Practised guitar for an hour after work; the chord changes are getting smoother."],
  ["2024-09-20", "Played guitar with Tom in the park until it got dark."],
  ["2024-10-05", "Long walk along the beach at Cascais with Ana, then ice cream."],
  ["2024-10-19", "Day trip to Sintra: the palace, the gardens and a lot of fog."],
  ["2024-11-02", "Baked sourdough bread; the crust cracked beautifully in the oven."],
  ["2024-11-16", "Evening walk around the neighbourhood to clear my head."],
  ["2024-12-20", "Tenho tocado guitarra todas as semanas; hoje toquei com o Tomás."],
  ["2024-12-07", "Fomos a Sintra ver o palácio; muito nevoeiro e um bom chá."],
  ["2024-12-14", "Um passeio longo pela praia de Carcavelos com a Ana."],
  ["2024-12-16", "Fiquei a ler um romance até tarde."],
]);

const world = writtenJournalForFile(journal, new Date("2024-12-31T20:00:00Z"));

const model = OfflineLanguageModel.make({ skills: [journalSkill] });
const searched = (run: Awaited<ReturnType<typeof ask>>) => run.results.find((result) => result.name === "search_journal")?.data as { confidence: string; missing?: string[] };

describe("a question about a topic the journal never mentions", () => {
  it.each([
    ["did I play violin with Tom?", "Your journal doesn't mention violin.", "violin"],
    ["tenho tocado violino?", "O seu diário não menciona violino nos últimos 30 dias (2024-12-02 a 2024-12-31).", "violino"],
    ["toquei violino com o Tomás?", "O seu diário não menciona violino.", "violino"],
  ])("%j says so, and the near matches are not read as about it", async (question, said, word) => {
    const run = await ask(world(), model, question);
    expect(run.answer).toContain(said);
    expect(run.answer).toMatch(/not about violin|não são sobre violino/);
    expect(run.answer).not.toMatch(/I found|Encontrei|Só encontrei/);
    expect(searched(run)).toMatchObject({ confidence: "low", missing: [word] });
  });
});

describe("a question whose words are each in different entries", () => {
  it.each([
    ["my walks in Sintra", /\b(?:sintra|walk|passe)/i],
    ["passeios em Sintra", /\b(?:sintra|walk|passe)/i],
  ])("%j offers only entries holding one of its words, with low confidence", async (question, worded) => {
    const run = await ask(world(), model, question);
    const data = run.results.find((result) => result.name === "search_journal")?.data as { confidence: string; results: Array<{ excerpt: string }> };
    expect(data.confidence).toBe("low");
    expect(data.results.length).toBeGreaterThan(0);
    expect(data.results.every((result) => worded.test(result.excerpt))).toBe(true);
    expect(run.answer).not.toMatch(/doesn't mention|não menciona/);
  });
});

describe("words the journal holds only in different entries", () => {
  it.each([
    ["walk Sintra", "No entry mentions both “walk” and “Sintra”.", "The latest about “walk”:", "The latest about “Sintra”:"],
    ["my walks in Sintra", "No entry mentions both “walks” and “Sintra”.", "The latest about “walks”:", "The latest about “Sintra”:"],
    ["passeios em Sintra", "Nenhuma entrada menciona «passeios» e «Sintra» em conjunto.", "As mais recentes sobre «passeios»:", "As mais recentes sobre «Sintra»:"],
  ])("%j says no entry holds them together, then shows the entries of each word alone", async (question, never, walks, sintra) => {
    const run = await ask(world(), model, question);
    expect((run.results[0]!.data as { apart?: string[] }).apart?.length).toBe(2);
    expect(run.answer).toContain(never);
    expect(run.answer).not.toMatch(/weak matches|resultados fracos/);
    const [, walking, inSintra] = run.answer.split(/\n\n/);
    expect(walking).toContain(walks);
    // The latest walks first, in either language; only entries about Sintra under Sintra.
    expect(walking!.indexOf("2024-12-14")).toBeLessThan(walking!.indexOf("2024-11-16"));
    expect(inSintra).toContain(sintra);
    expect(inSintra!.match(/\d{4}-\d{2}-\d{2}/g)).toEqual(["2024-12-07", "2024-10-19"]);
  });
});

describe("a question about a topic the journal holds", () => {
  it("says plainly when the journal has nothing about a one-word topic", async () => {
    expect((await ask(world(), model, "have I played the violin?")).answer).toBe("I found nothing about “violin” in your journal.");
    expect((await ask(world(), model, "quando toquei violino pela última vez?")).answer).toBe("Não encontrei nada sobre «violino» no diário.");
  });

  it.each([
    ["have I played the guitar?", "guitar"],
    ["tenho tocado guitarra?", "guitarra"],
  ])("%j finds it with high confidence", async (question, word) => {
    const run = await ask(world(), model, question);
    expect(searched(run).confidence).toBe("high");
    expect(searched(run).missing).toBeUndefined();
    expect(run.answer).toContain(word);
    expect(run.answer).not.toMatch(/doesn't mention|não menciona/);
  });
});

describe("entries found by likeness alone", () => {
  it.each([
    ["how much money did I spend on food?", "money"],
    ["quanto dinheiro gastei em comida?", "dinheiro"],
    ["did I buy a violin with my savings?", "violin"],
    ["comprei um violino com as poupanças?", "violino"],
  ])("%j are not offered as the closest entries when they share no word asked", async (question, word) => {
    const run = await ask(world(), model, question);
    expect(run.answer).toContain(word);
    expect(run.answer).not.toContain("romance");
    // Only entries sharing a word asked may be offered as the closest ("bread" is food); "até" is not "ate".
  });
});
