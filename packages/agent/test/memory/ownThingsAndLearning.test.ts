import { describe, expect, it } from "vitest";
import { Predicates } from "@lifeos/core";
import { extractOffline, memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "I have a car, a blue Golf", "estou a aprender espanhol": things of one's own and what one is learning are remembered and asked back.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "search_memories", "get_person"], now, timeZone });
const kept = (text: string) => extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.content, memory.triple?.predicate, memory.triple?.object]);

describe("told", () => {
  it.each([
    ["I have a car, a blue Golf", [["I have a car, a blue Golf", Predicates.owns, "car, a blue Golf"]]],
    ["I've got a new bike", [["I've got a new bike", Predicates.owns, "new bike"]]],
    ["tenho um carro, um Golf azul", [["Tenho um carro, um Golf azul", Predicates.owns, "carro, um Golf azul"]]],
    ["comprei uma mota", [["Comprei uma mota", Predicates.owns, "mota"]]],
    ["my car is a Fiat", [["My car is a Fiat", Predicates.owns, "car"]]],
    ["o meu carro é um Fiat", [["O meu carro é um Fiat", Predicates.owns, "carro"]]],
    ["minha moto é uma Honda", [["Minha moto é uma Honda", Predicates.owns, "moto"]]],
    ["I'm learning Spanish", [["I'm learning Spanish", Predicates.learning, "Spanish"]]],
    ["I started learning to play the guitar", [["I started learning to play the guitar", Predicates.learning, "to play the guitar"]]],
    ["estou a aprender espanhol", [["Estou a aprender espanhol", Predicates.learning, "espanhol"]]],
    ["tô aprendendo espanhol", [["Tô aprendendo espanhol", Predicates.learning, "espanhol"]]],
  ])("%j is kept", (text, memories) => {
    expect(kept(text)).toEqual(memories);
  });

  it.each(["I have a meeting tomorrow", "I have a headache", "I'm learning a lot", "tenho uma reunião", "ando a aprender imenso", "I'm studying for the exam", "my car is a mess", "a minha casa é uma confusão"])("%j keeps no thing and nothing learnt", (text) => {
    expect(kept(text).filter(([, predicate]) => predicate === Predicates.owns || predicate === Predicates.learning)).toEqual([]);
  });
});

describe("asked back", () => {
  const told = systemWith([
    storedMemory("I have a car, a blue Golf", "fact", "2025-03-01"),
    storedMemory("Estou a aprender espanhol", "fact", "2025-03-02"),
    storedMemory("I have asthma", "fact", "2025-03-03"),
  ]);
  it.each([
    ["what car do I have?", "You have a car, a blue Golf"],
    ["que carro tenho?", "I have a car, a blue Golf"],
    ["qual é o meu carro?", "I have a car, a blue Golf"],
    ["what am I learning?", "Estou a aprender espanhol"],
    ["what language am I studying?", "Estou a aprender espanhol"],
    ["o que estou a aprender?", "Estou a aprender espanhol"],
    ["o que eu tô aprendendo?", "Estou a aprender espanhol"],
  ])("%s answers from what was told", async (question, fact) => {
    const { calls, text } = await ask(question, told);
    expect(calls).toEqual([]);
    expect(text).toContain(fact);
    expect(text).not.toContain("asthma");
  });

  it.each([
    ["what car do I have?", "My car is a Fiat", "Your car is a Fiat"],
    ["que carro tenho?", "O meu carro é um Fiat", "O seu carro é um Fiat"],
  ])("%s answers from the make told of it", async (question, fact, said) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(fact, "fact", "2025-03-01"), storedMemory("I have asthma", "fact", "2025-03-03")]));
    expect(calls).toEqual([]);
    expect(text).toContain(said);
    expect(text).not.toContain("asthma");
  });

  it.each(["what bike do I have?", "que mota tenho?"])("%s is not answered by another thing", async (question) => {
    const { text } = await ask(question, told);
    expect(text).not.toContain("Golf");
  });
});
