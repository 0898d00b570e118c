import { describe, expect, it } from "vitest";
import { extractOffline, memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "My team is Benfica", "meu time é o Flamengo" are kept and asked back; "what foods do I dislike?" finds "I don't like coriander".

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "search_memories", "get_person"], now, timeZone });
const kept = (text: string) => extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.content, memory.triple?.object]);

describe("the team one supports", () => {
  it.each([
    ["my team is Benfica", "benfica"],
    ["My football team is Porto", "porto"],
    ["meu time é o Flamengo", "flamengo"],
    ["a minha equipa é o Sporting", "sporting"],
  ])("%j is kept", (text, team) => {
    expect(kept(text).map(([, object]) => object)).toContain(team);
  });

  const told = systemWith([storedMemory("My team is Benfica", "preference", "2025-03-01"), storedMemory("I have a car, a blue Golf", "fact", "2025-03-02")]);
  const toldPt = systemWith([storedMemory("Meu time é o Flamengo", "preference", "2025-03-01"), storedMemory("Moro em Recife", "fact", "2025-03-02")]);
  it.each([
    ["what's my team?", told, "Your team is Benfica"],
    ["which team do I support?", told, "Your team is Benfica"],
    ["qual é o meu time?", toldPt, "O seu time é o Flamengo, como me contou em 2025-03-01."],
    ["para que time eu torço?", toldPt, "O seu time é o Flamengo, como me contou em 2025-03-01."],
    ["qual é o meu clube?", told, "My team is Benfica"],
  ])("%s is answered from memory", async (question, system, said) => {
    const { calls, text } = await ask(question, system);
    expect(calls).toEqual([]);
    expect(text).toContain(said);
    expect(text).not.toMatch(/Golf|Recife/);
  });
});

describe("dislikes asked by the word", () => {
  const tastes = systemWith([storedMemory("I don't like coriander", "preference", "2025-03-01"), storedMemory("I love hiking", "preference", "2025-03-02"), storedMemory("Detesto quiabo", "preference", "2025-03-03")]);
  it.each([
    ["what foods do I dislike?", ["You don't like coriander", "You don't like “quiabo”"]],
    ["que comidas eu detesto?", ["Não gosta de “coriander”", "Detesta quiabo"]],
  ])("%s", async (question, said) => {
    const { calls, text } = await ask(question, tastes);
    expect(calls).toEqual([]);
    for (const fact of said) expect(text).toContain(fact);
    expect(text).not.toContain("hiking");
  });
});

describe("a team is no one", () => {
  it.each(["meu time é o Flamengo", "o meu clube é o Benfica", "my team is Benfica"])("%j asks who no one is", async (text) => {
    expect(extractOffline({ text, sentAt: now, timeZone }).entities.filter((entity) => entity.type === "person")).toEqual([]);
    expect((await ask(text)).calls.filter((call) => call.name === "get_person")).toEqual([]);
  });
});
