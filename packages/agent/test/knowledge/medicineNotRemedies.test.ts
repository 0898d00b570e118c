import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A prescription and study notes on overfitting whose "Remedies" are figurative: the words of medicine find the
// prescription, and the notes' remedies are no medicine.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const passage = (name: string, heading: string, text: string) => ({ documentId: name, name, title: name.replace(/\.md$/, ""), page: null, heading, text, citation: `[${name}]` });

const prescription = passage("receita.md", "Receita", "# Receita\n\nAmoxicilina 500 mg: 1 comprimido de 8 em 8 horas durante 7 dias.");
const notes = passage("ml-notes.md", "Overfitting", "## Overfitting\nThe model learns noise in the training data.\nRemedies: more data, regularisation, early stopping.");
const answer = (question: string) =>
  answerWith(question, { search_knowledge_base: { passages: [notes, prescription], found: "some" }, search_journal: { results: [], confidence: "none" } });

describe("medicine, not figurative remedies", () => {
  it.each(["what's the dose of my prescription?", "qual é a dose da minha receita?", "quais são os meus remédios?"])("%s: the prescription only", async (question) => {
    const text = await answer(question);
    expect(text).toContain("500 mg");
    expect(text).not.toContain("Remedies");
  });
});
