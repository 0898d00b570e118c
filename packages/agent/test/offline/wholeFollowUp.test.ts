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
