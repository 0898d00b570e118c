import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalSkill } from "../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../src/models/offline/OfflineLanguageModel.js";
import { goldenQuestions } from "./golden-support/goldenQuestions.js";
import type { GoldenWorld } from "./golden-support/goldenWorld.js";
import { ask, buildGoldenWorld } from "./golden-support/goldenWorld.js";
import { expectGrounded } from "./golden-support/grounding.js";

let world: GoldenWorld;
beforeAll(async () => {
  world = await buildGoldenWorld();
}, 120_000);
afterAll(() => world?.close());

describe("golden questions with the offline model", () => {
  it("has at least 40 questions of every kind", () => {
    expect(goldenQuestions.length).toBeGreaterThanOrEqual(40);
    expect(new Set(goldenQuestions.map((question) => question.kind))).toEqual(new Set(["temporal", "thematic", "mood", "summary", "absent"]));
  });

  it.each(goldenQuestions.map((question) => [question.question, question] as const))("%s", async (_text, question) => {
    const run = await ask(world, OfflineLanguageModel.make({ skills: [journalSkill] }), question.question);
    expect(run.calls[0]?.name).toBe(question.call.name);
    for (const key of question.exact ?? []) expect(run.calls[0]?.arguments[key]).toEqual(question.call.args[key]);
    question.check(run, world);
    expectGrounded(question, run, world);
  });
});
