import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { turn } from "./offlineTestModel.js";

// "and what stressed me most?" after a question of a period is a question of its own, asked of that period.

const after = (question: string, answer: string, next: string): ModelMessage[] => [
  { role: "user", content: question },
  { role: "assistant", content: answer },
  { role: "user", content: next },
];

describe("a whole question of a metric after a question of a period", () => {
  it.each([
    ["reflect on my week", "A reflection on your 7 entries from 2024-05-04 to 2024-05-10.", "and what stressed me most?"],
    ["faz uma reflexão sobre a minha semana", "Reflexão sobre as 7 entradas de 2024-05-04 a 2024-05-10.", "e o que me deixou mais stressado?"],
  ])("after %s, %s asks about that week's stress, not the word of the first question", async (question, answer, next) => {
    const { calls } = await turn(after(question, answer, next));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.name).not.toBe("search_journal");
    const args = calls.map((call) => call.args as Record<string, unknown>);
    expect(args.some((arg) => arg.days === 7 || arg.after === "2024-05-04")).toBe(true);
  });

  it.each([
    ["how was my mood this week?", "This week your mood averaged 60/100.", "and stress?"],
    ["como foi o meu humor esta semana?", "Esta semana o seu humor foi 60/100.", "e o stress?"],
  ])("after %s, a bare %s still asks the first question again of the new metric", async (question, answer, next) => {
    const first = await turn([{ role: "user", content: question }]);
    const { calls } = await turn(after(question, answer, next));
    expect(calls.map((call) => call.name)).toEqual(first.calls.map((call) => call.name));
    expect(JSON.stringify(calls)).toMatch(/stress/);
  });
});

describe("who or where, after a question of a period", () => {
  it.each([
    ["what did I do last weekend?", "2 entries last weekend (2024-05-04 to 2024-05-05).", "and who was I with?", "person"],
    ["o que fiz no fim de semana passado?", "2 entradas no fim de semana passado (2024-05-04 a 2024-05-05).", "e com quem estive?", "person"],
    ["what did I do last weekend?", "2 entries last weekend (2024-05-04 to 2024-05-05).", "and where did I go?", "place"],
    ["o que fiz no fim de semana passado?", "2 entradas no fim de semana passado (2024-05-04 a 2024-05-05).", "e onde estive?", "place"],
  ])("after %s, %s ranks the names of that weekend, not of the year", async (question, answer, next, kind) => {
    const { calls } = await turn(after(question, answer, next));
    expect(calls.map((call) => call.name)).toEqual(["rank_names"]);
    expect(calls[0]!.args).toMatchObject({ kind, from: "2024-05-04", to: "2024-05-05" });
  });

  it.each([["who do I see the most?"], ["com quem estou mais vezes?"]])("%s with no question before ranks the names of the last year", async (question) => {
    const { calls } = await turn([{ role: "user", content: question }]);
    expect(calls.map((call) => call.name)).toEqual(["rank_names"]);
    expect((calls[0]!.args as Record<string, unknown>)["from"]).not.toBe("2024-05-04");
  });
});
