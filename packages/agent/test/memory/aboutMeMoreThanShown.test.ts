import { describe, expect, it } from "vitest";
import { memorySkill } from "../../src/index.js";
import { offlineConversation } from "../support/offlineConversation.js";

// "What do you know about me?" reads the newest memories only: when more are kept than are shown, the answer says how
// many (when the search counted them) and how to see the others, rather than the newest as if they were all.

const now = new Date("2026-12-02T10:00:00Z");
const { answerWith } = offlineConversation({ skills: [memorySkill], tools: ["search_memories"], now, timeZone: "Europe/Lisbon" });
const told = Array.from({ length: 10 }, (_, index) => ({ content: `I like board game number ${index}`, date: "2026-11-20", dated: false, toldOn: "2026-11-20", type: "fact", current: true, entities: [] }));
const found = (total: number | null, memories = told) => (name: string) => (name === "search_memories" ? { memories, summaries: [], total } : {});

describe("what is known about the person, of more than are shown", () => {
  it.each([
    ["what do you know about me?", 15, "These are the 10 newest of the 15 things I remember; ask about a topic or a period (\"what did I tell you in March?\") for the others."],
    ["o que sabes sobre mim?", 15, "Estas são as 10 mais recentes das 15 coisas que sei; pergunte por um tema ou por um período («o que lhe contei em março?») para ver as outras."],
    ["what do you know about me?", null, "These are the 10 newest things I remember; ask about a topic or a period (\"what did I tell you in March?\") for the others."],
    ["o que você sabe sobre mim?", null, "Estas são as 10 coisas mais recentes que sei; pergunte por um tema ou por um período («o que lhe contei em março?») para ver as outras."],
  ])("%s (%s counted) says that more are kept", async (question, total, more) => {
    const answer = await answerWith(question, found(total));
    expect(answer).toContain("board game number 9");
    expect(answer).toContain(more);
  });

  it.each(["what do you know about me?", "o que sabes sobre mim?"])("%s says nothing of more when all are shown", async (question) => {
    expect(await answerWith(question, found(10))).not.toMatch(/newest|mais recentes/u);
    expect(await answerWith(question, found(null, told.slice(0, 4)))).not.toMatch(/newest|mais recentes/u);
  });
});

// Asked as what was learned, with no period named: what is known, not the journal's entries about learning.
describe("what was learned about the person", () => {
  it.each([
    ["what have you learned about me?", "What I remember about you:"],
    ["what did you find out about me?", "What I remember about you:"],
    ["o que aprendeste sobre mim?", "O que sei:"],
    ["o que você aprendeu sobre mim?", "O que sei:"],
  ])("%s says what is known", async (question, heading) => {
    const answer = await answerWith(question, found(10));
    expect(answer).toContain(heading);
    expect(answer).toContain("board game number 9");
  });
});
