import { describe, expect, it } from "vitest";
import { memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation } from "../support/offlineConversation.js";

// A journal kept with a template ("Humor: ok. Sono: 5h." above the day): the last visit quotes the sentence that tells
// the visit, not the fields and the rest of the day around it.

const now = new Date("2026-11-30T10:00:00Z");
const { answerWith } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "search_memories"], now, timeZone: "Europe/Lisbon" });

describe("the last visit told in a templated entry", () => {
  it.each([
    ["when did I last go to the dentist?", "Mood: ok. Sleep: 5h. Went to the dentist for a cleaning. Then lunch at the bakery.", "The last time was on 2026-10-06: Went to the dentist for a cleaning. (journal)."],
    ["quando fui ao dentista pela última vez?", "Humor: ok. Sono: 5h. Gratidão: a família. Fui ao dentista fazer limpeza. Depois passei na Padaria Estrela.", "A última vez foi em 2026-10-06: Fui ao dentista fazer limpeza. (diário)."],
  ])("%s quotes the visit alone", async (question, excerpt, expected) => {
    const data = { search_memories: { memories: [] }, search_journal: { results: [{ entryId: "e", date: "2026-10-06", excerpt, score: 1, confidence: "high" }] } };
    const text = await answerWith(question, data);
    expect(text).toBe(expected);
  });
});
