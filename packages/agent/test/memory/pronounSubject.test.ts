import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A fact asked with a pronoun ("how old is she?", "onde mora ele?") is about the one person the message before named,
// read once for every skill (`personBefore`), not by memory's own guess; with two named, it is no one's in particular.

const now = new Date("2026-11-30T10:00:00Z");
const { callsAfter } = offlineConversation({ skills: everySkill, tools: ["search_memories", "get_person", "search_journal"], now, timeZone: "Europe/Lisbon" });
const memoryQuery = (calls: ReadonlyArray<readonly [string, Record<string, unknown>]>): string => String(calls.find(([name]) => name === "search_memories")?.[1]["query"] ?? "");

describe("a fact asked of someone by pronoun", () => {
  it.each([
    ["who is Ana?", "how old is she?", "Ana"],
    ["quem é o Rui?", "onde mora ele?", "Rui"],
    ["my sister Ana lives in Porto", "where does she work?", "Ana"],
  ])("%s then %s asks of %s", async (before, question, name) => {
    expect(memoryQuery(await callsAfter(before, question)).split(" ")).toContain(name.toLowerCase());
  });
});
