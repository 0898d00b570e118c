import type { ModelMessage } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import type { GoldenWorld } from "../golden-support/goldenWorld.js";
import { ask, buildGoldenWorld } from "../golden-support/goldenWorld.js";

// Advice asked, alone or about what was just said: the suggestions the journal's readings give, listed with a first
// step each — not one of them, and not the list of what the offline mode can do.

let world: GoldenWorld;
beforeAll(async () => {
  world = await buildGoldenWorld();
}, 120_000);
afterAll(() => world?.close());

const model = OfflineLanguageModel.make({ skills: [journalSkill] });

/** The suggestions an answer lists, each "- title: first step (N min)." with no stop before the colon or the minutes. */
const listed = (answer: string) => [...answer.matchAll(/^- [^:\n]+[^.:\n]: .+[^.] \(\d+ min\)\.$/gmu)];

describe("advice asked", () => {
  it.each([
    ["any advice?", /^Suggestions from your entries of the last 14 days, each with a first step \(3 of \d+\):/u],
    ["any suggestions for me?", /^Suggestions from your entries of the last 14 days, each with a first step \(3 of \d+\):/u],
    ["que sugestões tens para mim?", /^Sugestões a partir das suas entradas dos últimos 14 dias, cada uma com um primeiro passo \(3 de \d+\):/u],
    ["o que devo fazer para me sentir melhor?", /^Sugestões a partir das suas entradas dos últimos 14 dias, cada uma com um primeiro passo \(3 de \d+\):/u],
  ])("%s lists the suggestions first, each with its first step", async (question, heading) => {
    const run = await ask(world, model, question);
    expect(run.calls.map((call) => call.name)).toEqual(["get_current_state"]);
    expect(run.answer).toMatch(heading);
    expect(listed(run.answer)).toHaveLength(3);
  });

  it.each([
    ["what's been stressing me out lately?", "what can I do about it?", "Suggestions from your entries"],
    ["how stressed was I last week?", "what can I do about that?", "Suggestions from your entries"],
    ["ando stressado", "o que posso fazer quanto a isso?", "Sugestões a partir das suas entradas"],
    ["como foi o meu stress na semana passada?", "e o que posso fazer para melhorar?", "Sugestões a partir das suas entradas"],
  ])("after %s, %s lists the suggestions", async (first, next, heading) => {
    const earlier = await ask(world, model, first);
    const conversation: ModelMessage[] = [
      { role: "user", content: first },
      { role: "assistant", content: earlier.answer },
    ];
    const run = await ask(world, model, next, conversation);
    expect(run.calls.map((call) => call.name)).toContain("get_current_state");
    expect(run.answer).toContain(heading);
    expect(listed(run.answer).length).toBeGreaterThanOrEqual(3);
  });

  it.each(["how am I doing?", "como tenho andado?"])("%s, no advice asked, still gives one suggestion", async (question) => {
    const run = await ask(world, model, question);
    expect(run.answer).toMatch(/(?:One|Uma) de? ?\d+ (?:suggestions|sugestões)|One of \d+ suggestions/u);
    expect(listed(run.answer)).toHaveLength(0);
  });
});
