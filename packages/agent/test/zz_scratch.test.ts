import { it } from "vitest";
import { readFileSync } from "node:fs";
import * as OfflineLanguageModel from "../src/models/offline/OfflineLanguageModel.js";
import { journalSkill } from "../src/journal/offline/journalSkill.js";
import { ask, buildGoldenWorld } from "./golden-support/goldenWorld.js";
it("dump", async () => {
  const world = await buildGoldenWorld();
  const model = OfflineLanguageModel.make({ skills: [journalSkill] });
  const out: string[] = [];
  for (const q of readFileSync("/tmp/scratch/ask.txt", "utf8").split("\n").filter((l) => l.trim())) {
    const run = await ask(world, model, q);
    out.push(`### ${q}\n${run.calls.map((c) => `> ${c.name} ${JSON.stringify(c.arguments)}`).join("\n")}\n${run.answer}\n`);
  }
  (await import("node:fs")).writeFileSync("/tmp/scratch/answers.md", out.join("\n"));
}, 600000);
