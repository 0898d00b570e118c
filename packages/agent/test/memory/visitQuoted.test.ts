import { describe, expect, it } from "vitest";
import { memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation } from "../support/offlineConversation.js";

// A journal kept with a template ("Humor: ok. Sono: 5h." above the day): the last visit quotes the sentence that tells
// the visit, not the fields and the rest of the day around it.

const now = new Date("2026-11-30T10:00:00Z");
const { answerWith } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "search_memories"], now, timeZone: "Europe/Lisbon" });

describe("the last visit told in a templated entry", () => {
  it.each([
    ["when did I last go to the dentist?", "Mood: ok. Sleep: 5h. Went to the dentist for a cleaning. Then lunch at the bakery.", "The last time was on 2026-10-06: Went to the dentist for a cleaning. (journal)."],
    ["quando fui ao dentista pela última vez?", "Humor: ok. Sono: 5h. Gratidão: a família. Fui ao dentista fazer limpeza. Depois passei na Padaria Estrela.", "A última vez foi em 2026-10-06: Fui ao dentista fazer limpeza. (diário)."],
  ])("%s quotes the visit alone", async (question, excerpt, expected) => {
    const data = { search_memories: { memories: [] }, search_journal: { results: [{ entryId: "e", date: "2026-10-06", excerpt, score: 1, confidence: "high" }] } };
    const text = await answerWith(question, data);
    expect(text).toBe(expected);
  });
});

describe("the last visit beside other things remembered", () => {
  const memories = [
    { content: "I need to call mom", date: "2026-12-03", dated: true, type: "task", current: true },
    { content: "Preciso de pagar a renda", date: "2027-01-01", dated: true, type: "appointment", current: true },
    { content: "Dentist appointment with Dr. Lopes", date: "2026-12-15", dated: true, type: "appointment", current: true },
    { content: "Went to the dentist for a filling", date: "2026-09-01", dated: true, type: "event", current: true },
    { content: "Dinner with Ana at the harbour", date: "2026-10-20", dated: true, type: "event", current: true },
  ];
  it.each([
    ["when did I last go to the dentist?", "The last time was on 2026-09-01: Went to the dentist for a filling (memory).\nNext: 2026-12-15: Dentist appointment with Dr. Lopes."],
    ["quando fui ao dentista pela última vez?", "A última vez foi em 2026-09-01: Went to the dentist for a filling (memória).\nPróxima: 2026-12-15: Dentist appointment with Dr. Lopes."],
  ])("%s names only the dentist's visits, last and next", async (question, expected) => {
    const text = await answerWith(question, { search_memories: { memories }, search_journal: { results: [] } });
    expect(text).toBe(expected);
  });

  it.each(["when did I last go to the dentist?", "quando fui ao dentista pela última vez?"])("%s with no such visit names no other thing ahead", async (question) => {
    const text = await answerWith(question, { search_memories: { memories: memories.filter((memory) => !/dentist/i.test(memory.content)) }, search_journal: { results: [] } });
    expect(text).toMatch(/^(?:I found no such visit in your memories or your journal\.|Não encontro nenhuma visita dessas nas suas memórias nem no diário\.)$/u);
  });
});
