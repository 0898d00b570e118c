import { localDate } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import type { SampleJournal } from "../../src/journal/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { ask } from "../golden-support/goldenWorld.js";
import { writtenJournalForFile } from "../journal-support/writtenJournal.js";

// "What made me happy this month?" over long entries that open with errands: each happiest day is quoted where it
// reads glad, past its first lines; "what stressed me this week?" where it reads stressed.

const errands =
  "Woke up at seven and made coffee. Answered a few emails and sorted the receipts from last month. Took the car to the garage for its yearly check and waited an hour. " +
  "Bought bread, milk and eggs on the way back. Cleaned the kitchen and hung the laundry out to dry.";
const tarefas =
  "Acordei às sete e fiz café. Respondi a alguns emails e arrumei os recibos do mês passado. Levei o carro à oficina para a revisão anual e esperei uma hora. " +
  "Comprei pão, leite e ovos no caminho de volta. Limpei a cozinha e estendi a roupa.";

const entries = [
  { date: "2024-05-02", content: `${errands} In the evening we had dinner with Ana by the river and I loved it, such a happy and wonderful night.` },
  { date: "2024-05-03", content: `${tarefas} À noite jantámos com a Ana à beira-rio e adorei, foi uma noite feliz e maravilhosa.` },
  { date: "2024-05-07", content: `${errands} Then the client moved the deadline up and I felt stressed and anxious all afternoon, worried we would miss it.` },
  { date: "2024-05-08", content: `${tarefas} Depois o cliente antecipou o prazo e fiquei stressado e ansioso a tarde toda, preocupado com a entrega.` },
].map((entry) => ({ ...entry, date: localDate(entry.date), title: "" }));
const journal = { entries, events: [], people: [], pets: [], places: [], absentTopics: [] } as unknown as SampleJournal;

/** Friday 10 May 2024 in Lisbon. */
const world = writtenJournalForFile(journal, new Date("2024-05-10T10:00:00Z"));
const model = OfflineLanguageModel.make({ skills: [journalSkill] });

/** The answer's line of a day. */
const lineOf = (answer: string, date: string): string => answer.split("\n").find((line) => line.startsWith(`- ${date}`)) ?? "";

describe("the part of each day that carries the mood asked about", () => {
  const glad = { "2024-05-02": "we had dinner with Ana by the river and I loved it", "2024-05-03": "jantámos com a Ana à beira-rio e adorei" };
  const stressed = { "2024-05-07": "I felt stressed and anxious all afternoon", "2024-05-08": "fiquei stressado e ansioso a tarde toda" };
  it.each([
    ["what made me happy this month?", glad],
    ["o que me deixou feliz este mês?", glad],
    ["what stressed me this week?", stressed],
    ["o que me estressou esta semana?", stressed],
  ])("%j quotes the days where they say it, not how they open", async (question, parts) => {
    const run = await ask(world(), model, question);
    for (const [date, part] of Object.entries(parts)) {
      expect(lineOf(run.answer, date)).toContain(part);
      expect(lineOf(run.answer, date)).not.toMatch(/Woke up at seven|Acordei às sete/u);
    }
  });
});
