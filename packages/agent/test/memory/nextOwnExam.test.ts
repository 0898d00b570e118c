import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "When is my next exam?", "quando é o meu próximo exame?": a thing of one's own still ahead. A remembered exam (a
// medical one, told in either language) answers it; with none remembered, the journal (a school exam) and the
// documents are searched, as "when is my next check-up?" does.

const now = new Date("2026-11-30T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
const medical = { content: "Tenho um exame médico (15 de dezembro de 2026)", date: "2026-12-15", dated: true, type: "appointment", current: true };

describe("the next exam, remembered", () => {
  it.each([
    ["when is my next exam?", "On 15 December 2026 (Tuesday): from what you told me, “Tenho um exame médico (15 de dezembro de 2026)”."],
    ["quando é o meu próximo exame?", "Tem um exame médico na terça-feira, 15 de dezembro de 2026 (daqui a 15 dias)."],
    ["qual é a data da minha próxima prova?", "Tem um exame médico na terça-feira, 15 de dezembro de 2026 (daqui a 15 dias)."],
  ])("%s searches memory in both languages and answers from it", async (question, answer) => {
    const planned = await ask(question);
    expect(planned.calls.map((call) => call.name)).toEqual(["search_memories"]);
    expect(String((JSON.parse(planned.calls[0]!.arguments) as { query?: unknown }).query)).toMatch(/\bexame\b/);
    expect(await answerWith(question, (name) => (name === "search_memories" ? { memories: [medical] } : { results: [] }))).toBe(answer);
  });
});

describe("the next exam, not remembered", () => {
  const journal = { results: [{ date: "2026-11-25", excerpt: "Estudei para o exame de matemática, que é a 12 de dezembro.", confidence: "high" }] };
  it.each(["when is my next exam?", "quando é o meu próximo exame?"])("%s looks in the journal and the documents", async (question) => {
    const answer = await answerWith(question, (name) => (name === "search_memories" ? { memories: [] } : name === "search_journal" ? journal : { results: [] }));
    expect(answer).toContain("exame de matemática, que é a 12 de dezembro");
  });
});
