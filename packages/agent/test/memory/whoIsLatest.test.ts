import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Someone nothing is remembered about is looked up in the journal's latest entries: who they are now, how they are now.

const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2024-05-10T10:00:00Z"), timeZone: "Europe/Lisbon" });

describe("the journal's mentions of someone not remembered", () => {
  it.each(["who is Tom?", "quem é o Tom?", "how is Biscuit?", "como está o Biscuit?"])("%s reads the latest entries that name them first", async (question) => {
    const searched: Array<Record<string, unknown>> = [];
    await answerWith(question, (name, args) => {
      if (name === "search_journal") searched.push(args);
      if (name === "get_person") return { person: null, relationships: [], memories: [] };
      if (name === "search_memories") return { memories: [] };
      if (name === "search_journal") return { results: [{ entryId: "e1", date: "2024-05-09", excerpt: "Dinner with Tom and Biscuit.", score: 1, confidence: "high" }], confidence: "high" };
      return {};
    });
    expect(searched.length).toBeGreaterThan(0);
    for (const args of searched) expect(args).toMatchObject({ recencyBoost: true });
  });
});
