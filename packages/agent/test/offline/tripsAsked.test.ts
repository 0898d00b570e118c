import { localDate } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SampleJournal } from "../../src/journal/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { tripLine } from "../../src/journal/offline/trips.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import type { GoldenWorld } from "../golden-support/goldenWorld.js";
import { ask, buildGoldenWorld } from "../golden-support/goldenWorld.js";
import { writtenJournalForFile } from "../journal-support/writtenJournal.js";

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
  ])("%s gathers the many weekends in Porto on one line", async (question, lead) => {
    const run = await ask(world, model, question);
    expect(run.calls.length).toBeGreaterThan(1);
    expect(run.calls.every((call) => call.name === "search_journal")).toBe(true);
    expect(run.answer).toContain(lead);
    const trips = Number(/(\d+) (?:trips|viagens)/u.exec(run.answer)?.[1]);
    const [, times, last] = /- Porto — (\d+) (?:times \(the last on|vezes \(a última em) (2024-\d\d-\d\d)\): [“«]Took the train to Porto for the weekend to see Miguel\.[”»]/u.exec(run.answer) ?? [];
    expect(Number(times)).toBeGreaterThan(10);
    expect(last).toBe("2024-12-28");
    // One line for Porto, one for each other trip: the list stays short.
    expect(run.answer.split("\n").filter((line) => line.startsWith("- ")).length).toBe(trips - Number(times) + 1);
    expect(run.answer).not.toMatch(/- 2024-\d\d-\d\d.*, Porto:/u);
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
    // No word of travel, but a place named and a time away said beside it.
    ["Went to Porto for the weekend with Ana.", "Porto"],
    ["Spent the weekend in Lisbon, lots of walking.", "Lisbon"],
    ["Spent a few days in Madeira with my parents.", "Madeira"],
    ["Fui ao Porto no fim de semana ver o Miguel.", "Porto"],
    ["Passei o fim de semana em Lisboa com a Rita.", "Lisboa"],
    ["Passámos uns dias na Madeira.", "Madeira"],
  ])("%s is a trip to %s", (excerpt, place) => {
    expect(tripLine(excerpt)?.place).toBe(place);
  });

  it.each([
    "Went climbing at the climbing gym after work.",
    "Work was busy with emails and a long planning meeting.",
    "Fui correr no parque de Monsanto.",
    "Treinei no ginásio.",
    // Going somewhere without a time away is an errand as likely as a trip; a common noun is no place away.
    "Went to IKEA after work for a new lamp.",
    "Went to the gym for the weekend challenge.",
    "Fui ao Continente comprar fruta.",
    "Fui ao ginásio no fim de semana.",
    "Went to the office over the weekend to finish the report.",
  ])(
    "%s is no trip",
    (excerpt) => {
      expect(tripLine(excerpt)).toBeNull();
    },
  );
});

const written = (entries: ReadonlyArray<readonly [string, string]>): SampleJournal =>
  ({ entries: entries.map(([date, content]) => ({ date: localDate(date), title: "", content })), events: [], people: [], pets: [], places: [], absentTopics: [] }) as unknown as SampleJournal;

// A journal whose times away never say "trip", "train" or "hotel", among errands on weekends.
const away = writtenJournalForFile(
  written([
    ["2024-03-09", "Went to Porto for the weekend with Ana. Francesinhas and a walk by the river."],
    ["2024-03-16", "Went to IKEA for a new lamp, then a quiet evening."],
    ["2024-05-18", "Passei o fim de semana em Lisboa com a Rita, muito calor."],
    ["2024-06-01", "Fui ao ginásio no fim de semana, treino de pernas."],
    ["2024-07-20", "Fui ao Porto no fim de semana ver o Miguel."],
    ["2024-09-07", "Spent the weekend in Lisbon: Alfama, sardines and fado."],
    ["2024-10-12", "Weekend at home, cleaning and laundry."],
  ]),
  new Date("2024-12-31T20:00:00Z"),
);

describe("trips told without a word of travel", () => {
  it.each([
    ["what trips did I take this year?", "Your journal tells of 4 trips this year"],
    ["que viagens fiz este ano?", "O seu diário fala de 4 viagens este ano"],
  ])("%s lists the weekends away, not the errands", async (question, lead) => {
    const run = await ask(away(), model, question);
    expect(run.answer).toContain(lead);
    for (const line of [/- 2024-03-09, Porto: /, /- 2024-05-18, Lisboa: /, /- 2024-07-20, Porto: /, /- 2024-09-07, Lisbon: /]) expect(run.answer).toMatch(line);
    expect(run.answer).not.toMatch(/IKEA|ginásio|laundry/);
  });
});
