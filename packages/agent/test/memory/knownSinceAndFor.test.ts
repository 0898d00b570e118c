import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// How long, or since when, the person has known someone is kept as said ("I've known Sara from school", "conheço o Tom
// desde a faculdade"), a number of years as the year it began ("I've known Ana for 10 years" → since 2015, "há 10 anos"
// → desde 2015), so "who is Sara?" and "how do I know Ana?" answer from it, and who they are is not asked again.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
const kept = (text: string) =>
  extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.content, memory.triple?.predicate, memory.triple?.object]);

const person = (name: string, gender: string | null, content: string) => ({
  get_person: {
    person: { entityId: "e1", name, type: "person", aliases: [], relationshipToUser: null, gender, mentionCount: 1 },
    relationships: [],
    memories: [{ content, date: "2025-03-01", dated: false, type: "event", current: true }],
  },
});

describe("how long someone has been known", () => {
  it.each([
    ["I've known Sara from school", "I've known Sara from school", "Sara", "Noted: You've known Sara from school."],
    ["I have known Tom since university", "I have known Tom since university", "Tom", "Noted: You have known Tom since university."],
    ["I've known Ana for 10 years", "I've known Ana since 2015", "Ana", "Noted: You've known Ana since 2015."],
    ["I've known Tom since 2010", "I've known Tom since 2010", "Tom", "Noted: You've known Tom since 2010."],
    ["I've known Rita for years", "I've known Rita for years", "Rita", "Noted: You've known Rita for years."],
    ["conheço o Tom desde a faculdade", "Conheço o Tom desde a faculdade", "Tom", "Anotado: Conhece o Tom desde a faculdade."],
    ["conheço a Ana há 10 anos", "Conheço a Ana desde 2015", "Ana", "Anotado: Conhece a Ana desde 2015."],
    ["eu conheço a Rita desde 2010", "Eu conheço a Rita desde 2010", "Rita", "Anotado: Conhece a Rita desde 2010."],
    ["conheço a Marta há muito tempo", "Conheço a Marta há muito tempo", "Marta", "Anotado: Conhece a Marta há muito tempo."],
    ["conheço a Ana faz 10 anos", "Conheço a Ana desde 2015", "Ana", "Anotado: Conhece a Ana desde 2015."],
    ["conheço a Sara da escola há 10 anos", "Conheço a Sara da escola desde 2015", "Sara", "Anotado: Conhece a Sara da escola desde 2015."],
    ["I've known Sara from school for 10 years", "I've known Sara from school since 2015", "Sara", "Noted: You've known Sara from school since 2015."],
    // Said roughly, it is no count of the journal to make ("mais de" compares nothing), and the "more than" is kept.
    ["conheço a Ana há mais de 10 anos", "Conheço a Ana desde antes de 2015", "Ana", "Anotado: Conhece a Ana desde antes de 2015."],
    ["conheço a Ana há mais de dez anos", "Conheço a Ana desde antes de 2015", "Ana", "Anotado: Conhece a Ana desde antes de 2015."],
    ["conheço a Ana há quase 20 anos", "Conheço a Ana desde cerca de 2005", "Ana", "Anotado: Conhece a Ana desde cerca de 2005."],
    ["I've known Ana for more than 10 years", "I've known Ana since before 2015", "Ana", "Noted: You've known Ana since before 2015."],
    ["I've known Ana for over 10 years", "I've known Ana since before 2015", "Ana", "Noted: You've known Ana since before 2015."],
    ["I've known Ana for almost 20 years", "I've known Ana since about 2005", "Ana", "Noted: You've known Ana since about 2005."],
  ])("%j is kept, and who they are is not asked", async (text, content, name, reply) => {
    expect(kept(text)).toEqual([[content, "met_with", name]]);
    const answer = await ask(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toBe(reply);
  });

  it.each([["I've known Tom"], ["conheço o Tom"]])("%j alone says nothing to keep", (text) => {
    expect(kept(text)).toEqual([]);
  });

  it.each([
    ["who is Sara?", person("Sara", null, "I've known Sara from school"), "You've known Sara from school."],
    ["how do I know Ana?", person("Ana", null, "I've known Ana since 2015"), "You've known Ana since 2015."],
    ["quem é o Tom?", person("Tom", "male", "Conheço o Tom desde a faculdade"), "Conhece o Tom desde a faculdade."],
    ["de onde conheço a Ana?", person("Ana", "female", "Conheço a Ana desde 2015"), "Conhece a Ana desde 2015."],
  ])("%s answers from it", async (question, data, answer) => {
    expect(await answerWith(question, data)).toBe(answer);
  });
});
