import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A job changed to a named workplace, said with the job ("I moved jobs to Farfetch", "I've just moved to a new job at
// Farfetch", "mudei de emprego para a Farfetch") is where one works now, from the day said; a move between towns ("I moved
// to Porto from Lisbon", "mudei de Lisboa para o Porto") is where one lives, the town moved to, and the town left is no
// one to ask about. "I moved to Farfetch" alone says nothing of work, and is read as a town is.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });
const facts = (text: string) => extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.triple?.predicate, memory.triple?.object, memory.validFrom?.toISOString()]);

describe("a job changed to a workplace", () => {
  it.each([
    ["I moved jobs to Farfetch", now.toISOString()],
    ["I changed jobs to Farfetch in January", "2025-01-01T00:00:00.000Z"],
    ["I switched companies to Farfetch last month", "2025-02-01T00:00:00.000Z"],
    ["I've just moved to a new job at Farfetch", now.toISOString()],
    ["mudei de emprego para a Farfetch", now.toISOString()],
    ["troquei de trabalho pra Farfetch em janeiro", "2025-01-01T00:00:00.000Z"],
    ["mudei de empresa para a Farfetch em janeiro", "2025-01-01T00:00:00.000Z"],
  ])("%j is where one works now", async (text, since) => {
    expect(facts(text)).toEqual([["works_at", "Farfetch", since]]);
    const answer = await ask(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toContain("Farfetch");
  });

  it.each([["I moved jobs to a startup"], ["mudei de emprego"], ["troquei de trabalho"]])("%j names no workplace", (text) => {
    expect(facts(text).filter(([predicate]) => predicate === "works_at")).toEqual([]);
  });
});

describe("a move between towns", () => {
  it.each([
    ["I moved to Porto from Lisbon", "Porto"],
    ["mudei de Lisboa para o Porto", "Porto"],
    ["mudei-me do Porto para Lisboa", "Lisboa"],
    ["I moved to Porto", "Porto"],
    ["mudei-me para Lisboa", "Lisboa"],
  ])("%j is where one lives, the town moved to, and no one is asked about", (text, town) => {
    const { memories, unknownPeople } = extractOffline({ text, sentAt: now, timeZone });
    expect(memories.map((memory) => [memory.triple?.predicate, memory.triple?.object])).toEqual([["lives_in", town]]);
    expect(unknownPeople).toEqual([]);
  });
});
