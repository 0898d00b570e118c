import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "My sister Ana has two kids", and "she has two kids" said after naming her: someone else's relatives told by how
// many. Before, nothing was kept, and the second was searched in the journal ("Your journal doesn't mention kids").

const now = new Date("2026-12-02T10:00:00Z");
const timeZone = "Europe/Lisbon";
const contents = (text: string, previousText?: string) =>
  extractOffline({ text, sentAt: now, timeZone, ...(previousText === undefined ? {} : { previousText }) }).memories.map((memory) => memory.content);

describe("someone else's relatives, told by how many", () => {
  it.each([
    ["My sister Ana has two kids", undefined, "My sister Ana has two kids"],
    ["she has two kids", "my sister Ana lives in Porto", "Ana has two kids"],
    ["Tom has a younger brother", undefined, "Tom has a younger brother"],
    ["A minha irmã Ana tem dois filhos", undefined, "A minha irmã Ana tem dois filhos"],
    ["ela tem dois filhos", "a minha irmã Ana mora no Porto", "Ana tem dois filhos"],
    ["o Rui tem uma filha", undefined, "O Rui tem uma filha"],
  ])("%j (after %j) keeps %j", (text, previousText, kept) => {
    expect(contents(text, previousText)).toContain(kept);
    const memory = extractOffline({ text, sentAt: now, timeZone, ...(previousText === undefined ? {} : { previousText }) }).memories.find((memory) => memory.content === kept);
    expect(memory?.triple?.predicate).toBe("has_relatives");
  });

  it.each([
    ["Ana has a car", undefined],
    ["she has a meeting at 5", "my sister Ana lives in Porto"],
    ["o Rui tem um carro novo", undefined],
  ])("%j keeps no relatives", (text, previousText) => {
    const extraction = extractOffline({ text, sentAt: now, timeZone, ...(previousText === undefined ? {} : { previousText }) });
    expect(extraction.memories.some((memory) => memory.triple?.predicate === "has_relatives")).toBe(false);
  });

  const { turn } = offlineConversation({ skills: everySkill, now, timeZone });
  it.each([
    ["my sister Ana lives in Porto", "she has two kids", "Noted: Ana has two kids."],
    ["a minha irmã Ana mora no Porto", "ela tem dois filhos", "Anotado: Ana tem dois filhos."],
  ])("%j then %j is noted, not searched", async (first, second, noted) => {
    const { calls, text } = await turn([
      { role: "user", content: first },
      { role: "assistant", content: "Noted." },
      { role: "user", content: second },
    ]);
    expect(calls.filter((call) => call.name === "search_journal")).toEqual([]);
    expect(text).toContain(noted);
  });
});
