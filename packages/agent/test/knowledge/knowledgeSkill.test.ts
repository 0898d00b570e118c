import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { run } from "./knowledgeTestModel.js";

describe("the knowledge skill of the offline model", () => {
  it.each([
    ["o que diz o contrato sobre a caução?", "caução", "deposit"],
    ["what does the lease say about the deposit?", "deposit", "caução"],
  ])("searches %s with the word's translation as well", async (question, query, translation) => {
    const { calls } = await run([{ role: "user", content: question }]);
    expect(calls[0]!.name).toBe("search_knowledge_base");
    expect(calls[0]!.args["query"]).toBe(query);
    expect((calls[0]!.args["related"] as string[][]).flat()).toContain(translation);
  });

  it.each([
    ["What do my notes say about neural networks?", "neural networks"],
    ["What does my lease say about pets?", "pets"],
    ["O que diz o meu contrato sobre animais?", "animais"],
    ["o que dizem os meus documentos sobre o seguro", "seguro"],
    ["Find the warranty in my PDFs", "warranty"],
    ["o que dizem os meus documentos sobre contratos?", "contratos"],
    ["what do my files say about reports?", "reports"],
    ["what does my lease say about ending the contract?", "ending"],
    ["o que diz o contrato de arrendamento sobre a renda?", "renda"],
    ["what does the lease say about termination?", "termination"],
    ["o que diz o meu contrato sobre o fim do arrendamento?", "fim"],
    ["what's the 50/30/20 rule in my notes?", "50/30/20 rule"],
    ["o que é a regra 50/30/20 nas minhas notas?", "regra 50/30/20"],
    ["which documents mention VWCE?", "VWCE"],
    ["what files talk about the deposit?", "deposit"],
    ["que documentos falam do fundo de emergência?", "fundo emergência"],
    ["quais ficheiros mencionam a renda?", "renda"],
  ])("searches the documents for %s", async (question, query) => {
    const { calls } = await run([{ role: "user", content: question }]);
    expect(calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
    expect(calls[0]!.args["query"]).toBe(query);
  });

  it.each([
    ["summarise the lease", "lease"],
    ["resume o contrato de arrendamento", "arrendamento"],
  ])("gives the summary of the document %s names, in either language", async (asked) => {
    const question: ModelMessage = { role: "user", content: asked };
    const call = (await run([question])).calls[0]!;
    expect(call.name).toBe("list_documents");
    const documents = [{ documentId: "d1", name: "lease.md", status: "ready" }, { documentId: "d2", name: "budget-notes.md", status: "ready" }];
    const next = await run([
      question,
      { role: "assistant", content: "", toolCalls: [{ id: call.id, name: call.name, arguments: JSON.stringify(call.args) }] },
      { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { documents }, meta: {} }) },
    ]);
    expect(next.calls).toEqual([expect.objectContaining({ name: "get_document_summary", args: { documentId: "d1" } })]);
  });

  it.each(["Which documents do I have?", "Que documentos tenho?", "list my files", "how many documents do I have?", "quantos documentos tenho?"])("lists the documents for %s", async (question) => {
    const { calls } = await run([{ role: "user", content: question }]);
    expect(calls.map((call) => call.name)).toEqual(["list_documents"]);
  });

  it.each([
    ["What does my lease say about ending the contract?", "Either party may end the lease"],
    ["O que diz o contrato sobre o fim do arrendamento?", "Qualquer das partes pode pôr fim ao contrato"],
  ])("quotes the sentence that holds the subject's stem for %s", async (asked, sentence) => {
    const question: ModelMessage = { role: "user", content: asked };
    const call = (await run([question])).calls[0]!;
    const passage = { documentId: "d1", name: "lease.md", page: null, heading: "Lease", text: `The rent is 950 euros. A renda é 950 euros. ${sentence} with 60 days notice.`, citation: "[lease.md]" };
    const answer = await run([
      question,
      { role: "assistant", content: "", toolCalls: [{ id: call.id, name: call.name, arguments: JSON.stringify(call.args) }] },
      { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { passages: [passage], found: "some" }, meta: {} }) },
    ]);
    expect(answer.text).toContain(sentence);
    expect(answer.text).not.toContain("950");
  });

  it("leaves questions about the journal to the journal", async () => {
    const { calls } = await run([{ role: "user", content: "What did I write about my dog?" }]);
    expect(calls[0]?.name).toBe("search_journal");
  });

  it("quotes and cites what was found, says it is not a model, and says so plainly when nothing was found", async () => {
    const question: ModelMessage = { role: "user", content: "What does my lease say about pets?" };
    const { calls } = await run([question]);
    const call = calls[0]!;
    const passages = [
      { documentId: "d1", name: "lease.pdf", page: 7, heading: "Pets and *animals*", text: "Pets and *animals*\n\nPets: one cat or one small dog is allowed with written consent.", citation: "[lease.pdf p. 7]" },
      { documentId: "d2", name: "house-rules.md", page: null, heading: null, text: "No pets in the garden after dark.", citation: "[house-rules.md]" },
    ];
    const answer = await run([
      question,
      { role: "assistant", content: "", toolCalls: [{ id: call.id, name: call.name, arguments: JSON.stringify(call.args) }] },
      { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { passages, found: "some" }, meta: {} }) },
    ]);
    expect(answer.text).toContain("not an answer written by a model");
    expect(answer.text).toContain("[lease.pdf p. 7]");
    expect(answer.text).toContain("small dog");
    // Each passage after the heading it falls under, said once, Markdown in the heading made plain.
    expect(answer.text).toMatch(/^- \*\*Pets and animals\*\*: “Pets: one cat.*small dog.* \[lease\.pdf p\. 7\]$/m);
    expect(answer.text).toMatch(/^- “No pets in the garden.* \[house-rules\.md\]$/m);
    const nothingInDocuments: ModelMessage[] = [
      question,
      { role: "assistant", content: "", toolCalls: [{ id: call.id, name: call.name, arguments: JSON.stringify(call.args) }] },
      { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { passages: [], found: "none" }, meta: {} }) },
    ];
    // Nothing in the documents: the journal is searched once before saying so.
    const elsewhere = await run(nothingInDocuments);
    expect(elsewhere.calls.map((made) => made.name)).toEqual(["search_journal"]);
    const journalCall = elsewhere.calls[0]!;
    const none = await run([
      ...nothingInDocuments,
      { role: "assistant", content: "", toolCalls: [{ id: journalCall.id, name: journalCall.name, arguments: JSON.stringify(journalCall.args) }] },
      { role: "tool", toolCallId: journalCall.id, name: journalCall.name, content: JSON.stringify({ success: true, data: { results: [], confidence: "none" }, meta: {} }) },
    ]);
    expect(none.calls).toEqual([]);
    expect(none.text).toMatch(/found nothing about “pets” in your documents/);
    expect(none.text).not.toContain("journal");
    expect(none.text).not.toContain("[");
  });

  it.each([
    ["How much was the deposit in my lease?", "## 2. Rent\n\nThe rent is 1,150 euros a month.\n\n## 3. Deposit\n\nThe tenant paid a deposit of 2,300 euros.", "2. Rent", "3. Deposit", "2,300 euros"],
    ["Quanto é a quota do condomínio?", "## Garagem\n\nCada fração tem um lugar numerado.\n\n## Quotas\n\nA quota do condomínio é de 45 euros por fração.", "Garagem", "Quotas", "45 euros"],
  ])("names the heading a quote falls under when a passage holds a short section and the next: %s", async (asked, passageText, passageHeading, quoteHeading, quoted) => {
    const question: ModelMessage = { role: "user", content: asked };
    const call = (await run([question])).calls.find((made) => made.name === "search_knowledge_base")!;
    const passages = [{ documentId: "d1", name: "lease.md", page: null, heading: passageHeading, text: passageText, citation: "[lease.md]" }];
    const answer = await run([
      question,
      { role: "assistant", content: "", toolCalls: [{ id: call.id, name: call.name, arguments: JSON.stringify(call.args) }] },
      { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { passages, found: "some" }, meta: {} }) },
    ]);
    expect(answer.text).toContain(`**${quoteHeading}**: `);
    expect(answer.text).toContain(quoted);
    expect(answer.text).not.toContain(`**${passageHeading}**`);
  });

  it("searches the documents when the journal has nothing on a question, and answers from what was found", async () => {
    const question: ModelMessage = { role: "user", content: "Where is the spare key?" };
    const first = await run([question]);
    expect(first.calls.map((made) => made.name)).toEqual(["search_journal"]);
    const journalCall = first.calls[0]!;
    const afterJournal: ModelMessage[] = [
      question,
      { role: "assistant", content: "", toolCalls: [{ id: journalCall.id, name: journalCall.name, arguments: JSON.stringify(journalCall.args) }] },
      { role: "tool", toolCallId: journalCall.id, name: journalCall.name, content: JSON.stringify({ success: true, data: { results: [], confidence: "none" }, meta: {} }) },
    ];
    const second = await run(afterJournal);
    expect(second.calls.map((made) => made.name)).toEqual(["search_knowledge_base"]);
    const documentsCall = second.calls[0]!;
    const passages = [{ documentId: "d1", name: "lease.pdf", page: 2, text: "The spare key is kept by the concierge, in the building's entrance hall.", citation: "[lease.pdf p. 2]" }];
    const answer = await run([
      ...afterJournal,
      { role: "assistant", content: "", toolCalls: [{ id: documentsCall.id, name: documentsCall.name, arguments: JSON.stringify(documentsCall.args) }] },
      { role: "tool", toolCallId: documentsCall.id, name: documentsCall.name, content: JSON.stringify({ success: true, data: { passages, found: "some" }, meta: {} }) },
    ]);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toContain("kept by the concierge");
    expect(answer.text).toContain("[lease.pdf p. 2]");
    expect(answer.text).not.toMatch(/found nothing/);
  });

  it.each([
    ["how much notice do I have to give to leave my flat?", "notice"],
    ["qual o prazo de aviso para sair da casa?", "notice"],
    ["quanto tempo de pré-aviso tenho de dar ao senhorio?", "notice"],
    ["can I keep a cat in the flat?", "cat"],
    ["who pays for repairs?", "pays repairs"],
  ])("searches the documents first for %s, a question of what applies to the user, with no document named", async (asked, word) => {
    const question: ModelMessage = { role: "user", content: asked };
    const first = await run([question]);
    expect(first.calls.map((made) => made.name)).toEqual(["search_knowledge_base"]);
    expect([String(first.calls[0]!.args["query"]), ...((first.calls[0]!.args["related"] as string[][] | undefined) ?? []).flat()]).toContain(word);
    // Nothing in the documents: the journal is searched next.
    const documentsCall = first.calls[0]!;
    const second = await run([
      question,
      { role: "assistant", content: "", toolCalls: [{ id: documentsCall.id, name: documentsCall.name, arguments: JSON.stringify(documentsCall.args) }] },
      { role: "tool", toolCallId: documentsCall.id, name: documentsCall.name, content: JSON.stringify({ success: true, data: { passages: [], found: "none" }, meta: {} }) },
    ]);
    expect(second.calls.map((made) => made.name)).toEqual(["search_journal"]);
  });

  it("leaves a question of what the user has to do today to their tasks and the journal", async () => {
    for (const asked of ["what do I have to do today?", "what did I have to do at work yesterday?"]) expect((await run([{ role: "user", content: asked }])).calls[0]?.name).not.toBe("search_knowledge_base");
  });

  it("does not look elsewhere when the journal found what was asked", async () => {
    const question: ModelMessage = { role: "user", content: "When did I last go climbing?" };
    const first = await run([question]);
    const journalCall = first.calls[0]!;
    const found = await run([
      question,
      { role: "assistant", content: "", toolCalls: [{ id: journalCall.id, name: journalCall.name, arguments: JSON.stringify(journalCall.args) }] },
      {
        role: "tool",
        toolCallId: journalCall.id,
        name: journalCall.name,
        content: JSON.stringify({ success: true, data: { results: [{ entryId: "e1", date: "2024-05-01", text: "Went climbing with Ana.", snippet: "Went climbing with Ana.", confidence: "high" }], confidence: "high" }, meta: {} }),
      },
    ]);
    expect(found.calls).toEqual([]);
    expect(found.text).toContain("2024-05-01");
  });
});
