import { describe, expect, it } from "vitest";
import { withPersonNamed } from "../../src/models/offline/question/personPronouns.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "when did I last see him?" right after "who is Miguel?": the pronoun is the one person the question before named.

const { callsAfter } = offlineConversation({ skills: everySkill, now: new Date("2026-12-01T10:00:00Z"), timeZone: "Europe/Lisbon" });

describe("a person pointed at with a pronoun", () => {
  it.each([
    ["who is Miguel?", "when did I last see him?", "Miguel"],
    ["who is Sofia?", "when did I last see her?", "Sofia"],
    ["quem é a Sofia?", "quando estive com ela pela última vez?", "Sofia"],
    ["quem é o Miguel?", "quando o vi?", "Miguel"],
  ])("after %s, %s searches the journal for %s", async (first, next, name) => {
    const calls = await callsAfter(first, next);
    expect(calls.map(([tool]) => tool)).toEqual(["search_journal"]);
    expect(calls[0]![1]).toMatchObject({ query: name, recencyBoost: true });
  });

  it.each([
    ["who is Sofia?", "when is her birthday?", "sofia"],
    ["quem é o Miguel?", "quantos anos tem ele?", "miguel"],
  ])("after %s, %s asks the memories of %s", async (first, next, name) => {
    const calls = await callsAfter(first, next);
    expect(calls.map(([tool]) => tool)).toContain("search_memories");
    expect(String(calls.find(([tool]) => tool === "search_memories")![1]["query"]).toLowerCase()).toContain(name);
  });

  it.each([
    ["when did I last see her?", "when did I last see Sofia?"],
    ["how old is her son?", "how old is Sofia's son?"],
    ["what did I do with her last week?", "what did I do with Sofia last week?"],
    ["is his birthday in May?", "is Sofia's birthday in May?"],
    ["quando estive com ela?", "quando estive com Sofia?"],
    ["qual é o aniversário dela?", "qual é o aniversário de Sofia?"],
    ["quando a vi?", "quando vi a Sofia?"],
    ["she's not my boss anymore", "Sofia is not my boss anymore"],
    ["she's been away all week", "Sofia has been away all week"],
  ])("%s reads as %s", (text, named) => {
    expect(withPersonNamed(text, "Sofia")).toBe(named);
  });

  it.each([
    ["what did I do in May?", "when did I last see her?"],
    ["who are Ana and Tom?", "when did I last see her?"],
  ])("after %s (no one person named), %s stays as asked", async (first, next) => {
    const calls = await callsAfter(first, next);
    expect(JSON.stringify(calls)).not.toMatch(/"query":"(?:May|Ana|Tom)"/);
  });
});
