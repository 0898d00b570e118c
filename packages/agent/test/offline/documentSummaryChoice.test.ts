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
    ["what are the key points of my car insurance policy?", "car"],
    ["quais são os pontos principais da apólice do seguro?", "car"],
    ["give me the highlights of my blood test", "lab"],
    ["o essencial das minhas análises de sangue", "lab"],
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

describe("the document added first or last", () => {
  const documents = [
    { documentId: "car", name: "Car insurance policy 2026.md", title: "Car insurance", status: "ready", uploadedAt: "2026-03-02T10:00:00.000Z" },
    { documentId: "lab", name: "Blood test results October.md", title: "Lab results", status: "ready", uploadedAt: "2026-10-15T09:00:00.000Z" },
    { documentId: "cake", name: "Receita bolo de cenoura.md", title: "Bolo", status: "ready", uploadedAt: "2026-11-29T23:30:00.000Z" },
  ];
  const list = (name: string, args: Record<string, unknown>) =>
    name === "list_documents" ? { documents: args["sort"] === "oldest" ? documents : [...documents].reverse() } : name === "get_recent_entries" ? { entries: [] } : {};

  it.each([
    ["which of my documents is the oldest?", "The first document you added is Car insurance policy 2026.md, on 2026-03-02."],
    ["what was the first file I uploaded?", "The first document you added is Car insurance policy 2026.md, on 2026-03-02."],
    ["qual é o documento mais antigo?", "O primeiro documento que adicionou é Car insurance policy 2026.md, em 2026-03-02."],
    // Uploaded at 23:30 UTC on the 29th: the 29th in Lisbon.
    ["what's my latest document?", "The last document you added is Receita bolo de cenoura.md, on 2026-11-29."],
    ["qual foi o último documento que carreguei?", "O último documento que adicionou é Receita bolo de cenoura.md, em 2026-11-29."],
    ["qual é o meu documento mais recente?", "O último documento que adicionou é Receita bolo de cenoura.md, em 2026-11-29."],
  ])("%s names it, with the day it was added", async (question, said) => {
    expect(await answerWith(question, list)).toContain(said);
  });
});

describe("a document named in the other language", () => {
  const contract = { documentId: "work", name: "Contrato de trabalho.md", title: "Contrato de trabalho", status: "ready" };
  const lease = { documentId: "lease", name: "Sample · Lease, Rua das Flores 12.md", title: "Sample · Lease, Rua das Flores 12", status: "ready" };
  const texts: Record<string, string> = { work: "Contrato por tempo indeterminado como Engenheira de Software.", lease: "A three-year lease of a flat." };
  const shelf = (name: string, args: Record<string, unknown>) =>
    name === "list_documents"
      ? { documents: [lease, contract] }
      : name === "get_document_summary"
        ? { documentId: args["documentId"], name: [contract, lease].find((document) => document.documentId === args["documentId"])?.name, status: "ready", summary: texts[String(args["documentId"])], citation: "[doc]" }
        : library(name, args);

  it.each(["summarise my employment contract", "resume o meu contrato de trabalho", "summarize my work contract"])("%s gives the employment contract's summary", async (question) => {
    const answer = await answerWith(question, shelf);
    expect(answer).toContain(texts["work"]!);
    expect(answer).not.toContain(texts["lease"]!);
  });
});
