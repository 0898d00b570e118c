import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { sampleDocuments } from "../../src/knowledge/sample/sampleDocuments.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote } from "./ownDocument.js";

// Ending a lease asked in Portuguese is searched by the clause's subject, and the answer names what it searched in the
// question's own words ("terminar o contrato"), never in the English the search uses ("ending"); a word of wanting
// ("quiser") is no subject a document must name. How long the lease runs quotes its term clause.

const now = new Date("2026-11-29T10:00:00Z");
const { turn } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const documents = sampleDocuments("2026-11-29" as Parameters<typeof sampleDocuments>[0]);
const passages = documents.flatMap((document) =>
  document.text.split(/\n(?=## )/).map((text) => ({ documentId: document.fileName, name: document.fileName, page: null, heading: (/^#+ (.*)/m.exec(text)?.[1] ?? "").trim(), text, citation: `[${document.fileName}]` })),
);
const listed = documents.map((document) => ({ documentId: document.fileName, name: document.fileName, title: document.fileName, status: "ready", pages: null, uploadedAt: "2026-11-01T10:00:00Z", error: null, errorCode: null, errorParams: null }));
const data: Record<string, unknown> = { search_knowledge_base: { passages, found: "some" }, search_journal: { results: [], confidence: "none" }, list_documents: { documents: listed } };

/** The searches made and the answer to the last of `questions`, asked one after another, every call answered with the sample documents. */
const conversation = async (...questions: ReadonlyArray<string>) => {
  const messages: ModelMessage[] = [];
  let searches: Record<string, unknown>[] = [];
  let text = "";
  for (const question of questions) {
    messages.push({ role: "user", content: question });
    searches = [];
    let step = await turn(messages);
    for (let round = 0; round < 3 && step.calls.length > 0; round++) {
      searches.push(...step.calls.filter((call) => call.name === "search_knowledge_base").map((call) => JSON.parse(call.arguments) as Record<string, unknown>));
      messages.push(
        { role: "assistant", content: "", toolCalls: step.calls },
        ...step.calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: data[call.name] ?? {} }) })),
      );
      step = await turn(messages);
    }
    text = step.text;
    messages.push({ role: "assistant", content: text });
  }
  return { searches, text };
};

const notFound = /None of your documents|Nenhum dos seus documentos|found nothing|Não encontrei nada/;

describe("ending the lease asked in Portuguese", () => {
  it.each([
    ["como posso terminar o contrato?", "«terminar o contrato»"],
    ["e se eu quiser sair antes do fim do contrato?", "«sair antes do fim do contrato»"],
    ["posso rescindir o arrendamento?", "«rescindir o arrendamento»"],
  ])("%s names %s and quotes the ending clause", async (asked, named) => {
    const { text } = await conversation(asked);
    expect(text).toContain(named);
    expect(text).not.toMatch(/ending»|«quiser/);
    expect(text).not.toMatch(notFound);
    expect(firstQuote(text)).toContain("The tenant may end the lease after its first year");
  });

  it("in English, the same clause", async () => {
    const { text } = await conversation("how can I end the contract?");
    expect(firstQuote(text)).toContain("The tenant may end the lease after its first year");
  });
});

describe("how long the lease is", () => {
  it.each([["how long is my lease?"], ["quanto tempo dura o meu contrato?"], ["summarise my lease", "how long is my lease?"], ["resume o meu contrato", "quanto tempo dura o meu contrato?"]])("%s quotes the term clause", async (...asked) => {
    const { text } = await conversation(...asked);
    expect(firstQuote(text)).toContain("The lease runs for three years");
  });
});
