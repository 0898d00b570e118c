import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "Who are Ana and Tom?" asks who each one is: each person is looked up, someone not remembered is looked for in the
// journal, and the answer says who each one is, in the order asked.

const now = new Date("2026-11-29T11:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

/** Ana is remembered as the user's sister; Tom is not remembered, but the journal names him. */
const data = (name: string, args: Record<string, unknown>) => {
  if (name === "get_person" && args["name"] === "Ana") return { person: { name: "Ana", relationshipToUser: "sister", aliases: [], gender: "female" }, relationships: [], memories: [] };
  if (name === "get_person") return { person: null, relationships: [], memories: [] };
  if (name === "search_journal" && /^Tom/u.test(String(args["query"]))) return { results: [{ entryId: "e1", date: "2026-11-20", excerpt: "Had a coffee with Tom at the office.", score: 1, confidence: "high" }] };
  if (name === "search_journal") return { results: [] };
  if (name === "search_memories") return { memories: [] };
  return {};
};

describe("several people asked of at once", () => {
  it.each([
    ["who are Ana and Tom?", ["Ana", "Tom"]],
    ["quem são a Ana e o Tomás?", ["Ana", "Tomás"]],
    ["tell me about Ana, Rita and Tom", ["Ana", "Rita", "Tom"]],
    ["fala-me da Ana e do Tom", ["Ana", "Tom"]],
  ])("%s looks up each person", async (question, names) => {
    const calls = (await ask(question)).calls.filter((call) => call.name === "get_person").map((call) => (JSON.parse(call.arguments) as { name: string }).name);
    expect(calls).toEqual(names);
  });

  it.each([
    ["who are Ana and Tom?", "Ana is your sister.", "Your journal mentions Tom:"],
    ["quem são a Ana e o Tom?", "Ana é a sua irmã.", "O seu diário fala de Tom:"],
  ])("%s says who each one is, in order", async (question, ana, tom) => {
    const text = await answerWith(question, data);
    expect(text).toContain(ana);
    expect(text).toContain(tom);
    expect(text).toContain("2026-11-20: Had a coffee with Tom at the office.");
    expect(text.indexOf(ana)).toBeLessThan(text.indexOf(tom));
  });

  it.each(["who are Ana and Tom?", "quem são a Ana e o Tom?"])("%s looks in the journal only for the one not remembered", async (question) => {
    const queries: string[] = [];
    await answerWith(question, (name, args) => {
      if (name === "search_journal") queries.push(String(args["query"]));
      return data(name, args);
    });
    expect(queries).toEqual(["Tom"]);
  });

  const facts = {
    memories: [
      { content: "Ana is 34 years old", date: "2026-10-01", dated: false, type: "fact", current: true, entities: ["Ana"] },
      { content: "Tom is 40 years old", date: "2026-10-02", dated: false, type: "fact", current: true, entities: ["Tom"] },
      { content: "Ana works at Northwind", date: "2026-10-03", dated: false, type: "fact", current: true, entities: ["Ana"] },
      { content: "Tom works at a bakery", date: "2026-10-04", dated: false, type: "fact", current: true, entities: ["Tom"] },
    ],
  };

  it.each([
    ["how old are Ana and Tom?", ["Ana is 34", "Tom is 40"]],
    ["quantos anos têm a Ana e o Tom?", ["Ana tem 34 anos", "Tom tem 40 anos"]],
    ["where do Ana and Tom work?", ["Ana works at Northwind", "Tom works at a bakery"]],
    ["onde trabalham a Ana e o Tom?", ["Ana works at Northwind", "Tom works at a bakery"]],
  ])("%s answers the fact of each person, in order", async (question, answers) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? facts : name === "search_journal" ? { results: [] } : {}));
    const [ana, tom] = answers.map((answer) => text.indexOf(answer));
    expect(ana).toBeGreaterThanOrEqual(0);
    expect(tom).toBeGreaterThan(ana!);
  });

  it.each(["who is Ana?", "quem é a Ana?"])("%s still looks up one person", async (question) => {
    const calls = (await ask(question)).calls.map((call) => call.name);
    expect(calls).toEqual(["get_person"]);
  });
});
