import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Which document a summary is asked of, when the question names it by its subject ("the insurance
// document", "o documento do seguro") among others whose names share letters with the asking words.

const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-11-30T11:00:00Z"), timeZone: "Europe/Lisbon" });

const listed = {
  documents: [
    { documentId: "cake", name: "Receita bolo de cenoura.md", title: "Bolo de cenoura da avó", status: "ready" },
    { documentId: "car", name: "Car insurance policy 2026.md", title: "Car insurance policy — Fidelis Motor", status: "ready" },
    { documentId: "lab", name: "Blood test results October.md", title: "Lab results — 14 October 2026", status: "ready" },
  ],
};
const summaries: Record<string, string> = {
  cake: "Cenouras, ovos, óleo, açúcar e farinha; 40 minutos a 180 graus.",
  car: "Own damage cover with a 300 EUR excess; renews on 1 March 2027.",
  lab: "Total cholesterol 212 mg/dL, slightly high; vitamin D deficient.",
};
const library = (name: string, args: Record<string, unknown>) =>
  name === "list_documents"
    ? listed
    : name === "get_document_summary"
      ? { documentId: args["documentId"], name: listed.documents.find((document) => document.documentId === args["documentId"])?.name, status: "ready", summary: summaries[String(args["documentId"])], citation: "[doc]" }
      : name === "search_knowledge_base"
        ? { passages: [], found: "none" }
        : name === "search_journal"
          ? { results: [], confidence: "none" }
          : {};

describe("the summary of the document a question names by its subject", () => {
  it.each([
    ["summarise the insurance document", "car"],
    ["resuma o documento do seguro", "car"],
    ["resume-me o documento do seguro", "car"],
    ["sintetize o meu seguro do carro", "car"],
    ["summarize my blood test results", "lab"],
    ["resuma as minhas análises de sangue", "lab"],
    ["resuma a receita do bolo", "cake"],
  ])("%s gives that document's summary", async (question, id) => {
    expect(await answerWith(question, library)).toContain(summaries[id]!);
  });

  it.each([
    ["what's in the insurance document?", "car"],
    ["what is in my car insurance policy?", "car"],
    ["o que tem no documento do seguro?", "car"],
    ["o que está na apólice do seguro do carro?", "car"],
    ["what's in the recipe?", "cake"],
  ])("%s (what a named document holds) gives its summary", async (question, id) => {
    expect(await answerWith(question, library)).toContain(summaries[id]!);
  });
});
