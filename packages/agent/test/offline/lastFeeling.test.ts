import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A newcomer's questions about the last time a feeling came up, answered from the entries that say it rather than
// from a ranking of the month's moods, in English and Portuguese.

/** Sunday 29 November 2026 in Lisbon. */
const now = new Date("2026-11-29T11:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const row = (date: string, excerpt: string) => ({ entryId: date, date, excerpt, score: 1, confidence: "high" });
const ranked = (date: string, excerpt: string, stress: number) => ({ entryId: date, date, excerpt, title: null, mood: { happiness: 30, stress, energy: 40, valence: 30 } });

/** A journal where the feeling is written on 20 and 26 November, and the most stressed day of the month was 12 November. */
const journal = (found: boolean) => (name: string) => {
  if (name === "search_journal")
    return found
      ? { results: [row("2026-11-20", "Fiquei muito ansiosa antes da reunião com a Marta."), row("2026-11-26", "Felt anxious again about the deadline; my chest was tight.")], confidence: "high" }
      : { results: [], confidence: "none" };
  if (name === "get_recent_entries") return { entries: [ranked("2026-11-12", "Honestly a terrible day.", 92), ranked("2026-11-05", "A rough day.", 78)], sort: "most_stressed" };
  return {};
};

describe("the last time a feeling came up", () => {
  it.each([
    ["when was the last time I felt anxious?", "anxious", "ansiosa"],
    ["quando foi a última vez que me senti ansioso?", "ansioso", "anxious"],
    ["quando foi a ultima vez que me senti ansiosa", "ansiosa", "nervous"],
    ["wen did i last feel anxous", "anxious", "ansiedade"],
  ])("%s searches for the feeling in its words and in the words that mean it", async (question, query, related) => {
    const { calls } = await ask(question);
    const search = calls.find((call) => call.name === "search_journal");
    expect(search).toBeDefined();
    const args = JSON.parse(search!.arguments) as { query: string; related: string[][]; recencyBoost: boolean };
    expect(args.query).toBe(query);
    expect(args.related[0]).toContain(related);
    expect(args.recencyBoost).toBe(true);
  });

  it.each([
    ["when was the last time I felt anxious?", "The last time was on 2026-11-26"],
    ["quando foi a última vez que me senti ansioso?", "A última vez foi em 2026-11-26"],
  ])("%s answers with the latest entry that says it, not the most stressed days", async (question, said) => {
    const text = await answerWith(question, journal(true));
    expect(text).toContain(said);
    expect(text).not.toContain("2026-11-12");
  });

  it.each([
    ["when did I last feel lonely?", "I found nothing about “lonely”"],
    ["quando me senti sozinho pela última vez?", "Não encontrei nada sobre «sozinho»"],
  ])("%s, a feeling no entry names, says so and then goes by mood", async (question, nothing) => {
    const text = await answerWith(question, journal(false));
    expect(text).toContain(nothing);
    expect(text).toMatch(/2026-11-12 \((?:stress) 92\/100\)/);
  });
});
