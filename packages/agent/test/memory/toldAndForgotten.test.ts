import { describe, expect, it } from "vitest";
import { memorySkill } from "../../src/index.js";
import { extractOffline } from "../../src/memory/extraction/extractOffline.js";
import { memoryCommand } from "../../src/memory/extraction/memoryCommand.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { knowledgeSkill } from "../../src/knowledge/offline/knowledgeSkill.js";
import { offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// Facts told, corrected, asked back and forgotten, as a newcomer says them, in both languages.

const now = new Date("2024-05-10T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "get_recent_entries", "search_memories", "get_person"], now, timeZone });
const summaries = (text: string, language: "en" | "pt") => extractOffline({ text, sentAt: now, timeZone, language }).memories.map((memory) => memory.summary);

describe("a fact that holds now", () => {
  it.each([
    ["actually I live in Lisbon now", "en", "I live in Lisbon", "Noted: You live in Lisbon."],
    ["I work at Google now", "en", "I work at Google", "Noted: You work at Google."],
    ["afinal agora moro em Coimbra", "pt", "Moro em Coimbra", "Anotado: Mora em Coimbra."],
  ] as const)("%s is kept as the fact, with no moment beside it", async (text, language, summary, reply) => {
    expect(summaries(text, language)).toEqual([summary]);
    expect((await ask(text)).text).toBe(reply);
  });
});

describe("several facts in one message", () => {
  it("are noted as one sentence, in both languages", async () => {
    expect((await ask("my name is Sofia and I live in Porto")).text).toBe("Noted: Your name is Sofia; you live in Porto.");
    expect((await ask("chamo-me Sofia e moro no Porto")).text).toBe("Anotado: O seu nome é Sofia; mora no Porto.");
    expect((await ask("My neighbour Tom is a plumber")).text).toBe("Noted: Tom is your neighbour and is a plumber.");
  });
});

describe("asking what is remembered", () => {
  const told = systemWith([storedMemory("Rui is my brother", "relationship", "2024-05-01"), storedMemory("I prefer tea to coffee", "preference", "2024-05-02")]);
  it.each([
    ["do you remember my brother's name?", "Rui is your brother, as you told me on 2024-05-01."],
    ["lembras-te do nome do meu irmão?", "O Rui é o seu irmão, como me contou em 2024-05-01."],
    ["what are my preferences?", "You prefer tea to coffee"],
    ["quais são as minhas preferências?", "I prefer tea to coffee"],
  ])("%s answers from memory", async (question, fact) => {
    const { calls, text } = await ask(question, told);
    expect(calls.map((call) => call.name)).not.toContain("search_journal");
    expect(text).toContain(fact);
  });
});

describe("forgetting", () => {
  const kept = (content: string) => ({ search_memories: { memories: [{ content, date: "2024-05-01", dated: false, type: "fact", current: true }] } });
  it.each([
    ["forget that I prefer tea", "I prefer tea to coffee", "All right, I'll forget that you prefer tea."],
    ["forget my address", "My address is Rua Augusta 12", "All right, I'll forget what you told me about your address."],
    ["esquece a minha alergia", "Sou alérgica a amendoins", "Está bem, vou esquecer o que me contou sobre a sua alergia."],
    ["esquece o meu endereço", "O meu endereço é Rua Augusta 12", "Está bem, vou esquecer o que me contou sobre o seu endereço."],
    ["esquece que sou alérgica a amendoins", "Sou alérgica a amendoins", "Está bem, vou esquecer o que me contou: «sou alérgica a amendoins»."],
    ["esquece que tenho um cão", "I have a dog called Biscuit", "Está bem, vou esquecer o que me contou: «tenho um cão»."],
  ])("%s looks for what it names, and says back what will be forgotten", async (text, content, reply) => {
    expect((await ask(text)).calls.map((call) => call.name)).toEqual(["search_memories"]);
    expect(await answerWith(text, kept(content))).toBe(reply);
  });

  it.each([
    ["forget that I have a dog", "I have a car, a blue Golf", "I have nothing remembered that matches “I have a dog”, so there is nothing to forget."],
    ["esquece que tenho um cão", "Tenho um carro, um Golf azul", "Não tenho nada guardado que corresponda a «tenho um cão», por isso não há nada a esquecer."],
    ["forget what I said about my brother", "I prefer tea", "I have nothing remembered that matches “my brother”, so there is nothing to forget."],
  ])("%s says nothing matched when nothing remembered names it", async (text, content, reply) => {
    expect(await answerWith(text, kept(content))).toBe(reply);
    expect(await answerWith(text, { search_memories: { memories: [] } })).toBe(reply);
  });

  it.each([
    ["forget everything about me", /Delete all memories/u],
    ["delete all my memories", /Delete all memories/u],
    ["esquece tudo sobre mim", /Apagar todas as memórias/u],
    ["apaga todas as memórias", /Apagar todas as memórias/u],
  ])("%s deletes nothing from one message and says where everything is deleted", async (text, button) => {
    expect(memoryCommand(text)).toEqual({ kind: "none" });
    expect((await ask(text)).text).toMatch(button);
  });
});

describe("something of one's own that nothing remembered says", () => {
  const { answerWith } = offlineConversation({ skills: [journalSkill, memorySkill, knowledgeSkill], now, timeZone });
  const rules = { documentId: "d1", name: "building-rules.md", title: "", page: null, heading: "Recycling", citation: "[building-rules.md]", score: 1, similarity: 0.7 };
  it.each([
    ["where do I put the recycling?", "Paper, plastic and glass go to the recycling bins on the corner."],
    ["quem é o meu senhorio?", "Senhorio: Helena Marques."],
    ["who is my landlord?", "Landlord: Helena Marques."],
  ])("%s is looked up in the documents too", async (question, line) => {
    const text = await answerWith(question, (name) =>
      name === "search_knowledge_base" ? { passages: [{ ...rules, text: line }], found: "some" } : name === "search_memories" ? { memories: [] } : { results: [] },
    );
    expect(text).toContain(line);
  });
});
