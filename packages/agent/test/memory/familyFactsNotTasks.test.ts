import { describe, expect, it } from "vitest";
import { memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation } from "../support/offlineConversation.js";

// "What do you know about my family?": its people and what was told of them (relations, ages, jobs, what they do); a
// task or an appointment that names one of them ("buy flowers for Mother's Day") is still to be done, not a fact.

const now = new Date("2025-03-12T15:00:00Z");
const { answerWith } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "search_memories", "get_person"], now, timeZone: "Europe/Lisbon" });
const row = (content: string, type: string, entities: ReadonlyArray<string> = []) => ({ content, date: "2025-03-01", dated: false, type, current: true, entities });
const found = [
  row("Ana is my sister", "relationship", ["Ana"]),
  row("I need to buy flowers (for Mother's Day, 4 May 2025)", "task"),
  row("Tenho de comprar flores (para o Dia da Mãe, 4 de maio de 2025)", "task"),
  row("My mother is 67", "fact"),
  row("Ana works as a teacher", "fact", ["Ana"]),
  row("O meu irmão joga futebol às terças", "fact"),
  row("Dentist with my father on Friday", "appointment"),
];

describe("the family, told back", () => {
  it.each([
    ["what do you know about my family?", ["Ana is your sister", "Your mother is 67", "Ana works as a teacher", "futebol"]],
    ["o que sabe sobre a minha família?", ["Ana is my sister", "My mother is 67", "Ana works as a teacher", "futebol"]],
    ["o que você sabe sobre a minha família?", ["Ana is my sister", "My mother is 67", "Ana works as a teacher", "futebol"]],
  ])("%j lists its people and what was told of them, not what is still to do", async (question, facts) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories: found } : { results: [] }));
    for (const fact of facts) expect(text).toContain(fact);
    expect(text).not.toMatch(/flowers|flores/);
    expect(text).not.toContain("Dentist");
  });
});
