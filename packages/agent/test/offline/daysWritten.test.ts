import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import type { GoldenWorld } from "../golden-support/goldenWorld.js";
import { ask, buildGoldenWorld } from "../golden-support/goldenWorld.js";

// "How many days did I write?" over the sample journal (today 2024-12-31): the days with an entry, not the entries,
// with the period said.

let world: GoldenWorld;
beforeAll(async () => {
  world = await buildGoldenWorld();
}, 120_000);
afterAll(() => world?.close());

const model = OfflineLanguageModel.make({ skills: [journalSkill] });

/** The days of a month ("2024-12") that hold an entry, and its entries. */
const writtenIn = (month: string) => {
  const entries = world.entries.filter((entry) => entry.date.startsWith(month));
  return { days: new Set(entries.map((entry) => entry.date)).size, entries: entries.length };
};

describe("the days written in a period", () => {
  it.each([
    ["how many days did I write this month?", "2024-12", "this month (2024-12-01 to 2024-12-31)", /You wrote on (\d+) of the 31 days/u],
    ["on how many days did I journal last month?", "2024-11", "last month (2024-11-01 to 2024-11-30)", /You wrote on (\d+) of the 30 days/u],
    ["quantos dias escrevi este mês?", "2024-12", "este mês (2024-12-01 a 2024-12-31)", /Escreveu em (\d+) dos 31 dias/u],
    ["em quantos dias escrevi no diário em outubro?", "2024-10", "em outubro (2024-10-01 a 2024-10-31)", /Escreveu em (\d+) dos 31 dias/u],
  ])("%s counts the days with an entry and says the period", async (question, month, label, days) => {
    const run = await ask(world, model, question);
    const written = writtenIn(month);
    expect(run.answer).toContain(label);
    expect(Number(days.exec(run.answer)?.[1])).toBe(written.days);
    // The entries are said beside the days only when some day holds more than one.
    if (written.entries !== written.days) expect(run.answer).toContain(String(written.entries));
  });
});
