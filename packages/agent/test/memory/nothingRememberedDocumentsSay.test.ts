import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A thing asked of that nothing remembered tells, but a document does ("what is ReLU?" with study notes, "who is my
// landlord?" with a lease): the answer is the document's, not "I have nothing remembered about it" before it.

// No portfolio to look the word up in as a ticker: only memory, the journal and the documents can tell it.
const tools = [...new Set(everySkill.flatMap((skill) => skill.tools))].filter((name) => name !== "get_holdings");
const { answerWith } = offlineConversation({ skills: everySkill, tools, now: new Date("2026-12-01T10:00:00Z"), timeZone: "Europe/Lisbon" });
const passage = (heading: string, text: string, name: string) => ({ documentId: name, name, title: name, page: null, heading, text: `## ${heading}\n\n${text}`, citation: `[${name}]` });
const notes = passage("Activation functions", "ReLU (max of zero and the input) is the usual default in hidden layers.", "notes.md");
const apontamentos = passage("Funções de ativação", "A ReLU (o máximo entre zero e a entrada) é a escolha habitual nas camadas escondidas.", "apontamentos.md");
// The memory search returns what it holds closest, none of it about the thing asked.
const none = {
  search_memories: { memories: [{ content: "Dr. Lopes is my dentist", date: "2026-11-20", dated: false, type: "relationship", current: true }], summaries: [] },
  search_journal: { results: [], confidence: "none" },
};

describe("nothing remembered, a document tells it", () => {
  it.each([
    ["what is ReLU?", notes, "ReLU (max of zero"],
    ["o que é a ReLU?", apontamentos, "A ReLU (o máximo"],
  ])("%s is answered from the document alone", async (question, found, quoted) => {
    const text = await answerWith(question, { ...none, search_knowledge_base: { passages: [found], found: "some" } });
    expect(text).toContain(quoted);
    expect(text).not.toMatch(/nothing remembered|nada guardado/i);
  });

  it.each([["what is ReLU?"], ["o que é a ReLU?"]])("%s with no document either still says nothing is remembered", async (question) => {
    const text = await answerWith(question, { ...none, search_knowledge_base: { passages: [], found: "none" } });
    expect(text).toMatch(/nothing remembered|nada guardado/i);
  });
});
