import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { plan, turn } from "./offlineTestModel.js";

const hit = (date: string, excerpt: string) => ({ id: date, date, title: "", excerpt, confidence: "high", score: 1 });

/** The answer to `question` once each of its calls returned: the entries about sleep, the energy, no template field. */
const answered = async (question: string, hits: ReadonlyArray<ReturnType<typeof hit>>): Promise<string> => {
  const { calls } = await plan(question);
  const data: Record<string, unknown> = {
    search_journal: { results: hits },
    get_time_series: { metric: "energy", points: [{ date: "2024-04-30", value: 40, count: 1 }, { date: "2024-05-02", value: 70, count: 1 }] },
    count_mentions: { count: 0, total: 7, months: [] },
  };
  const { text } = await turn([
    { role: "user", content: question },
    { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
    ...calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: data[call.name], meta: {} }) })),
  ]);
  return text;
};

// Friday 10 May 2024.
describe("how one has been sleeping reads the entries about sleep, with the energy beside them", () => {
  it.each([
    ["how have I been sleeping?", "sleep", "2024-04-11", "2024-05-10"],
    ["How did I sleep lately?", "sleep", "2024-04-11", "2024-05-10"],
    ["how's my sleep been?", "sleep", "2024-04-11", "2024-05-10"],
    ["how did I sleep last week?", "sleep", "2024-04-29", "2024-05-05"],
    ["como tenho dormido?", "sono", "2024-04-11", "2024-05-10"],
    ["como tem sido o meu sono?", "sono", "2024-04-11", "2024-05-10"],
    ["como dormi esta semana?", "sono", "2024-05-06", "2024-05-10"],
    ["how was my sleep in October?", "sleep", "2023-10-01", "2023-10-31"],
    ["How did I sleep in April?", "sleep", "2024-04-01", "2024-04-30"],
    ["como foi o meu sono em Outubro?", "sono", "2023-10-01", "2023-10-31"],
    ["Como dormi em Abril?", "sono", "2024-04-01", "2024-04-30"],
  ])("%s searches sleep by its own word, not the verb's form asked", async (question, word, from, to) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "search_journal", args: { query: word, from, to } });
    const related = (calls[0]!.args["related"] as string[][])[0]!;
    expect(related[0]).toBe(word);
    expect(related).toEqual(expect.arrayContaining(["sleep", "slept", "dormi", "sono"]));
    expect(calls.find((call) => call.name === "get_time_series")).toMatchObject({ args: { metric: "energy", from, to } });
  });

  it.each([["how often did I sleep badly?"], ["quantas vezes dormi mal?"]])("%s still counts the nights", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("count_mentions");
  });

  it.each([
    ["how did I sleep last week?", /^By your own words, last week you had 2 days of good sleep and 1 day of bad sleep\./],
    ["como dormi na semana passada?", /^Pelas suas palavras, na semana passada teve 2 dias de sono bom e 1 dia de sono mau\./],
    ["how was my sleep in April?", /^By your own words, in April you had 2 days of good sleep and 1 day of bad sleep\./],
    ["como foi o meu sono em Abril?", /^Pelas suas palavras, em [Aa]bril teve 2 dias de sono bom e 1 dia de sono mau\./],
  ])("%s first counts the nights the entries say went well or badly", async (question, expected) => {
    const hits = [hit("2024-05-02", "Slept well and woke up early."), hit("2024-05-01", "Acordei descansado."), hit("2024-04-30", "Could not sleep, too much on my mind."), hit("2024-04-29", "Talked about sleep with Ana.")];
    const text = await answered(question, hits);
    expect(text).toMatch(expected);
    expect(text).toContain("2024-04-30");
  });

  it.each([["how did I sleep last week?"], ["como dormi na semana passada?"]])("%s counts no nights when no entry says how one went", async (question) => {
    const text = await answered(question, [hit("2024-04-29", "Talked about sleep with Ana.")]);
    expect(text).not.toMatch(/good sleep|sono bom/);
    expect(text).toContain("2024-04-29");
  });
});
