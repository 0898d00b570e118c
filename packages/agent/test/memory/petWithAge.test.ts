import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A pet told with its age in one breath ("I have a cat and she's 3", "tenho um gato e tem 3 anos") keeps both: that
// the person has the pet, and the pet's age, which answers "how old is my cat?".

const now = new Date("2026-11-20T10:00:00Z");
const timeZone = "Europe/Lisbon";
const kept = (text: string) => extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.content, memory.triple?.predicate, memory.triple?.object]);

describe("a pet told with its age", () => {
  it.each([
    ["I have a cat and she's 3", ["I have a cat", "owns", "cat"], ["My cat is 3 years old", "age", "3"]],
    ["I have a 3 year old dog", ["I have a dog", "owns", "dog"], ["My dog is 3 years old", "age", "3"]],
    ["Tenho um gato e tem 3 anos", ["Tenho um gato", "owns", "gato"], ["O meu gato tem 3 anos", "age", "3"]],
    ["tenho uma cadela de 5 anos", ["Tenho uma cadela", "owns", "cadela"], ["A minha cadela tem 5 anos", "age", "5"]],
  ])("%s", (text, owns, age) => {
    expect(kept(text)).toEqual([owns, age]);
  });

  // Told with its name, the pet is kept by name and the age is the name's.
  it.each([
    ["I have a dog named Rex and he's 5", ["Rex is my dog", "relationship_to_user", "dog"], ["Rex is 5 years old", "age", "5"]],
    ["I have a cat called Mia, she is 3 years old", ["Mia is my cat", "relationship_to_user", "cat"], ["Mia is 3 years old", "age", "3"]],
    ["tenho um cão chamado Rex e ele tem 5 anos", ["Rex é meu cão", "relationship_to_user", "dog"], ["O Rex tem 5 anos", "age", "5"]],
    ["Tenho uma gata chamada Mia de 3 anos", ["Mia é minha gata", "relationship_to_user", "cat"], ["A Mia tem 3 anos", "age", "3"]],
  ])("%s keeps the name and the age", (text, named, age) => {
    expect(kept(text)).toEqual([named, age]);
  });

  const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
  it.each([
    ["I have a cat and she's 3", "Noted: You have a cat; your cat is 3 years old."],
    ["Tenho um gato e tem 3 anos", "Anotado: Tem um gato; o seu gato tem 3 anos."],
    ["I have a dog named Rex and he's 5", "Noted: Rex is your dog and is 5 years old."],
    ["tenho um cão chamado Rex e ele tem 5 anos", "Anotado: O Rex é o seu cão e tem 5 anos."],
  ])("%s is said back", async (text, reply) => {
    expect(await answerWith(text, () => ({ memories: [], results: [] }))).toBe(reply);
  });

  it.each([
    ["how old is my cat?", "My cat is 3 years old"],
    ["quantos anos tem o meu gato?", "O meu gato tem 3 anos"],
  ])("%s is answered by the age kept", async (question, fact) => {
    const memories = [
      { content: "I have a cat", date: "2026-11-20", dated: false, type: "fact", current: true },
      { content: fact, date: "2026-11-20", dated: false, type: "fact", current: true },
    ];
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories } : { results: [] }));
    expect(text).toContain("3");
  });
});
