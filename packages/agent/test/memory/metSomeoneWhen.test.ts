import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// Meeting someone told with a year and where ("I met Tom at university in 2015", "Conheci o Tom na faculdade em 2015")
// is remembered whole (who, where, when), said back plainly, and answers "when did I meet Tom?" later; before, the year
// was no date and the place no part of any rule, so nothing was kept and the message searched the journal of that year.

const now = new Date("2026-12-02T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { answerWith, ask } = offlineConversation({ skills: everySkill, now, timeZone });

const cases = [
  ["I met Tom at university in 2015", "Tom", "I met Tom at university in 2015", "You met Tom at university in 2015", "when did I meet Tom?"],
  ["I met Tom in 2015", "Tom", "I met Tom in 2015", "You met Tom in 2015", "when did I meet Tom?"],
  ["I met Tom at a conference in Berlin in 2019", "Tom", "I met Tom at a conference in Berlin in 2019", "You met Tom at a conference in Berlin in 2019", "when did I first meet Tom?"],
  ["Conheci o Tom na faculdade em 2015", "Tom", "Conheci o Tom na faculdade em 2015", "Conheceu o Tom na faculdade em 2015", "quando conheci o Tom?"],
  ["conheci a Ana em 2018", "Ana", "Conheci a Ana em 2018", "Conheceu a Ana em 2018", "quando conheci a Ana?"],
  ["encontrei o Rui num concerto em Berlim em 2019", "Rui", "Encontrei o Rui num concerto em Berlim em 2019", "Encontrou o Rui num concerto em Berlim em 2019", "quando encontrei o Rui?"],
] as const;

describe("meeting someone, told with where and the year", () => {
  it.each(cases)("%s is remembered", (told, who, content) => {
    const [memory] = extractOffline({ text: told, sentAt: now, timeZone }).memories;
    expect(memory?.content).toBe(content);
    expect(memory?.triple).toEqual({ subject: "user", predicate: "met_with", object: who });
    expect(memory?.occurredPrecision).toBe("year");
  });

  it.each(cases)("%s is said back plainly, not searched in the journal", async (told, who, _content, said) => {
    const { calls } = await ask(told);
    expect(calls.map((call) => call.name)).not.toContain("search_journal");
    const text = await answerWith(told, { get_person: { person: { name: who, relationshipToUser: "friend", aliases: [] }, memories: [] } });
    expect(text).toContain(said);
  });

  it.each(cases)("%s answers %s afterwards", async (told, _who, content, said, question) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(content, "event", "2026-11-20")]));
    expect(calls).toEqual([]);
    expect(text).toContain(said);
  });

  it.each([
    ["I saw Tom in the news", "I saw Tom in the news"],
    ["vi o Tom na televisão", "vi o Tom na televisão"],
  ])("%s, not a meeting where, keeps no place", (told) => {
    const memories = extractOffline({ text: told, sentAt: now, timeZone }).memories;
    expect(memories.every((memory) => memory.triple?.predicate !== "met_with")).toBe(true);
  });
});
