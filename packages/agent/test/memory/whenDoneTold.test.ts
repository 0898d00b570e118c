import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "When did I <verb> …?" whose doing a remembered fact tells with its time ("I met Tom at university in 2015",
// "Comprei o carro em 2021") is the memory's to answer, not a search of the journal.

const now = new Date("2026-12-02T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("when the person did something a fact tells", () => {
  it.each([
    ["when did I meet Tom?", "I met Tom at university in 2015", "2015"],
    ["when did I buy my car?", "I bought my car in 2021", "2021"],
    ["quando comprei o carro?", "Comprei o carro em 2021", "2021"],
    ["quando comecei a trabalhar na Google?", "Comecei a trabalhar na Google em 2020", "2020"],
  ])("%s", async (question, told, year) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(told, "fact", "2026-11-20")]));
    expect(calls).toEqual([]);
    expect(text).toContain(year);
  });

  it.each([
    ["when did I meet Tom?", "I met Tom for coffee"],
    ["quando comprei o carro?", "Comprei um carro azul"],
  ])("%s with no time told: the journal is searched", async (question, told) => {
    const { calls } = await ask(question, systemWith([storedMemory(told, "fact", "2026-11-20")]));
    expect(calls.map((call) => call.name)).toContain("search_journal");
  });
});
