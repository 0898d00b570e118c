import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { plan, turn } from "./offlineTestModel.js";

// Friday 10 May 2024. Sleep asked better or worse than before is read in what the entries say of the nights, not in
// how often they mention sleep.

const hit = (date: string, excerpt: string) => ({ id: date, date, title: "", excerpt, confidence: "high", score: 1 });

const answer = async (question: string, first: ReadonlyArray<ReturnType<typeof hit>>, second: ReadonlyArray<ReturnType<typeof hit>>) => {
  const asked: ModelMessage = { role: "user", content: question };
  const { calls } = await plan(question);
  const data = [first, second];
  const { text } = await turn([
    asked,
    { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
    ...calls.map((call, index): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { results: data[index] }, meta: {} }) })),
  ]);
  return { calls, text };
};

describe("sleep compared between two periods", () => {
  it.each([
    ["am I sleeping better than last month?", "sleep"],
    ["estou dormindo melhor do que no mês passado?", "sono"],
    // Set against another period without "better": the same comparison of the nights.
    ["how did I sleep this month compared to last month?", "sleep"],
    ["how did I sleep this month vs last month?", "sleep"],
    ["como dormi este mês em comparação com o mês passado?", "sono"],
    ["como dormi este mês comparado com o mês passado?", "sono"],
  ])("%s searches the nights of each period", async (question, word) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => [call.name, call.args["query"], call.args["from"], call.args["to"]])).toEqual([
      ["search_journal", word, "2024-05-01", "2024-05-10"],
      ["search_journal", word, "2024-04-01", "2024-04-30"],
    ]);
  });

  it.each([
    ["did I sleep better this month than last?", "rested"],
    ["dormi melhor este mês do que no mês passado?", "descansado"],
    ["how have I been sleeping?", "restful"],
    ["como tenho dormido?", "descansada"],
  ])("%s also searches the nights told without sleep's words (%s)", async (question, word) => {
    const { calls } = await plan(question);
    const related = calls[0]!.args["related"] as string[][];
    expect(related[0]).toContain(word);
  });

  it.each([
    [
      "am I sleeping better than last month?",
      [hit("2024-05-03", "Slept well for once."), hit("2024-05-06", "Woke up rested and went for a run.")],
      [hit("2024-04-10", "Could not sleep again."), hit("2024-04-12", "Insomnia, awake until 3."), hit("2024-04-20", "Slept well after the hike.")],
      ["2 days of good sleep, 0 days of bad sleep", "1 day of good sleep, 2 days of bad sleep", "you slept better", "not how often"],
    ],
    [
      "estou dormindo melhor do que no mês passado?",
      [hit("2024-05-03", "Dormi mal outra vez."), hit("2024-05-06", "Não consegui dormir com o barulho.")],
      [hit("2024-04-10", "Dormi bem e acordei descansado."), hit("2024-04-12", "Falei com a Ana sobre o sono do bebé.")],
      ["0 dias de sono bom, 2 dias de sono mau", "1 dia de sono bom, 0 dias de sono mau", "dormiu pior", "não quantas vezes"],
    ],
  ])("%s says which nights each period's entries tell of", async (question, first, second, expected) => {
    const { text } = await answer(question, first, second);
    for (const part of expected) expect(text).toContain(part);
  });

  it.each([
    ["how did I sleep this month compared to last month?", "you slept better"],
    ["como dormi este mês em comparação com o mês passado?", "dormiu melhor"],
  ])("%s weighs the nights of both periods", async (question, expected) => {
    const { text } = await answer(question, [hit("2024-05-03", "Slept well for once.")], [hit("2024-04-10", "Could not sleep again.")]);
    expect(text).toContain(expected);
  });
});
