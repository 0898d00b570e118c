import { describe, expect, it } from "vitest";
import { memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// The person's job, asked as it is usually asked, is answered from what they told, not looked for in the journal.

const now = new Date("2025-03-12T15:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "search_memories", "get_person"], now, timeZone: "Europe/Lisbon" });

describe("the person's job", () => {
  const told = systemWith([storedMemory("I work as a nurse at Santa Maria hospital", "fact", "2025-03-01"), storedMemory("I prefer tea to coffee", "preference", "2025-03-02")]);
  it.each(["what is my job?", "what do I do for a living?", "qual é a minha profissão?", "qual é o meu emprego?", "em que é que eu trabalho?"])("%j is answered from memory", async (question) => {
    const { calls, text } = await ask(question, told);
    expect(calls.map((call) => call.name)).not.toContain("search_journal");
    expect(text).toContain(/^(?:what|where)/.test(question) ? "You work as a nurse at Santa Maria hospital" : "“I work as a nurse at Santa Maria hospital”");
    expect(text).not.toContain("tea");
  });
});

describe("nothing remembered of the person's own, said in Portuguese", () => {
  it.each([
    ["onde moro?", "Não tenho nada guardado sobre a sua morada."],
    ["qual é a minha idade?", "Não tenho nada guardado sobre a sua idade."],
  ])("%j names it as «a sua …»", async (question, said) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories: [] } : { results: [] }));
    expect(text.startsWith(said)).toBe(true);
    expect(text).not.toContain("de si");
  });
});
