import { localDate } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import type { SampleJournal } from "../../src/journal/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { ask } from "../golden-support/goldenWorld.js";
import { writtenJournalForFile } from "../journal-support/writtenJournal.js";

// "Did I go out with friends last weekend?" when no entry of the weekend says "friends": the answer says so, then lists
// what each day of the weekend says, so the person sees what they did; a long period is not listed day by day.

const entries = [
  { date: "2024-04-20", content: "Long walk along the coast. Cooked a big pot of soup for the week." },
  { date: "2024-05-04", content: "Went to the cinema with Tom and Rita, then pizza at the square until midnight." },
  { date: "2024-05-05", content: "Fui correr de manhã e passei a tarde a ler no sofá." },
  { date: "2024-05-08", content: "Meeting with the bank about the mortgage. Long day." },
].map((entry) => ({ ...entry, date: localDate(entry.date), title: "" }));
const journal = { entries, events: [], people: [], pets: [], places: [], absentTopics: [] } as unknown as SampleJournal;

/** Friday 10 May 2024 in Lisbon: last weekend is 4-5 May. */
const world = writtenJournalForFile(journal, new Date("2024-05-10T10:00:00Z"));
const model = OfflineLanguageModel.make({ skills: [journalSkill] });

describe("a short period whose entries do not name the topic", () => {
  it.each([
    ["did I go out with friends last weekend?", "friends"],
    ["saí com amigos no fim de semana passado?", "amigos"],
  ])("%j lists the period's entries day by day", async (question, topic) => {
    const run = await ask(world(), model, question);
    expect(run.calls[0]).toMatchObject({ name: "search_journal", arguments: { query: topic } });
    expect(run.answer).toMatch(/- 2024-05-04: .*cinema with Tom and Rita/u);
    expect(run.answer).toMatch(/- 2024-05-05: .*Fui correr de manhã/u);
    expect(run.answer).not.toContain("2024-05-08");
  });

  it.each([
    ["did I go out with friends last month?", "I found nothing about “friends”"],
    ["saí com amigos no mês passado?", "Não encontrei nada sobre «amigos»"],
  ])("%j, a month, says it found nothing without listing the month", async (question, nothing) => {
    const run = await ask(world(), model, question);
    expect(run.answer).toContain(nothing);
    expect(run.answer).not.toContain("2024-04-20");
  });
});
