import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { turn } from "./offlineTestModel.js";

// "and before that?" after a last time, "and the 5 before?" after the latest entries: what came before the days named.

const after = (question: string, answer: string, next: string): ModelMessage[] => [
  { role: "user", content: question },
  { role: "assistant", content: answer },
  { role: "user", content: next },
];

describe("the time before the last one", () => {
  it.each([
    ["when did I last go to Sintra?", "The last time was on 2024-05-02: “Walked through Sintra.”\n\nOther mentions: 2024-04-20, 2024-03-01.", "and before that?"],
    ["quando fui a Sintra pela última vez?", "A última vez foi em 2024-05-02: «Passeei por Sintra.»\n\nOutras menções: 2024-04-20, 2024-03-01.", "e antes disso?"],
  ])("after %s, %s searches up to the day before and says the last time then", async (question, answer, next) => {
    const asked = after(question, answer, next);
    const { calls } = await turn(asked);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args).toMatchObject({ query: "Sintra", to: "2024-05-01", recencyBoost: true });
    const data = { results: [{ entryId: "a", date: "2024-04-20", excerpt: "Sintra again.", score: 1, confidence: "high" }, { entryId: "b", date: "2024-03-01", excerpt: "Sintra.", score: 1, confidence: "high" }], confidence: "high" };
    const { text } = await turn([
      ...asked,
      { role: "assistant", content: "", toolCalls: [{ id: calls[0]!.id, name: calls[0]!.name, arguments: JSON.stringify(calls[0]!.args) }] },
      { role: "tool", toolCallId: calls[0]!.id, name: calls[0]!.name, content: JSON.stringify({ success: true, data, meta: {} }) },
    ]);
    expect(text).toMatch(/2024-04-20/);
    expect(text).toMatch(/^(?:The last time|A última vez)/);
  });
});

describe("the entries before the latest listed", () => {
  it.each([
    ["show me my last 3 entries", "Your 3 most recent entries:\n- 2024-05-09: “A.”\n- 2024-05-08: “B.”\n- 2024-05-06: “C.”", "and the 3 before?"],
    ["mostra as últimas 3 entradas", "As 3 entradas mais recentes:\n- 2024-05-09: «A.»\n- 2024-05-08: «B.»\n- 2024-05-06: «C.»", "e as 3 anteriores?"],
  ])("after %s, %s lists those before the earliest shown", async (question, answer, next) => {
    const { calls } = await turn(after(question, answer, next));
    expect(calls.map((call) => [call.name, call.args])).toEqual([["get_recent_entries", { count: 3, before: "2024-05-05" }]]);
  });
});
