import { describe, expect, it } from "vitest";
import { extractOffline, memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// A memory is read on its own, long after the message that said whom "she" meant: the pronoun is kept as the name.

const contents = (text: string) => extractOffline({ text, sentAt: new Date("2025-03-12T15:00:00Z"), timeZone: "Europe/Lisbon" }).memories.map((memory) => memory.content);

describe("a fact told of someone by a pronoun", () => {
  it.each([
    ["My sister is called Ana and she lives in Porto", "Ana lives in Porto"],
    ["My brother Rui works at Google. He lives in Madrid.", "Rui lives in Madrid"],
    ["A minha irmã chama-se Ana e ela mora no Porto", "Ana mora no Porto"],
    ["O meu irmão Rui trabalha na Google. Ele vive em Madrid.", "Rui vive em Madrid"],
    ["my partner is called Joana and she works as an architect", "Joana works as an architect"],
    ["o meu irmão chama-se Rui e ele trabalha como enfermeiro", "Rui trabalha como enfermeiro"],
    // A relative never named is said as told, never "he" for one's mother.
    ["My mother is 67 and works as a nurse", "My mother works as a nurse"],
    ["My brother lives in Porto. He works at Google.", "My brother works at Google"],
    ["A minha mãe tem 67 anos e trabalha como enfermeira", "A minha mãe trabalha como enfermeira"],
    ["Minha mãe tem 67 anos e trabalha como enfermeira", "Minha mãe trabalha como enfermeira"],
  ])("%j keeps %j", (text, kept) => {
    expect(contents(text)).toContain(kept);
    expect(contents(text).some((content) => /^(?:she|he|ela|ele)\s/iu.test(content))).toBe(false);
  });
});

describe("the person's own fact, beside one told of someone by name", () => {
  const now = new Date("2025-03-12T15:00:00Z");
  const { ask } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "search_memories", "get_person"], now, timeZone: "Europe/Lisbon" });
  it.each([
    ["where do I live?", [storedMemory("Ana lives in Porto", "fact", "2025-03-02"), storedMemory("I moved to Braga", "fact", "2025-03-01")], "You moved to Braga", "Ana lives in Porto"],
    ["onde moro?", [storedMemory("A Ana mora no Porto", "fact", "2025-03-02"), storedMemory("Moro em Braga", "fact", "2025-03-01")], "Mora em Braga", "Ana mora no Porto"],
  ])("%j answers with the person's own", async (question, memories, own, other) => {
    const { text } = await ask(question, systemWith(memories));
    expect(text).toContain(own);
    expect(text).not.toContain(other);
  });
});
