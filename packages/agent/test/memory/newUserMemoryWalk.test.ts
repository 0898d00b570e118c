import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Questions a new user asks of what they told, in English and both Portuguese forms, that were read wrongly: the
// company they work for, the diet they follow, and whether they are vegetarian (their own fact first, never a friend's).

const now = new Date("2026-11-29T11:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const memory = (content: string) => ({ content, date: "2026-11-20", dated: false, type: "fact", current: true });
const told = ["A Ana é alérgica a amendoim", "I'm lactose intolerant", "Sou vegetariana", "I work at Siemens", "Eu moro em Campinas"];
const data = (name: string) => (name === "search_memories" ? { memories: told.map(memory) } : name === "search_journal" ? { results: [], confidence: "none" } : {});

describe("what a new user asks of what they told", () => {
  it.each([
    ["em que empresa trabalho?", "Trabalha em Siemens, como me contou em 2026-11-20."],
    ["para que empresa eu trabalho?", "Trabalha em Siemens, como me contou em 2026-11-20."],
    ["which company do I work for?", "You work at Siemens, as you told me on 2026-11-20."],
    ["who do I work for?", "You work at Siemens, as you told me on 2026-11-20."],
  ])("%s: the work remembered, not a journal search", async (question, answer) => {
    expect((await ask(question)).calls.map((call) => call.name)).toEqual(["search_memories"]);
    expect(await answerWith(question, data)).toBe(answer);
  });

  it.each([
    ["am I vegetarian?", "From what you told me: “Sou vegetariana” (2026-11-20).\n- You're lactose intolerant (2026-11-20)"],
    ["sou vegetariana?", "É vegetariana, como me contou em 2026-11-20.\n- “I'm lactose intolerant” (2026-11-20)"],
    ["what diet do I follow?", "You're lactose intolerant, as you told me on 2026-11-20.\n- “Sou vegetariana” (2026-11-20)"],
    ["que dieta eu sigo?", "Pelo que me contou: “I'm lactose intolerant” (2026-11-20).\n- É vegetariana (2026-11-20)"],
  ])("%s: the person's own way of eating, the fact that says it first, no one else's", async (question, answer) => {
    expect((await ask(question)).calls.map((call) => call.name)).toEqual(["search_memories"]);
    expect(await answerWith(question, data)).toBe(answer);
  });
});
