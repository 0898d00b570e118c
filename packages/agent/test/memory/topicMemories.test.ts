import { describe, expect, it } from "vitest";
import { memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation } from "../support/offlineConversation.js";

// "What do you know about my family?": the memories about it, not every memory the search brought back with them.

const now = new Date("2025-03-12T15:00:00Z");
const { answerWith } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "search_memories", "get_person"], now, timeZone: "Europe/Lisbon" });
const row = (content: string, entities: ReadonlyArray<string> = []) => ({ content, date: "2025-03-01", dated: false, type: "fact", current: true, entities });
const found = [
  row("Ana is my sister", ["Ana"]),
  row("I work as a nurse at Santa Maria hospital", ["Santa Maria"]),
  row("Rui é meu irmão", ["Rui"]),
  row("Ana lives in Porto", ["Ana", "Porto"]),
  row("I'm allergic to penicillin"),
  row("My mother's birthday is on 12 May"),
];

describe("what is remembered about the family", () => {
  // Each said to the person, or quoted as told in the other language.
  it.each([
    ["what do you know about my family?", ["Ana is your sister", "“Rui é meu irmão”", "Ana lives in Porto", "Your mother's birthday is on 12 May"]],
    ["o que sabes sobre a minha família?", ["«Ana is my sister»", "O Rui é o seu irmão", "«Ana lives in Porto»", "«My mother's birthday is on 12 May»"]],
  ])("%j lists the relatives and what was told of them, and nothing else", async (question, facts) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories: found } : { results: [] }));
    for (const fact of facts) expect(text).toContain(fact);
    expect(text).not.toContain("nurse");
    expect(text).not.toContain("penicillin");
  });
});
