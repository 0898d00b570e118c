import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "I have two kids", "tenho uma irmã": relatives told with no name are remembered as said, and "how many kids do I
// have?", "tenho irmãos?" are answered from them, not from how often the journal names them.

const now = new Date("2026-11-30T10:00:00Z");
const timeZone = "Europe/Lisbon";
const kept = (text: string) => extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.content, memory.triple?.predicate, memory.triple?.object]);

describe("relatives told with no name are kept", () => {
  it.each([
    ["I have two kids", "child"],
    ["I've got a younger sister.", "sister"],
    ["I have four children", "child"],
    ["Tenho uma irmã", "sister"],
    ["tenho três filhos", "son"],
    ["Tenho uma irmã mais nova.", "sister"],
  ])("%s", (text, kind) => {
    expect(kept(text)).toEqual([[text.replace(/\.$/, "").replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()), "has_relatives", kind]]);
  });

  it.each(["I have a car", "I have a meeting", "tenho um cão", "I have two kids, Tomás and Leonor", "tenho uma irmã chamada Ana"])("%s is no unnamed relative", (text) => {
    expect(kept(text).filter(([, predicate]) => predicate === "has_relatives")).toEqual([]);
  });
});

describe("asked back in a new conversation", () => {
  const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
  it.each([
    ["how many kids do I have?", "I have two kids"],
    ["do I have siblings?", "I have a sister"],
    ["quantos filhos tenho?", "Tenho dois filhos"],
    ["tenho irmãos?", "Tenho uma irmã"],
  ])("%s → %s", async (question, told) => {
    const system = systemWith([storedMemory(told, "relationship", "2026-11-20")]);
    const first = await ask(question, system);
    expect(first.calls.map((call) => call.name)).toContain("search_memories");
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories: [{ content: told, date: "2026-11-20", dated: false, type: "relationship", current: true }] } : { results: [] }), system);
    expect(text).toContain(told);
  });
});
