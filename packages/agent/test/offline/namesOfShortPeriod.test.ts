import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import type { GoldenWorld } from "../golden-support/goldenWorld.js";
import { ask, buildGoldenWorld } from "../golden-support/goldenWorld.js";

// "Where did I go last weekend?", "who was I with last weekend?" over the sample journal (today 2024-12-31): a weekend
// or a week is told day by day, the places or people each day's entry names, not ranked by how often as a year is.

let world: GoldenWorld;
beforeAll(async () => {
  world = await buildGoldenWorld();
}, 120_000);
afterAll(() => world?.close());

const model = OfflineLanguageModel.make({ skills: [journalSkill] });

/** The bulleted lines of an answer. */
const listed = (answer: string) => answer.split("\n").filter((line) => line.startsWith("- "));

describe("the places of a short period, day by day", () => {
  it.each([
    ["where did I go last weekend?", ["- Saturday 2024-12-28: Porto", "- Sunday 2024-12-29: Cafe Aurora"], "last weekend (2024-12-28 to 2024-12-29)"],
    ["onde fui no fim de semana passado?", ["- sábado, 2024-12-28: Porto", "- domingo, 2024-12-29: Cafe Aurora"], "no fim de semana passado (2024-12-28 a 2024-12-29)"],
  ])("%s lists each day with the places its entry names", async (question, lines, label) => {
    const run = await ask(world, model, question);
    expect(run.answer).toContain(label);
    expect(run.answer).not.toMatch(/\bmost\b|\bmais\b|the last on|a última em/u);
    expect(listed(run.answer)).toEqual(lines);
  });

  it.each(["where did I go last week?", "onde estive na semana passada?"])("%s lists the week's days in date order", async (question) => {
    const run = await ask(world, model, question);
    const days = listed(run.answer).map((line) => /(\d{4}-\d\d-\d\d)/u.exec(line)?.[1] ?? "");
    expect(days.length).toBeGreaterThan(1);
    expect(days.every((day) => day >= "2024-12-23" && day <= "2024-12-29")).toBe(true);
    expect([...days].sort()).toEqual(days);
    expect(run.answer).not.toMatch(/the last on|a última em/u);
  });

  it.each(["where did I go most this year?", "onde fui mais vezes este ano?"])("%s still ranks a year's places by how often", async (question) => {
    const run = await ask(world, model, question);
    expect(run.answer).toMatch(/the last on|a última em/u);
  });
});

describe("the people of a short period, day by day", () => {
  it.each([
    ["who was I with last weekend?", ["- Saturday 2024-12-28: Miguel and Rita", "- Sunday 2024-12-29: Miguel"], "The people your entries name last weekend (2024-12-28 to 2024-12-29), day by day:"],
    ["com quem estive no fim de semana passado?", ["- sábado, 2024-12-28: Miguel e Rita", "- domingo, 2024-12-29: Miguel"], "As pessoas que as entradas mencionam no fim de semana passado (2024-12-28 a 2024-12-29), dia a dia:"],
  ])("%s lists each day with the people its entry names", async (question, lines, head) => {
    const run = await ask(world, model, question);
    expect(run.answer).toContain(head);
    expect(run.answer).not.toMatch(/the last on|a última em/u);
    expect(listed(run.answer)).toEqual(lines);
  });

  it.each(["who did I see last week?", "com quem estive na semana passada?"])("%s lists the week's days in date order, with everyone of them", async (question) => {
    const run = await ask(world, model, question);
    const days = listed(run.answer).map((line) => /(\d{4}-\d\d-\d\d)/u.exec(line)?.[1] ?? "");
    expect(days.length).toBeGreaterThan(1);
    expect(days.every((day) => day >= "2024-12-23" && day <= "2024-12-29")).toBe(true);
    expect([...days].sort()).toEqual(days);
    expect(run.answer).not.toMatch(/the last on|a última em/u);
  });

  it.each(["who did I see most last week?", "com quem estive mais na semana passada?"])("%s still ranks them, as asked", async (question) => {
    const run = await ask(world, model, question);
    expect(run.answer).toMatch(/the last on|a última em/u);
  });
});
