import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// News of someone's life told in chat ("my grandfather passed away yesterday", "a Ana teve um bebé") is kept as their
// event, dated when a date is said, not searched for in the journal; a loss is met with a word of sympathy.

const now = new Date("2026-12-03T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const known = systemWith([storedMemory("Ana is my sister", "relationship", "2026-11-01"), storedMemory("Rex is my dog", "relationship", "2026-11-01")]);

describe("news of someone's life is noted, not looked up", () => {
  it.each([
    ["my grandfather passed away yesterday", "I'm sorry to hear that. Noted: Your grandfather passed away (2 December 2026)."],
    ["a minha avó morreu", "Lamento muito. Anotado: A sua avó morreu."],
    ["minha avó faleceu ontem", "Lamento muito. Anotado: Sua avó faleceu (2 de dezembro de 2026)."],
    ["Ana got married last Saturday", "Noted: Ana got married (28 November 2026)."],
    ["a Ana teve um bebé", "Anotado: A Ana teve um bebé."],
    ["my brother got a new job at Google", "Noted: Your brother got a new job at Google."],
    ["o meu pai reformou-se", "Anotado: O seu pai reformou-se."],
  ])("%s", async (message, reply) => {
    const { calls, text } = await ask(message, known);
    expect(calls).toEqual([]);
    expect(text).toBe(reply);
  });

  it.each(["Everything died down after the storm", "My phone died yesterday", "o telemóvel morreu ontem"])("%s is no one's news", async (message) => {
    const { text } = await ask(message, known);
    expect(text).not.toMatch(/sorry|Lamento/);
  });
});

const found = (name: string, relationshipToUser: string | null) => ({
  get_person: { person: { entityId: "e1", name, type: relationshipToUser === "dog" ? "other" : "person", aliases: [], relationshipToUser, gender: "male", mentionCount: 1 }, relationships: [], memories: [] },
});

describe("news of someone named, once the name is looked up", () => {
  it.each([
    ["o Rex morreu ontem", found("Rex", "dog"), "Lamento muito. Anotado: O Rex morreu (2 de dezembro de 2026)."],
    ["Tom died last week", { get_person: { person: null, relationships: [], memories: [] } }, /^I'm sorry to hear that\. Noted: Tom died \(.*\)\. Who is Tom\?$/],
  ] as const)("%s", async (message, data, reply) => {
    expect(await answerWith(message, data, known)).toMatch(reply);
  });
});
