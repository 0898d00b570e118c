import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { now, timeZone } from "../offline/offlineTestModel.js";

// A lease, a car policy, a gym's terms, a tax assessment and a payslip, asked about in either language, with every
// skill and tool of the server: the words a document uses in the other language are searched, a rule on a general
// topic answers a question on one of its kinds, and a question of a membership's terms reaches the documents.

const { turn: run } = offlineConversation({ skills: everySkill, now, timeZone });

const firstCalls = async (question: string) => (await run([{ role: "user", content: question }])).calls;
/** The calls made for `question` until the documents are searched, the journal (when asked first) having found nothing. */
const callsUntilDocuments = async (question: string) => {
  const asked: ModelMessage = { role: "user", content: question };
  const first = await run([asked]);
  if (first.calls.some((call) => call.name === "search_knowledge_base") || first.calls.length === 0) return first.calls;
  const next = await run([
    asked,
    { role: "assistant", content: "", toolCalls: first.calls },
    ...first.calls.map((call) => ({ role: "tool" as const, toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { results: [], confidence: "none" }, meta: null }) })),
  ]);
  return [...first.calls, ...next.calls];
};
const relatedOf = (call: { readonly arguments: string }) => ((JSON.parse(call.arguments) as { related?: string[][] }).related ?? []).flat();

describe("policy, lease and membership terms across languages", () => {
  it.each([
    ["can I have a dog in my apartment?", "animais"],
    ["posso ter um cão no apartamento?", "pets"],
    ["is a cat allowed in the flat?", "animais"],
    ["how is the rent adjusted?", "reajuste"],
    ["o aluguel é reajustado como?", "adjusted"],
    ["can I paint the walls?", "pintura"],
    ["posso pintar as paredes?", "paint"],
    ["what's my policy number?", "apólice"],
    ["how do I report an accident?", "sinistro"],
    ["o que faço em caso de acidente?", "accident"],
    ["when does my car insurance expire?", "veículo"],
    ["what was my taxable income in 2024?", "coletável"],
    ["what's my employer's name?", "empresa"],
    ["quem é o meu empregador?", "employer"],
    ["o que cobre o meu seguro automóvel?", "coberturas"],
    ["when did my gym membership start?", "inscrição"],
    ["quando começou a minha inscrição no ginásio?", "membership"],
  ])("searches the documents for %s with %s", async (question, term) => {
    const search = (await callsUntilDocuments(question)).find((call) => call.name === "search_knowledge_base");
    expect(search).toBeDefined();
    expect(relatedOf(search!)).toContain(term);
  });

  it.each([
    "what time does the gym open on saturday?",
    "what time does the pool close?",
    "a que horas abre o ginásio?",
    "a que horas fecha a piscina ao domingo?",
    "when did my gym membership start?",
    "quando começou a minha inscrição no ginásio?",
    "what was my taxable income in 2024?",
    "qual foi o meu rendimento coletável em 2024?",
  ])("asks the documents first for %s, not the journal", async (question) => {
    expect((await firstCalls(question)).map((call) => call.name)).toEqual(["search_knowledge_base"]);
  });

  it.each(["when did I last go to the gym?", "quando fui ao ginásio pela última vez?"])("still reads the journal for %s", async (question) => {
    expect((await firstCalls(question)).map((call) => call.name)).toContain("search_journal");
  });

  it.each([
    ["summarise my gym contract", "d1"],
    ["resume o contrato do ginásio", "d1"],
    ["summarise my rental contract", "d0"],
  ])("%s gives the summary of the document its subject names, not of another contract", async (question, id) => {
    const asked: ModelMessage = { role: "user", content: question };
    const first = await run([asked]);
    expect(first.calls.map((call) => call.name)).toContain("list_documents");
    const documents = [
      { documentId: "d0", name: "contrato-locacao-sp.md", title: "Contrato de Locação Residencial", status: "ready" },
      { documentId: "d1", name: "gym-membership-terms.md", title: "PureFit Gyms — Membership Terms and Conditions", status: "ready" },
    ];
    const data = (name: string) => (name === "list_documents" ? { documents } : { passages: [], found: "none" });
    const next = await run([
      asked,
      { role: "assistant", content: "", toolCalls: first.calls },
      ...first.calls.map((call) => ({ role: "tool" as const, toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: data(call.name), meta: null }) })),
    ]);
    expect(next.calls.map((call) => [call.name, JSON.parse(call.arguments)["documentId"]])).toEqual([["get_document_summary", id]]);
  });
});

describe("terms a payslip, a policy or a lease word differently", () => {
  it.each([
    ["is smoking allowed in my flat?", "fumar"],
    ["posso fumar no apartamento?", "smoking"],
    ["does my insurance include a replacement car?", "substituição"],
    ["o seguro inclui carro de substituição?", "replacement"],
    ["how much meal allowance do I get?", "subsídio-de-alimentação"],
    ["what's my job title?", "categoria-profissional"],
    ["what deductions did I have in my tax return?", "deduções"],
  ])("searches the documents for %s with %s", async (question, term) => {
    const search = (await callsUntilDocuments(question)).find((call) => call.name === "search_knowledge_base");
    expect(search).toBeDefined();
    expect(relatedOf(search!)).toContain(term);
  });

  it.each(["is smoking allowed in my flat?", "are dogs allowed?"])("%s does not search the allowances of a payslip", async (question) => {
    const search = (await callsUntilDocuments(question)).find((call) => call.name === "search_knowledge_base");
    expect(relatedOf(search!)).not.toContain("subsídio");
  });
});
