import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// What the person did ("when did I last go to Porto?", "o que fiz com a Ana?") is the journal's to tell. A remembered fact
// that only shares a place or a person with it ("my sister Ana lives in Porto") answers only what it says: where
// someone lives is no visit. A fact that tells the doing itself ("I moved to Porto in 2019") still answers.

const now = new Date("2026-12-02T10:00:00Z");
const { ask, turn } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const system = systemWith([
  storedMemory("My sister Ana lives in Porto", "fact", "2026-12-02"),
  storedMemory("A minha irmã Ana mora no Porto", "fact", "2026-12-02"),
  storedMemory("Tom is my friend", "relationship", "2026-12-02"),
]);

/** The journal's tools that read what was done: a search, or every entry naming someone ("what did I do with Ana?"). */
const journalReads = ["search_journal", "count_mentions"];

describe("the person's own doing is asked of the journal, not of a fact that shares its place", () => {
  it.each([
    "when did I last go to Porto?",
    "when was I last in Porto?",
    "when did I go to Porto?",
    "what did I do with Ana last month?",
    "quando fui ao Porto pela última vez?",
    "a última vez que fui ao Porto?",
    "quando estive no Porto?",
    "o que fiz com a Ana no mês passado?",
  ])("%s reads the journal", async (question) => {
    const { calls, text } = await ask(question, system);
    expect(calls.map((call) => call.name).some((name) => journalReads.includes(name))).toBe(true);
    expect(text).not.toMatch(/lives in Porto|mora no Porto/);
  });

  it.each([
    ["what did I do with Ana last month?", "and with Tom?"],
    ["o que fiz com a Ana no mês passado?", "e com o Tom?"],
  ])("%s → %s asks the journal of Tom in the same month", async (first, next) => {
    const { calls, text } = await turn([{ role: "user", content: first }, { role: "assistant", content: "…" }, { role: "user", content: next }], system);
    expect(text).not.toContain("Tom is my friend");
    const search = calls.find((call) => journalReads.includes(call.name));
    expect(JSON.parse(search?.arguments ?? "{}")).toMatchObject({ query: "Tom", from: "2026-11-01", to: "2026-11-30" });
  });

  it.each([
    ["where does Ana live?", "lives in Porto"],
    ["onde mora a Ana?", "Porto"],
  ])("%s is still the fact's", async (question, said) => {
    const { calls, text } = await ask(question, system);
    expect(calls).toEqual([]);
    expect(text).toContain(said);
  });

  it.each([
    ["when did I move to Porto?", "I moved to Porto in 2019", "fact", "2019"],
    ["when did I go to Lisbon?", "I went to Lisbon in May 2025", "fact", "2025"],
    ["quando estive em Paris?", "Estive em Paris em maio de 2025", "event", "2025"],
    ["quando fui operado ao joelho?", "Fui operado ao joelho em março de 2024", "event", "2024"],
  ])("%s is answered by a fact that tells the doing", async (question, fact, type, said) => {
    const { text } = await ask(question, systemWith([storedMemory(fact, type, "2026-11-20")]));
    expect(text).toContain(said);
  });
});
