import { journalTools, listDocuments, memoryTools, searchKnowledgeBase } from "@lifeos/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offlineChat } from "../support/offlineChat.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "When is my next check-up?" with no appointment remembered: the documents (a lab report that suggests one) are
// searched next and quoted with where it came from, in either language, instead of only "none remembered".

const labReport = [
  "Clinical laboratory report — Clínica do Parque",
  "Patient: Ana Silva. Collected 2026-04-14.",
  "Haemoglobin 13.9 g/dL, within the reference range.",
  "Total cholesterol 212 mg/dL, slightly above the reference.",
  "Next check-up suggested in April 2027.",
].join("\n");

let chat: Awaited<ReturnType<typeof offlineChat>>;
beforeAll(async () => {
  chat = await offlineChat([...memoryTools, ...journalTools, searchKnowledgeBase, listDocuments]);
  await chat.store("lab-report-2026.txt", labReport);
  // A booking rule that is no visit: never quoted for one.
  await chat.store("regulamento.txt", "Lixo e reciclagem. Os monos (móveis velhos) são recolhidos pela junta na primeira quinta-feira de cada mês, por marcação.");
});
afterAll(() => chat.dispose());

describe("the next visit when memory has none", () => {
  it.each([
    ["when is my next check-up?", "I have no upcoming appointment with the doctor remembered."],
    ["when is my next medical exam?", "I have no upcoming appointment with the doctor remembered."],
    ["quando é o próximo check-up?", "Não tenho guardada nenhuma marcação futura com o médico."],
    ["tenho algum check up marcado?", "Não tenho guardada nenhuma marcação futura com o médico."],
  ])("%s says none is remembered, then quotes the document that suggests one, naming it", async (question, none) => {
    const answer = await chat.answer(question);
    expect(answer.split("\n")[0]).toBe(none);
    expect(answer).not.toContain("monos");
    expect(answer).toMatch(/“Next check-up suggested in April 2027\.” \[lab-report-2026\.txt p\. 1\]|«Next check-up suggested in April 2027\.» \[lab-report-2026\.txt p\. 1\]/);
  });
});

describe("the next visit when memory has none, and the journal tells of it", () => {
  const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2024-11-29T10:00:00Z"), timeZone: "Europe/Lisbon" });
  const data = {
    search_memories: { memories: [] },
    search_knowledge_base: { results: [] },
    search_journal: { results: [
      { date: "2024-11-20", excerpt: "Long day at work. Booked the check-up at the health centre for 3 March.", confidence: "high" },
      { date: "2024-11-18", excerpt: "Dinner with Rita in Porto.", confidence: "low" },
    ] },
  };
  it.each([
    ["when is my next check-up?", "I have no upcoming appointment with the doctor remembered.\nIn your journal:\n- 2024-11-20: Booked the check-up at the health centre for 3 March."],
    ["quando é o próximo check-up?", "Não tenho guardada nenhuma marcação futura com o médico.\nNo seu diário:\n- 2024-11-20: Booked the check-up at the health centre for 3 March."],
  ])("%s quotes the entry that names it, with its date, and no other", async (question, answer) => {
    expect(await answerWith(question, data)).toBe(answer);
  });
});
