import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { plan, turn } from "./offlineTestModel.js";

// "What patterns do you see in my mood?", "que padrões vês no meu humor?": the patterns the data holds — the measure by
// day of the week and what went with better and worse days — not a plain level of the measure.

const series = {
  metric: "valence",
  from: "2023-05-12",
  to: "2024-05-10",
  average: 60,
  points: [],
  byWeekday: [50, 45, 55, 60, 65, 80, 75].map((average, index) => ({ weekday: index + 1, average, count: 10 })),
};
const state = { days: 90, from: "2024-02-11", to: "2024-05-10", entryCount: 60, metrics: {}, themes: ["work"], protectiveFactors: ["climbing", "Sofia"], stressors: ["deadline"], todos: [] };

/** The answer once each call returned its data. */
const answered = async (question: string): Promise<string> => {
  const { calls } = await plan(question);
  const data: Record<string, unknown> = { get_time_series: series, get_current_state: state };
  const { text } = await turn([
    { role: "user", content: question },
    { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
    ...calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: data[call.name], meta: {} }) })),
  ]);
  return text;
};

describe("patterns of a mood measure", () => {
  it.each([
    ["what patterns do you see in my mood?", "valence", "en"],
    ["do you see any patterns in my stress?", "stress", "en"],
    ["que padrões vês no meu humor?", "valence", "pt"],
    ["você vê algum padrão no meu humor?", "valence", "pt"],
  ])("%s reads the measure over a year by weekday, and what went with better and worse days", async (question, metric, language) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => [call.name, call.args])).toEqual([
      ["get_time_series", { metric, from: "2023-05-12", to: "2024-05-10" }],
      ["get_current_state", { days: 90, language }],
    ]);
  });

  it.each([
    ["what patterns do you see in my mood?", ["The patterns your entries show in your mood:", "higher on weekends", "Highest on Saturdays", "lowest on Tuesdays", "Days with climbing and Sofia tended to be happier.", "Days with deadline tended to be more stressful."]],
    ["você vê algum padrão no meu humor?", ["Os padrões que as suas entradas mostram (humor):", "mais alta ao fim de semana", "Mais alta aos sábados", "mais baixa às terças", "Os dias com", "tenderam a ser mais felizes", "tenderam a ter mais stress"]],
  ])("%s answers with the weekdays and what went with the days", async (question, said) => {
    const text = await answered(question);
    for (const part of said) expect(text).toContain(part);
    expect(text).not.toMatch(/^(?:Yes|No|Sim|Não)\b/);
  });
});

describe("patterns of a measure the entries record", () => {
  it.each([
    ["do you notice any patterns in my sleep?", "sleep"],
    ["há algum padrão no meu sono?", "sono"],
  ])("%s counts what the entries record of it over a year, to read by day of the week", async (question, word) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => call.name)).toEqual(["count_mentions"]);
    expect(calls[0]!.args).toMatchObject({ query: word, from: "2023-05-12", to: "2024-05-10" });
  });
});
