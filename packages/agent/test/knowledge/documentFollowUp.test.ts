import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// After a question of a document, a follow-up that names no document ("what about pets?", "when does it end?", "e a
// renda?") asks the same document again, not the journal.

const now = new Date("2026-12-01T10:00:00Z");
const { callsAfter, turn } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const lease = "what does my lease say about the deposit?";
const contrato = "o que diz o meu contrato sobre a caução?";

describe("a follow-up of a document question", () => {
  it.each([
    [lease, "what about pets?", "pets"],
    [lease, "and the rent?", "rent"],
    [contrato, "e a renda?", "renda"],
    [contrato, "e quanto aos animais?", "animais"],
  ])("after %s, %s searches the documents for %s", async (first, next, subject) => {
    const calls = await callsAfter(first, next);
    expect(calls.map(([name]) => name)).toEqual(["search_knowledge_base"]);
    expect(String(calls[0]![1]["query"])).toContain(subject);
  });

  it.each([
    [lease, "when does it end?"],
    [contrato, "e quando acaba?"],
    [lease, "what about pets?", "when does it end?"],
  ])("after %s, %s searches the document's term", async (...questions) => {
    const calls = await callsAfter(...questions);
    expect(calls.map(([name]) => name)).toEqual(["search_knowledge_base"]);
    expect(JSON.stringify(calls[0]![1]["related"])).toMatch(/expiry/);
  });

  it("answers from the document, under the subject asked now", async () => {
    const passage = { documentId: "lease", name: "lease.md", title: "Lease", page: null, heading: "4. Pets", text: "## 4. Pets\nThe tenant may keep one dog or one cat.", citation: "[lease.md]" };
    const messages: ModelMessage[] = [{ role: "user", content: lease }, { role: "assistant", content: "What your documents say about “deposit”: …" }, { role: "user", content: "what about pets?" }];
    const first = await turn(messages);
    const call = first.calls[0]!;
    const { text } = await turn([
      ...messages,
      { role: "assistant", content: "", toolCalls: [call] },
      { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { passages: [passage], found: "some" } }) },
    ]);
    expect(text).toContain("“pets”");
    expect(text).toContain("one dog or one cat");
  });
});

describe("what stays the journal's after a document question", () => {
  it.each([
    [lease, "what about Tom?", "search_journal"],
    [lease, "and last month?", "search_journal"],
    [contrato, "e o Tom?", "search_memories"],
    ["when did I last go climbing?", "what about pets?", "search_journal"],
    ["quando fui escalar pela última vez?", "e o cão?", "search_journal"],
  ])("after %s, %s", async (first, next, tool) => {
    const calls = await callsAfter(first, next);
    expect(calls.map(([name]) => name)).toContain(tool);
    expect(calls.map(([name]) => name)).not.toContain("search_knowledge_base");
  });
});
