import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { now, timeZone } from "./offlineTestModel.js";

// "Tell me everything about Tom" and "o que sabes sobre a Ana?" ask for all that is known of someone: who they are, what
// the journal says of them and what was told of them, in either language alike; "who is Tom?" asks only who they are.

const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });

const callsOf = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);

describe("everything about someone named", () => {
  it.each([
    ["tell me everything about Tom", "Tom"],
    ["what do you know about Tom?", "Tom"],
    ["what can you tell me about Rita?", "Rita"],
    ["tell me about Tom", "Tom"],
    ["fala-me do Tom", "Tom"],
    ["me fala sobre o Tom", "Tom"],
    ["o que sabes sobre a Ana?", "Ana"],
    ["conta-me tudo sobre a Ana", "Ana"],
    ["o que você sabe sobre o Rui?", "Rui"],
    ["fala me do Tom", "Tom"],
    ["conta me sobre a Ana", "Ana"],
  ])("%s looks up the person, the journal and the memories of %s", async (question, name) => {
    const calls = await callsOf(question);
    expect(calls.map(([tool]) => tool)).toEqual(["get_person", "search_journal", "search_memories"]);
    expect(calls[0]![1]).toEqual({ name });
    expect(calls[1]![1]["query"]).toBe(name);
    expect(calls[2]![1]["query"]).toBe(name);
  });

  it.each(["who is Tom?", "quem é o Tom?"])("%s still only asks who the person is", async (question) => {
    expect((await callsOf(question)).map(([tool]) => tool)).toEqual(["get_person"]);
  });

  const data = (name: string) => {
    if (name === "get_person") return { person: { name: "Tom", relationshipToUser: "brother", aliases: [], gender: "male" }, relationships: [], memories: [{ content: "Tom is my brother", date: "2024-03-01", dated: false, type: "relationship", current: true }] };
    if (name === "search_memories") return { memories: [{ content: "Tom is my brother", date: "2024-03-01", dated: false, type: "relationship", current: true }, { content: "Tom works at the bakery", date: "2024-03-05", dated: false, type: "fact", current: true }, { content: "I like tea", date: "2024-03-06", dated: false, type: "preference", current: true }] };
    if (name === "search_journal") return { results: [{ entryId: "e1", date: "2024-05-02", excerpt: "Went climbing with Tom after work.", score: 1, confidence: "high" }] };
    return {};
  };

  it.each([
    ["tell me everything about Tom", "Tom is your brother.", "Your journal mentions Tom:", "- 2024-03-05: Tom works at the bakery"],
    ["fala-me do Tom", "Tom é o seu irmão.", "O seu diário fala de Tom:", "- 2024-03-05: «Tom works at the bakery»"],
  ])("%s answers who they are, what was told of them and the journal's mentions", async (question, who, journal, told) => {
    const text = await answerWith(question, data);
    expect(text).toContain(who);
    expect(text).toContain(told);
    expect(text).toContain(journal);
    expect(text).toContain("2024-05-02: Went climbing with Tom after work.");
    expect(text).not.toContain("I like tea");
    // What Tom is to the person is said once, to them, not listed again as told.
    expect(text).not.toContain("Tom is my brother");
    expect(text.match(/Tom is your brother|Tom é o seu irmão/g) ?? []).toHaveLength(1);
  });
});
