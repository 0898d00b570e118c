import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { WrittenNames } from "../../src/journal/vocabulary/writtenNames.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import type { GoldenWorld } from "../golden-support/goldenWorld.js";
import { ask, buildGoldenWorld } from "../golden-support/goldenWorld.js";

// One ask of several things side by side (two measures, two people, two periods), over the sample journal in a real
// SQLite database through the tool loop: each thing is answered, not only the first.

let world: GoldenWorld;
beforeAll(async () => {
  world = await buildGoldenWorld();
}, 120_000);
afterAll(() => world?.close());

const model = OfflineLanguageModel.make({ skills: [journalSkill] });

/** The names the sample journal writes, as `UserVocabulary` reads them. */
const namesOf = () => {
  const written = new WrittenNames();
  for (const entry of world.entries) written.add(entry.content);
  return written.names();
};

/** The text of the sample entry of a day. */
const entryOf = (date: string) => world.entries.find((entry) => entry.date === date)?.content ?? "";

describe("things asked together over the sample journal", () => {
  it.each([
    ["how have my sleep and mood been?", /Your mood (?:from|[^(]*\() ?(\S+) to (\S+?)\)? averaged/u, "sleep"],
    ["como têm estado o meu humor e o meu sono?", /A média de humor (?:de|[^(]*\() ?(\S+) a (\S+?)\)? foi/u, "sono"],
  ])("%s answers the mood and the sleep of the same days", async (question, mood, sleep) => {
    const run = await ask(world, model, question);
    for (const result of run.results) expect(result.success).toBe(true);
    const [, from, to] = mood.exec(run.answer) ?? [];
    expect(from).toBeDefined();
    expect(run.calls.find((call) => call.name === "search_journal")?.arguments).toMatchObject({ query: sleep, from, to });
    expect(run.answer).toMatch(/could not sleep|sleep|dormi/iu);
  });

  it.each([
    ["when did I last see Ana and Tom?", /The last time was on (\S+):/u],
    ["quando vi a Ana e o Tom pela última vez?", /A última vez foi em (\S+):/u],
  ])("%s says the last time of each, from an entry naming them", async (question, last) => {
    const run = await ask(world, model, question);
    const tom = run.answer.indexOf("Tom:\n");
    expect(run.answer.startsWith("Ana:\n")).toBe(true);
    expect(tom).toBeGreaterThan(0);
    const [, anaDate] = last.exec(run.answer.slice(0, tom)) ?? [];
    const [, tomDate] = last.exec(run.answer.slice(tom)) ?? [];
    expect(entryOf(anaDate ?? "")).toMatch(/\bAna\b/u);
    expect(entryOf(tomDate ?? "")).toMatch(/\bTom\b/u);
  });

  it.each(["how often do I see Ana and Tom?", "quantas vezes estive com a Ana e com o Tom?"])("%s counts each person", async (question) => {
    const run = await ask(world, model, question);
    expect(run.calls.filter((call) => call.name === "count_mentions").map((call) => call.arguments["query"])).toEqual(["Ana", "Tom"]);
    expect(run.answer).toMatch(/[“«]Ana[”»]/u);
    expect(run.answer).toMatch(/[“«]Tom[”»]/u);
  });

  it.each([
    ["summarise 2023 and 2024", "get_year_summary", [2023, 2024], ["2023:", "2024:"]],
    ["resume 2023 e 2024", "get_year_summary", [2023, 2024], ["2023:", "2024:"]],
    ["how were March and April 2024?", "get_month_summary", ["2024-03", "2024-04"], ["March 2024:", "April 2024:"]],
    ["como foram março e abril de 2024?", "get_month_summary", ["2024-03", "2024-04"], ["Março de 2024:", "Abril de 2024:"]],
    ["what happened in march and april 2024?", "get_month_summary", ["2024-03", "2024-04"], ["March 2024:", "April 2024:"]],
    ["como correram novembro e dezembro?", "get_month_summary", ["2024-11", "2024-12"], ["Novembro de 2024:", "Dezembro de 2024:"]],
    ["how was yesterday and today?", "get_entry", [undefined, undefined], ["On 2024-12-30", "On 2024-12-31"]],
    ["como foi ontem e hoje?", "get_entry", [undefined, undefined], ["Em 2024-12-30", "Em 2024-12-31"]],
  ])("%s reviews each period, in order", async (question, tool, periods, labels) => {
    const run = await ask(world, model, question);
    expect(run.calls.filter((call) => call.name === tool).map((call) => call.arguments["year"] ?? call.arguments["month"])).toEqual(periods);
    const [first, second] = labels.map((label) => run.answer.indexOf(label));
    expect(first).toBe(0);
    expect(second).toBeGreaterThan(first!);
  });

  it.each([
    ["when did i last see miguel and sofia?", /The last time was on (\S+):/u],
    ["quando vi o miguel e a sofia pela ultima vez?", /A última vez foi em (\S+):/u],
  ])("%s, in lower case, says the last time of each of the journal's people", async (question, last) => {
    const run = await ask(world, model, question, [], namesOf());
    const sofia = run.answer.indexOf("Sofia:\n");
    expect(run.answer.startsWith("Miguel:\n")).toBe(true);
    expect(sofia).toBeGreaterThan(0);
    expect(entryOf(last.exec(run.answer.slice(sofia))?.[1] ?? "")).toMatch(/\bSofia\b/u);
  });

  it.each([
    ["when did I last see Ana and Tom together?", /The last time was on (\S+):/u],
    ["quando estive com a Ana e o Tom juntos?", /A última vez foi em (\S+):/u],
  ])("%s answers from an entry naming both", async (question, last) => {
    const run = await ask(world, model, question);
    const entry = entryOf(last.exec(run.answer)?.[1] ?? "");
    expect(entry).toMatch(/\bAna\b/u);
    expect(entry).toMatch(/\bTom\b/u);
  });
});
