import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "how do I fix overfitting?", "como cancelo o seguro?": a person who keeps notes and policies expects them looked up
// first. When they say nothing, the answer says so, and that the offline mode answers no general question.

const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });

const documents = [
  { documentId: "n1", name: "notas.md", page: null, heading: "Notas de aprendizagem automática", text: "# Notas de aprendizagem automática\n\nO sobreajuste (overfitting) resolve-se com regularização, dropout ou mais dados.", citation: "[notas.md]" },
  { documentId: "p1", name: "car-policy.pdf", page: 2, heading: "Cancellation", text: "You may cancel this policy at any time by giving 30 days' written notice to the insurer.", citation: "[car-policy.pdf p.2]" },
];

const tools = (passages: ReadonlyArray<unknown>, hasDocuments: boolean) => (name: string) =>
  name === "search_knowledge_base"
    ? { passages, found: passages.length > 0 ? "some" : "none", hasDocuments }
    : name === "search_journal"
      ? { results: [], confidence: "none" }
      : name === "list_documents"
        ? { documents: [] }
        : {};

describe("how to do something, asked of the person's documents", () => {
  it.each([
    ["how do I fix overfitting?", "resolve-se com regularização"],
    ["how can I avoid overfitting?", "resolve-se com regularização"],
    ["how do I cancel the car insurance?", "30 days' written notice"],
    ["como resolvo o sobreajuste?", "resolve-se com regularização"],
    ["como corrijo o sobreajuste?", "resolve-se com regularização"],
    ["como cancelo o seguro?", "30 days' written notice"],
    ["what can I do about overfitting?", "resolve-se com regularização"],
    ["como posso evitar o sobreajuste?", "resolve-se com regularização"],
    ["o que faço para evitar o sobreajuste?", "resolve-se com regularização"],
    ["o que posso fazer para evitar o sobreajuste?", "resolve-se com regularização"],
  ])("%s quotes what the documents say", async (asked, quoted) => {
    const answer = await answerWith(asked, tools(documents, true));
    expect(answer).toContain(quoted);
    expect(answer).not.toMatch(/general questions|perguntas gerais|None of your documents|Nenhum dos seus documentos/);
  });

  it.each([
    ["how do I fix overfitting?", "I found nothing about “overfitting” in your documents, so they don't say how. Offline mode doesn't answer general questions"],
    ["how do I install python?", "I found nothing about “install python” in your documents, so they don't say how. Offline mode doesn't answer general questions"],
    ["como resolvo o sobreajuste?", "Não encontrei nada sobre «sobreajuste» nos seus documentos, por isso não dizem como. O modo offline não responde a perguntas gerais"],
    ["como instalo o python?", "Não encontrei nada sobre «instalo python» nos seus documentos, por isso não dizem como. O modo offline não responde a perguntas gerais"],
  ])("%s that no document says is said plainly, with no general answer instead", async (asked, said) => {
    expect(await answerWith(asked, tools([], true))).toContain(said);
  });

  it.each([
    ["how do I fix overfitting?", "Offline mode doesn't answer general questions", "You have no documents yet"],
    ["how do I install python?", "Offline mode doesn't answer general questions", "You have no documents yet"],
    ["como resolvo o sobreajuste?", "O modo offline não responde a perguntas gerais", "Ainda não há documentos"],
    ["como instalo o python?", "O modo offline não responde a perguntas gerais", "Ainda não há documentos"],
  ])("%s before any document is uploaded says both", async (asked, general, none) => {
    const answer = await answerWith(asked, tools([], false));
    expect(answer).toContain(general);
    expect(answer).toContain(none);
  });
});

describe("how to do something, with no documents to search", () => {
  const journalOnly = offlineConversation({ skills: everySkill.filter((skill) => skill.name !== "knowledge"), now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });
  it.each([
    ["how do I install python?", "I can't do that in offline mode"],
    ["como instalo o python?", "Não consigo fazer isso em modo offline"],
  ])("%s is a general question, said plainly", async (asked, said) => {
    expect(await journalOnly.answerWith(asked, tools([], false))).toContain(said);
  });
});
