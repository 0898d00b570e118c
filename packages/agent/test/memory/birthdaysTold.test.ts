import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { reminderRequest } from "../../src/memory/extraction/reminderRequest.js";

// Birthdays told in chat about someone named a moment ago, or named with how they relate ("my friend Rui's"): kept
// as a day and month that come back every year, in English and Portuguese.

const sentAt = new Date("2026-11-29T11:00:00Z");
const extract = (text: string, previousText?: string) =>
  extractOffline({ text, sentAt, timeZone: "Europe/Lisbon", ...(previousText === undefined ? {} : { previousText })}).memories.map((memory) => [
    memory.type,
    memory.triple === null ? null : [memory.triple.subject, memory.triple.predicate, memory.triple.object],
    memory.occurredAt,
  ]);

describe("a birthday told of someone just named", () => {
  it.each([
    ["her birthday is on 12 May", "I had lunch with my sister Ana today"],
    ["o aniversário dela é a 12 de maio", "almocei hoje com a minha irmã Ana"],
    ["ela faz anos a 12 de maio", "almocei hoje com a minha irmã Ana"],
  ])("%s is that person's birthday, every year", (text, previous) => {
    expect(extract(text, previous)).toEqual([["fact", ["Ana", "birthday", "05-12"], null]]);
  });

  it.each(["her birthday is on 12 May", "o aniversário dela é a 12 de maio"])("%s with no one named before keeps nothing it cannot place", (text) => {
    expect(extract(text)).toEqual([]);
  });
});

describe("a birthday of someone named with how they relate", () => {
  it.each([
    ["my friend Rui's birthday is on 3 March", ["Rui", "birthday", "03-03"], ["Rui", "relationship_to_user", "friend"]],
    ["my sister Ana's birthday is on May 12", ["Ana", "birthday", "05-12"], ["Ana", "relationship_to_user", "sister"]],
    ["o aniversário do meu amigo Rui é a 3 de março", ["Rui", "birthday", "03-03"], ["Rui", "relationship_to_user", "friend"]],
    ["o aniversário da minha irmã Ana é a 12 de maio", ["Ana", "birthday", "05-12"], ["Ana", "relationship_to_user", "sister"]],
  ])("%s keeps both the relationship and the yearly birthday", (text, birthday, relationship) => {
    const memories = extract(text);
    expect(memories).toContainEqual(["fact", birthday, null]);
    expect(memories).toContainEqual(["relationship", relationship, null]);
  });
});

describe("a reminder of a birthday or an anniversary", () => {
  it.each([
    ["remind me of Ana's birthday on 12 May", "every year"],
    ["remind me about our wedding anniversary on 20 June", "every year"],
    ["lembra-me do aniversário da minha mãe a 12 de maio", "todos os anos"],
    ["lembra-me que a Rita faz anos a 20 de outubro", "todos os anos"],
  ])("%s repeats every year", (text, label) => {
    expect(reminderRequest(text)?.repeats).toMatchObject({ recurrence: { every: 1, unit: "year" }, label });
  });

  it.each(["remind me of Ana's birthday party on 12 May 2027", "lembra-me de ligar à Ana amanhã"])("%s, with a year or no occasion, is once", (text) => {
    expect(reminderRequest(text)?.repeats).toBeNull();
  });
});
