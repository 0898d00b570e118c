import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { after, turn } from "./offlineTestModel.js";

// A question that points at a period ("that weekend", "the best day") after an answer about one is of that period, not today's.

/** The answer to `next`, after `question` was answered with `answer`, once its first call returned `data`. */
const answeredAfter = async (question: string, answer: string, next: string, data: Record<string, unknown>): Promise<string> => {
  const history: ModelMessage[] = [{ role: "user", content: question }, { role: "assistant", content: answer }, { role: "user", content: next }];
  const [call] = (await turn(history)).calls;
  const toolCalls = [{ id: call!.id, name: call!.name, arguments: JSON.stringify(call!.args) }];
  const result = JSON.stringify({ success: true, data, meta: {} });
  return (await turn([...history, { role: "assistant", content: "", toolCalls }, { role: "tool", toolCallId: call!.id, name: call!.name, content: result }])).text;
};

const argsOf = (calls: ReadonlyArray<{ readonly args: unknown }>): Array<Record<string, unknown>> => calls.map((call) => call.args as Record<string, unknown>);

describe("the best or worst day, after a question of a period", () => {
  it.each([
    ["how was March?", "March 2024: 26 entries, happiness 57/100 on average.", "what was the best day?", "happiest"],
    ["como foi março?", "Março de 2024: 26 entradas, felicidade média de 57/100.", "qual foi o pior dia?", "unhappiest"],
    ["how was last month?", "April 2024: 20 entries, happiness 60/100 on average.", "which day was I happiest?", "happiest"],
  ])("after %s, %s ranks that month's days", async (question, answer, next, sort) => {
    const { calls } = await after(question, answer, next);
    // The days ranked by the mood asked, or its series to find the day in.
    const ranked = argsOf(calls).find((args) => args.sort === sort || args.metric === "happiness");
    expect(ranked).toBeDefined();
    expect(String(ranked!.after ?? ranked!.from)).toMatch(/^2024-0[34]-01$/);
  });

  it.each([
    ["how was September?", "September 2024: 26 entries, happiness 57/100 on average.", "what was my best day ever?"],
    ["como foi setembro?", "Setembro de 2024: 26 entradas, felicidade média de 57/100.", "qual foi o melhor dia de sempre?"],
  ])("after %s, %s still ranks every day", async (question, answer, next) => {
    const { calls } = await after(question, answer, next);
    const ranked = argsOf(calls).find((args) => args.sort === "happiest");
    expect(ranked).toBeDefined();
    expect(ranked!.after ?? ranked!.from).toBeUndefined();
  });
});

describe("that weekend, that week, that month", () => {
  it.each([
    ["what was my worst day?", "Your hardest day was 2024-02-19 (happiness 7/100).", "what did I do that weekend?", "2024-02-17", "2024-02-18"],
    ["qual foi o meu pior dia?", "O dia mais difícil foi 2024-02-19 (felicidade 7/100).", "o que fiz nesse fim de semana?", "2024-02-17", "2024-02-18"],
    ["when was the wedding?", "The wedding was on 2024-03-16.", "how was I that week?", "2024-03-11", "2024-03-17"],
    ["quando foi o casamento?", "O casamento foi a 2024-03-16.", "como estive naquele mês?", "2024-03-01", "2024-03-31"],
  ])("after %s → %s, %s is of the days around the answer's day", async (question, answer, next, from, to) => {
    const { calls } = await after(question, answer, next);
    expect(calls.length).toBeGreaterThan(0);
    const text = JSON.stringify(argsOf(calls));
    if (text.includes('"month"')) return expect(text).toContain(`"month":"${from.slice(0, 7)}"`);
    expect(text).toContain(from);
    expect(text).toMatch(new RegExp(`${to}|"days":${Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1}`));
  });

  it("with no day before, \"that weekend\" is no date of its own", async () => {
    const { calls } = await turn([{ role: "user", content: "what did I do last weekend?" }]);
    expect(JSON.stringify(argsOf(calls))).not.toContain("2024-02-17");
  });

  it.each([
    ["what was my worst day?", "Your hardest day was 2024-02-19 (happiness 7/100).", "what did I do that weekend?", /^2 entries that weekend \(2024-02-17 to 2024-02-18\)/],
    ["qual foi o meu pior dia?", "O dia mais difícil foi 2024-02-19 (felicidade 7/100).", "o que fiz naquele fim de semana?", /^2 entradas naquele fim de semana \(2024-02-17 a 2024-02-18\)/],
  ])("after %s, the answer to %s names the period as asked", async (question, answer, next, expected) => {
    const entries = [
      { date: "2024-02-18", content: "Lunch with Rita at Cafe Aurora.", happiness: 60 },
      { date: "2024-02-17", content: "Long walk by the river.", happiness: 55 },
    ];
    expect(await answeredAfter(question, answer, next, { entries, count: 2 })).toMatch(expected);
  });
});
