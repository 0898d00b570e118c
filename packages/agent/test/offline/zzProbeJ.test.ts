import { it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { ask, sampleJournalWorld } from "../golden-support/goldenWorld.js";
const world = sampleJournalWorld();
const model = OfflineLanguageModel.make({ skills: [journalSkill] });
const qs = (process.env.QS ?? "").split("|");
it("probe", async () => {
  for (const q of qs) {
    const run = await ask(world(), model, q);
    console.log("Q:", q, "\nCALLS:", JSON.stringify(run.calls), "\n", run.answer, "\n-----");
  }
}, 120000);
