import { describe, expect, it } from "vitest";
import { extractOffline, memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "I have two kids, Tomás and Leonor", "tenho dois filhos, o Tomás e a Leonor": several people of one relationship, each named, are remembered.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "search_memories", "get_person"], now, timeZone });
const kept = (text: string) => extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.content, memory.triple?.object]);

describe("relatives listed by name", () => {
  it.each([
    ["I have two kids, Tomás and Leonor", [["Tomás is my kid", "child"], ["Leonor is my kid", "child"]]],
    ["I've got three sisters: Ana, Rita and Marta.", [["Ana is my sister", "sister"], ["Rita is my sister", "sister"], ["Marta is my sister", "sister"]]],
    ["My children are called Tomás and Leonor", [["Tomás is my child", "child"], ["Leonor is my child", "child"]]],
    ["tenho dois filhos, o Tomás e a Leonor", [["Tomás é meu filho", "son"], ["Leonor é minha filha", "daughter"]]],
    ["Tenho dois irmãos: o Rui e a Ana", [["Rui é meu irmão", "brother"], ["Ana é minha irmã", "sister"]]],
    ["os meus filhos chamam-se Tomás e Rui", [["Tomás é meu filho", "son"], ["Rui é meu filho", "son"]]],
  ])("%j keeps each one", (text, memories) => {
    expect(kept(text)).toEqual(memories);
  });

  it.each(["I have two kids, and I love them", "tenho dois filhos e um cão", "I have two meetings, Monday and Tuesday"])("%j names no relatives", (text) => {
    expect(kept(text).filter(([content, relation]) => ["child", "son", "daughter"].includes(relation ?? "") && !/^(?:I have|Tenho)\b/u.test(content ?? ""))).toEqual([]);
  });
});

describe("their names asked back", () => {
  const told = systemWith([storedMemory("Tomás is my kid", "relationship", "2025-03-01"), storedMemory("Leonor is my kid", "relationship", "2025-03-01")]);
  const toldPt = systemWith([storedMemory("Tomás é meu filho", "relationship", "2025-03-01"), storedMemory("Leonor é minha filha", "relationship", "2025-03-01")]);
  it.each([
    ["what are my kids' names?", told],
    ["what are my children called?", told],
    ["como se chamam os meus filhos?", toldPt],
    ["como se chamam os meus filhos?", told],
  ])("%s answers with both", async (question, system) => {
    const { text } = await ask(question, system);
    expect(text).toContain("Tomás");
    expect(text).toContain("Leonor");
  });
});
