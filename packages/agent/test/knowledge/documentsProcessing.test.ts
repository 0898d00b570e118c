import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { run } from "./knowledgeTestModel.js";

/**
 * The model's answer to `asked` when every search finds nothing (the documents', then the journal's), the
 * document search's meta carrying `processing` when given.
 */
const answer = async (asked: string, processing?: Record<string, unknown>) => {
  const messages: ModelMessage[] = [{ role: "user", content: asked }];
  let searchedDocuments = false;
  for (let round = 0; round < 4; round++) {
    const { calls, text } = await run(messages);
    if (calls.length === 0) {
      expect(searchedDocuments, "searches the documents").toBe(true);
      return text;
    }
    messages.push({ role: "assistant", content: "", toolCalls: calls.map((made) => ({ id: made.id, name: made.name, arguments: JSON.stringify(made.args) })) });
    for (const made of calls) {
      const documents = made.name === "search_knowledge_base";
      searchedDocuments ||= documents;
      const meta = { count: 0, originalCount: 0, returnedCount: 0, truncated: false, durationMs: 1, scope: {}, ...(documents && processing !== undefined ? { processing } : {}) };
      const data = documents ? { passages: [], found: "none" } : { results: [], confidence: "none" };
      messages.push({ role: "tool", toolCallId: made.id, name: made.name, content: JSON.stringify({ success: true, data, meta }) });
    }
  }
  throw new Error("no answer after four rounds");
};

const pending = { source: "documents", pending: 2, processed: 3, total: 5 };

describe("document questions while uploads are still processed, offline", () => {
  it.each([["what does my lease say about pets?"], ["what is the notice period in my contract?"]])("%j says first that documents are still being processed", async (question) => {
    const text = await answer(question, pending);
    expect(text.startsWith("2 documents are still being processed; searches of your documents may be incomplete")).toBe(true);
  });

  it.each([["o que diz o meu contrato de arrendamento sobre animais?"], ["qual é o prazo de aviso prévio no meu contrato?"]])("%j di-lo em português", async (question) => {
    const text = await answer(question, pending);
    expect(text.startsWith("2 documentos ainda estão em processamento; as pesquisas nos seus documentos podem estar incompletas")).toBe(true);
  });

  it("says nothing of it once every document is processed", async () => {
    expect(await answer("what does my lease say about pets?")).not.toMatch(/still being processed/);
  });
});
