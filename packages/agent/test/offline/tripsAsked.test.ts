import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { tripLine } from "../../src/journal/offline/trips.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import type { GoldenWorld } from "../golden-support/goldenWorld.js";
import { ask, buildGoldenWorld } from "../golden-support/goldenWorld.js";

// The sample journal's trips never say "trip": "Took the train to Porto for the weekend to see Miguel." Asked of the
// trips of a period, the answer lists those times away, each with its days, place and line; a period without any says so.

let world: GoldenWorld;
beforeAll(async () => {
  world = await buildGoldenWorld();
}, 120_000);
afterAll(() => world?.close());

const model = OfflineLanguageModel.make({ skills: [journalSkill] });

describe("the trips of a period, told by how one went away", () => {
  it.each([
    ["what trips did I take this year?", "trips this year (2024-01-01 to 2024-12-31):"],
    ["where did I travel in 2024?", "trips in 2024 (2024-01-01 to 2024-12-31):"],
    ["que viagens fiz este ano?", "viagens este ano (2024-01-01 a 2024-12-31):"],
    ["para onde viajei em 2024?", "viagens em 2024 (2024-01-01 a 2024-12-31):"],
  ])("%s lists the weekends in Porto", async (question, lead) => {
    const run = await ask(world, model, question);
    expect(run.calls.length).toBeGreaterThan(1);
    expect(run.calls.every((call) => call.name === "search_journal")).toBe(true);
    expect(run.answer).toContain(lead);
    expect(run.answer).toMatch(/- 2024-\d\d-\d\d.*, Porto: [“«]Took the train to Porto for the weekend to see Miguel\.[”»]/);
    expect(run.answer).not.toMatch(/nothing|nada/i);
  });

  it.each([
    ["where did I travel in 2022?", "Japan"],
    ["que viagens fiz em 2022?", "Japan"],
  ])("%s finds the trip to Japan, its days as one", async (question, place) => {
    const run = await ask(world, model, question);
    expect(run.answer).toMatch(new RegExp(`- 2022-04-10 (?:to|a) 2022-04-17, [^:]*${place}`));
  });

  it.each([
    ["what trips did I take in June 2022?", "Your journal tells of no trip in June 2022"],
    ["que viagens fiz em junho de 2022?", "O seu diário não fala de nenhuma viagem em junho de 2022"],
  ])("%s says plainly the journal tells of none", async (question, said) => {
    const run = await ask(world, model, question);
    expect(run.answer).toContain(said);
  });
});

describe("the sentence that tells of a trip", () => {
  it.each([
    ["Work was busy. Took the train to Porto for the weekend to see Miguel.", "Porto"],
    ["Flew to Berlin early this morning.", "Berlin"],
    ["We drove up to Braga for lunch.", "Braga"],
    ["Stayed at a hotel near the beach.", null],
    ["Apanhei o comboio para o Porto ao fim da tarde.", "Porto"],
    ["Peguei o trem para São Paulo.", "São Paulo"],
    ["Viajei para Madrid com a Ana.", "Madrid"],
    ["Fui a Paris no fim de semana.", "Paris"],
    ["Day 4 in Kyoto, visiting temples with Ana.", "Kyoto"],
    ["Day 5 of the trip: a day in Nara feeding the deer.", null],
    ["Último dia em Roma, voltámos cansados.", "Roma"],
  ])("%s is a trip to %s", (excerpt, place) => {
    expect(tripLine(excerpt)?.place).toBe(place);
  });

  it.each(["Went climbing at the climbing gym after work.", "Work was busy with emails and a long planning meeting.", "Fui correr no parque de Monsanto.", "Treinei no ginásio."])(
    "%s is no trip",
    (excerpt) => {
      expect(tripLine(excerpt)).toBeNull();
    },
  );
});
