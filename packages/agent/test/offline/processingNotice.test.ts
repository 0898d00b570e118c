import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { turn } from "./offlineTestModel.js";

const journalPending = { source: "journal", pending: 224, processed: 412, total: 636 };

/** Nothing found by any tool: what a journal whose entries are not yet analysed returns. */
const empty = (name: string): Record<string, unknown> =>
  name === "search_journal"
    ? { results: [], confidence: "none" }
    : name === "get_time_series"
      ? { metric: "stress", from: "2024-04-10", to: "2024-05-10", points: [], count: 0, average: null, trend: "steady", byWeekday: [] }
      : { results: [], entries: [], points: [], count: 0 };

/** The model's answer to `question` once each of its calls returned nothing, with `processing` in the meta when given. */
const answer = async (question: string, processing?: Record<string, unknown>) => {
  const asked: ModelMessage = { role: "user", content: question };
  const { calls } = await turn([asked]);
  expect(calls.length).toBeGreaterThan(0);
  const meta = { count: 0, originalCount: 0, returnedCount: 0, truncated: false, durationMs: 1, scope: {}, ...(processing === undefined ? {} : { processing }) };
  const { text } = await turn([
    asked,
    { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
    ...calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: empty(call.name), meta }) })),
  ]);
  return text;
};

describe("answers while the journal is still being analysed, offline", () => {
  it.each([
    ["how has my stress been lately?"],
    ["when did I last go climbing?"],
    ["did I ever write about sourdough?"],
  ])("%j says first that the journal is still being analysed, with the counts", async (question) => {
    const text = await answer(question, journalPending);
    expect(text.startsWith("Your journal is still being analysed (412 of 636 entries so far)")).toBe(true);
    expect(text).toContain("ask again in a minute");
  });

  it.each([["como tenho andado de stress?"], ["quando fui escalar pela última vez?"], ["escrevi alguma vez sobre pão?"]])(
    "%j di-lo em português",
    async (question) => {
      const text = await answer(question, journalPending);
      expect(text.startsWith("A análise do seu diário ainda não terminou (412 de 636 entradas até agora)")).toBe(true);
      expect(text).toContain("pergunte de novo daqui a um minuto");
    },
  );

  it.each([["when did I last go climbing?"], ["quando fui escalar pela última vez?"]])("%j says nothing of it once the journal is analysed", async (question) => {
    const text = await answer(question);
    expect(text).not.toMatch(/analysed|analisado/);
  });
});
