import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "what did I learn this year?" asks what a period taught, which its entries tell; "what am I learning?" is a remembered fact.

const { callsAfter } = offlineConversation({ skills: everySkill, now: new Date("2026-11-30T12:00:00Z"), timeZone: "Europe/Lisbon" });

describe("what a period taught", () => {
  it.each([
    ["what did I learn this year?", "2026-01-01", "2026-11-30"],
    ["what did I study in October?", "2026-10-01", "2026-10-31"],
    ["o que aprendi este ano?", "2026-01-01", "2026-11-30"],
  ])("%s searches the entries of the period", async (question, from, to) => {
    const [first] = await callsAfter(question);
    expect(first).toMatchObject(["search_journal", { from, to }]);
  });

  it.each(["what am I learning?", "o que estou a aprender?"])("%s is still a remembered fact", async (question) => {
    expect((await callsAfter(question))[0]?.[0]).toBe("search_memories");
  });
});
