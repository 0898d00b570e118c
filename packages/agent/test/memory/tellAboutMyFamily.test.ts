import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "Tell me about my family", "fala-me da minha família": the people memory knows of that part of one's life, as
// "what do you remember about my family?" lists them; "tell me about my week" stays the journal's review.

const now = new Date("2026-11-30T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("a part of one's life asked outright", () => {
  it.each(["tell me about my family", "fala-me da minha família", "conta-me do meu trabalho"])("%s looks in memory", async (question) => {
    expect((await ask(question)).calls.map((call) => call.name)).toContain("search_memories");
  });

  it("tell me about my week is the journal's", async () => {
    expect((await ask("tell me about my week")).calls.map((call) => call.name)).not.toContain("search_memories");
  });
});

describe("a part of one's life, answered", () => {
  const row = (content: string) => ({ content, date: "2026-11-30", dated: false, type: "fact", current: true });
  const memories = [row("My sister Ana lives in Porto"), row("Max is my dog"), row("I prefer meetings in the afternoon"), row("Inês é minha melhor amiga")];
  it.each([
    ["tell me about my family", "What you told me about your family:\n- 2026-11-30: Your sister Ana lives in Porto"],
    ["what do you remember about my family?", "What you told me about your family:\n- 2026-11-30: Your sister Ana lives in Porto"],
  ])("%s lists its people alone", async (question, answer) => {
    expect(await answerWith(question, (name) => (name === "search_memories" ? { memories } : { results: [] }))).toBe(answer);
  });

  it("says plainly when none of its people is remembered", async () => {
    const others = memories.filter((memory) => !memory.content.includes("sister"));
    expect(await answerWith("fala-me da minha família", (name) => (name === "search_memories" ? { memories: others } : { results: [] }))).toBe("Não tenho nada guardado sobre «família».");
  });
});
