import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import type { GoldenWorld } from "../golden-support/goldenWorld.js";
import { ask, buildGoldenWorld } from "../golden-support/goldenWorld.js";

// Two asks in one message, over the sample journal in a real SQLite database, through the tool loop: each ask's
// calls run and succeed, and the answer holds both, in order.

let world: GoldenWorld;
beforeAll(async () => {
  world = await buildGoldenWorld();
}, 120_000);
afterAll(() => world?.close());

const model = OfflineLanguageModel.make({ skills: [journalSkill] });

describe("two asks over the sample journal", () => {
  it.each([
    ["how was March 2024 and who did I see most?", ["#### How was March 2024?", "#### Who did I see most?"]],
    ["como foi março de 2024 e com quem estive mais?", ["#### Como foi março de 2024?", "#### Com quem estive mais?"]],
  ])("%s answers the month, then who was in it", async (question, headings) => {
    const run = await ask(world, model, question);
    for (const result of run.results) expect(result.success).toBe(true);
    expect(run.calls.find((call) => call.name === "get_month_summary")?.arguments).toEqual({ month: "2024-03" });
    expect(run.calls.find((call) => call.name === "rank_names")?.arguments).toMatchObject({ kind: "person", from: "2024-03-01", to: "2024-03-31" });
    const [first, second] = headings.map((heading) => run.answer.indexOf(heading));
    expect(first).toBe(0);
    expect(second).toBeGreaterThan(first!);
  });

  it.each(["how have my sleep and mood been?", "como têm andado o meu sono e o meu humor?"])("%s is one ask", async (question) => {
    const run = await ask(world, model, question);
    expect(run.answer).not.toContain("####");
  });
});
