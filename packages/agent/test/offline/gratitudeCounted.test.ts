import type { SampleJournal } from "../../src/journal/index.js";
import { localDate } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { ask } from "../golden-support/goldenWorld.js";
import { writtenJournalForFile } from "../journal-support/writtenJournal.js";

// "What am I grateful for?" over a journal with more entries of gratitude than one search shows: the answer says how
// many the period holds, all counted, and what the ones it read thank for; a period with fewer lists them all.

const things = ["Grateful for the people around me.", "Gratidão: a saúde da mãe.", "Thankful for quiet mornings with coffee."];
/** 26 entries of gratitude, every third day from 2024-10-01 (the last nine in December), among days about other things. */
const entries = Array.from({ length: 26 }, (_, index) => {
  const date = new Date(Date.UTC(2024, 9, 1 + index * 3)).toISOString().slice(0, 10);
  return { date: localDate(date), title: "", content: `Walked to work in the rain. ${things[index % 3]} Cooked soup in the evening.` };
});
const journal = { entries, events: [], people: [], pets: [], places: [], absentTopics: [] } as unknown as SampleJournal;

const world = writtenJournalForFile(journal, new Date("2024-12-31T20:00:00Z"));

const model = OfflineLanguageModel.make({ skills: [journalSkill] });
const inDecember = entries.filter((entry) => entry.date >= "2024-12-01").length;

describe("what the person is grateful for, over every entry of the period", () => {
  it.each([
    ["what am I grateful for?", "26 entries speak of gratitude; from the 20 that say it most plainly:", "people around me: "],
    ["pelo que sou grata?", "26 entradas falam de gratidão; das 20 que o dizem mais claramente:", "saúde da mãe: "],
  ])("%j says how many entries there were, beyond the 20 read", async (question, counted, thing) => {
    const run = await ask(world(), model, question);
    expect(run.answer).toContain(counted);
    expect(run.answer).toContain(thing);
  });

  it.each([
    ["what was I grateful for in December?", `(${inDecember} entries found):`],
    ["pelo que fiquei grato em dezembro?", `(${inDecember} entradas encontradas):`],
  ])("%j, a period with fewer, lists them all", async (question, heading) => {
    const run = await ask(world(), model, question);
    expect(run.answer).toContain(heading);
    expect(run.answer).not.toMatch(/speak of gratitude|falam de gratidão/);
  });
});
