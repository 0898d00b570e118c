import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A feeling told before any entry is written ("I'm anxious about my exam", "estou muito feliz hoje") is answered in one
// paragraph that says the journal is empty and how to start it: not "here is how your last days look" followed by
// empty readings of the last 30 days and of the year.

const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-12-02T10:00:00Z"), timeZone: "Europe/Lisbon" });

const emptyJournal = (name: string) =>
  name === "get_current_state" ? { entryCount: 0, totalEntries: 0, lastEntryDate: null, days: 7 } : name === "search_journal" ? { results: [] } : { entries: [], sort: "newest" };

describe("a feeling told to an empty journal", () => {
  it.each([
    ["I'm feeling really anxious about my exam tomorrow", /^That sounds hard\. Your journal has no entries yet, so I can't look back at your last days with you\./],
    ["I feel lonely today", /^That sounds hard\. Your journal has no entries yet/],
    ["I feel a bit strange", /^Thank you for telling me\. Your journal has no entries yet/],
    ["tô estressado com o trabalho", /^Isso parece difícil\. O seu diário ainda não tem entradas/],
    ["estou muito feliz hoje", /^Ainda bem\. O seu diário ainda não tem entradas/],
  ])("%s", async (question, answer) => {
    const said = await answerWith(question, emptyJournal);
    expect(said).toMatch(answer);
    expect(said).not.toMatch(/last days look|últimos dias nas suas entradas|reading the last year|leio o último ano/);
    expect(said.split("\n\n")).toHaveLength(1);
  });

  it("a journal with entries, none in the window, still says what it read", async () => {
    const said = await answerWith("I feel lonely today", (name: string) => (name === "get_current_state" ? { entryCount: 0, totalEntries: 40, lastEntryDate: "2026-09-01", days: 7 } : { entries: [] }));
    expect(said).toMatch(/^That sounds hard\. Writing about it in your journal can help/);
    expect(said).not.toContain("has no entries yet");
  });
});
