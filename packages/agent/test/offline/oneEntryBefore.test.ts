import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { turn } from "./offlineTestModel.js";

// After "what was my last entry?", "and the one before?" / "e a anterior?" is the one entry before it, said as the last
// one was: not "I don't know how to answer that", nor five entries ending with the one already shown.

const entries = [{ id: "e8", date: "2024-05-08", title: "", excerpt: "A quiet day at home with Ana." }];

const followed = async (question: string, answer: string, next: string) => {
  const messages: ModelMessage[] = [
    { role: "user", content: question },
    { role: "assistant", content: answer },
    { role: "user", content: next },
  ];
  const { calls } = await turn(messages);
  const { text } = await turn([
    ...messages,
    { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
    ...calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { entries }, meta: {} }) })),
  ]);
  return { calls, text };
};

describe("the one entry before the last", () => {
  it.each([
    ["what was my last entry?", "Your last entry is from 2024-05-09: “Nothing special today.”", "and the one before?", "The entry before that is from 2024-05-08: “A quiet day at home with Ana.”"],
    ["what was my last entry?", "Your last entry is from 2024-05-09: “Nothing special today.”", "the previous one?", "The entry before that is from 2024-05-08:"],
    ["qual foi a minha última entrada?", "A última entrada é de 2024-05-09: «Nada de especial hoje.»", "e a anterior?", "A entrada anterior é de 2024-05-08: «A quiet day at home with Ana.»"],
    ["qual foi a minha última entrada?", "A última entrada é de 2024-05-09: «Nada de especial hoje.»", "e a entrada anterior?", "A entrada anterior é de 2024-05-08:"],
  ])("%s then %s", async (question, answer, next, said) => {
    const { calls, text } = await followed(question, answer, next);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["get_recent_entries", { count: 1, before: "2024-05-08" }]]);
    expect(text).toContain(said);
  });
});
