import type { ModelToolCall } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { now, timeZone } from "./offlineTestModel.js";

// "how do I usually feel?": how a typical day of the last year felt, from the share of good, middling and low days.

const { turn } = offlineConversation({ skills: everySkill, now, timeZone });

const series = {
  metric: "valence",
  from: "2023-05-12",
  to: "2024-05-10",
  points: [],
  sampled: false,
  every: 1,
  average: 63.4,
  min: 8,
  max: 97,
  count: 300,
  trend: "stable",
  byWeekday: [],
  byMonth: [],
  byWeek: [],
  bands: { low: 45, middle: 90, high: 165 },
};

const answer = async (question: string) => {
  const first = await turn([{ role: "user", content: question }]);
  const calls: ModelToolCall[] = first.calls;
  const next = await turn([
    { role: "user", content: question },
    { role: "assistant", content: "", toolCalls: calls },
    ...calls.map((call) => ({ role: "tool" as const, toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: series, meta: null }) })),
  ]);
  return { calls: first.calls, text: next.text };
};

describe("the usual mood", () => {
  it.each([
    "how do I usually feel?",
    "what's my most common mood?",
    "what's my usual mood?",
    "how am I feeling in general?",
    "qual é o meu humor mais comum?",
    "como me sinto normalmente?",
    "qual é o meu humor habitual?",
    "como costumo me sentir?",
  ])("%s reads the mood of the last year's days", async (question) => {
    const { calls, text } = await answer(question);
    expect(calls.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([["get_time_series", { metric: "valence", from: "2023-05-12", to: "2024-05-10" }]]);
    expect(text).toMatch(/55%/);
    expect(text).toMatch(/Most days were good days|A maioria dos dias foram dias bons/);
    expect(text).toMatch(/63\/100 over 300 days|63\/100 em 300 dias/);
  });

  it("keeps a period asked for, and a subject is not the usual mood", async () => {
    const { calls } = await answer("how did I usually feel in 2023?");
    expect(JSON.parse(calls[0]!.arguments)).toMatchObject({ from: "2023-01-01", to: "2023-12-31" });
    const about = await turn([{ role: "user", content: "how do I usually feel about work?" }]);
    expect(about.calls.map((call) => call.name)).not.toEqual(["get_time_series"]);
  });
});
