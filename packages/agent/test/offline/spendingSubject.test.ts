import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "How much did I spend on restaurants?" / "quanto gastei em restaurantes?": the verb of spending only frames the
// question. The journal is searched for the thing spent on, so entries that name it are sure matches even though none
// says "gastei", and they answer when no document does.

const now = new Date("2026-12-01T10:00:00Z");
const { answerWith, callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

/** The journal is sure only of entries that hold every word searched: none of them holds the verb. */
const data = (name: string, args: Record<string, unknown>) => {
  if (name === "search_knowledge_base") return { passages: [] };
  if (name === "search_journal") {
    const sure = !/\b(?:gastei|paguei|spend|spent)\b/.test(String(args["query"]));
    return { results: [{ date: "2026-11-20", excerpt: "Dinner at a restaurant with Ana.", confidence: sure ? "high" : "medium" }], confidence: sure ? "high" : "medium" };
  }
  if (name === "count_mentions") return { total: 600, mentions: 12, from: "2024-12-02", to: "2026-12-01", first: "2025-01-02", last: "2026-11-20" };
  return {};
};

describe("the thing spent on", () => {
  it.each([
    ["quanto gastei em restaurantes?", "restaurantes"],
    ["quanto paguei pelos jantares?", "jantares"],
  ])("%s searches the journal for %s, not the verb", async (question, subject) => {
    const journal = (await callsAfter(question)).find(([name]) => name === "search_journal" || name === "count_mentions");
    if (journal !== undefined) expect(journal[1]["query"]).toBe(subject);
    const answer = await answerWith(question, data);
    expect(answer).toContain("Não consigo somar quantias");
    expect(answer).toContain(`«${subject}»`);
    expect(answer).not.toMatch(/gastei|paguei/);
  });

  it("how much did I spend on restaurants? counts the restaurants", async () => {
    const answer = await answerWith("how much did I spend on restaurants?", data);
    expect(answer).toContain("I can't add up amounts");
    expect(answer).not.toMatch(/\bspend\b/);
  });
});
