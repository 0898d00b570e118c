import type { ModelMessage } from "@lifeos/core";
import { sampleDocuments } from "../../src/knowledge/sample/sampleDocuments.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

const now = new Date("2026-11-29T10:00:00Z");
const { turn } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const documents = sampleDocuments("2026-11-29" as Parameters<typeof sampleDocuments>[0]);
const passages = documents.flatMap((document) =>
  document.text.split(/\n(?=## )/).map((text) => ({ documentId: document.fileName, name: document.fileName, page: null, heading: (/^#+ (.*)/m.exec(text)?.[1] ?? "").trim(), text, citation: `[${document.fileName}]` })),
);
const listed = documents.map((document) => ({ documentId: document.fileName, name: document.fileName, title: document.fileName, status: "ready", pages: null, uploadedAt: "2026-11-01T10:00:00Z", error: null, errorCode: null, errorParams: null }));
const data: Record<string, unknown> = { search_knowledge_base: { passages, found: "some" }, search_journal: { results: [], confidence: "none" }, list_documents: { documents: listed } };

/**
 * The searches made and the answer to the last of `questions`, asked one after another on 29 November 2026, every call
 * answered with the sample documents (each "##" section a passage).
 */
export const conversation = async (...questions: ReadonlyArray<string>) => {
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

/** An answer that says nothing was found, in either language. */
export const notFound = /None of your documents|Nenhum dos seus documentos|found nothing|Não encontrei nada/;
