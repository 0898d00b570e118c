import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { turn } from "./offlineTestModel.js";

// "and the week before?" after "what was I worried about last week?" asks the same of the week before: what its worried
// days were about, not two lists of its most stressed and calmest days. Friday 10 May 2024.

const entry = (date: string, excerpt: string, stress: number) => ({ entryId: `e-${date}`, date, title: "", excerpt, mood: { happiness: 30, stress, energy: 40 } });
const worried = [
  entry("2024-04-23", "Stressed about the report all day; Marta wants it by Friday.", 88),
  entry("2024-04-25", "Anxious about the report again, the deadline moved.", 82),
  entry("2024-04-24", "A rough day, tired and flat.", 60),
];
const calm = [entry("2024-04-27", "Walked along the river, calm and rested.", 10), entry("2024-04-28", "Read on the balcony.", 15)];

const answerOf = async (messages: ReadonlyArray<ModelMessage>) => {
  const { calls } = await turn(messages);
  const { text } = await turn([
    ...messages,
    { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
    ...calls.map((call): ModelMessage => {
      const sort = String(call.args["sort"]);
      return { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { entries: sort === "most_stressed" ? worried : calm, sort }, meta: {} }) };
    }),
  ]);
  return { calls, text };
};

describe("worries asked again of the period before", () => {
  it.each([
    ["what was I worried about last week?", "and the week before?", "What came back in your most stressed days", /report \(2024-04-23, 2024-04-25\)/],
    ["com o que andei preocupado na semana passada?", "e na semana anterior?", "O que se repete nos dias com mais stress", /relatório \(2024-04-23, 2024-04-25\)/],
  ])("%s then %s", async (question, next, opening, subject) => {
    const { calls, text } = await answerOf([
      { role: "user", content: question },
      { role: "assistant", content: "…" },
      { role: "user", content: next },
    ]);
    expect(calls.map((call) => [call.args["sort"], call.args["after"], call.args["before"]])).toEqual([
      ["most_stressed", "2024-04-22", "2024-04-28"],
      ["calmest", "2024-04-22", "2024-04-28"],
    ]);
    expect(text.startsWith(opening), text).toBe(true);
    expect(text.split("\n")[0]).toMatch(subject);
  });
});
