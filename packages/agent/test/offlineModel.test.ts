import type { ModelRequest, ModelToolCall, ToolSpec } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { OfflineLanguageModel, resolveDateRange } from "../src/index.js";

const model = OfflineLanguageModel.make();
const now = new Date("2024-05-10T10:00:00Z");
const allTools = [
  "search_journal",
  "get_recent_entries",
  "get_entry",
  "get_time_series",
  "get_current_state",
  "get_month_summary",
  "get_year_summary",
  "compare_time_periods",
  "remember",
].map((name): ToolSpec => ({ name, description: name, parameters: {} }));

const stream = (request: ModelRequest) =>
  Effect.runPromise(Stream.runCollect(model.stream(request)).pipe(Effect.map((parts) => Array.from(parts))));
const plan = async (content: string, tools: ReadonlyArray<ToolSpec> = allTools) => {
  const parts = await stream({ system: "", messages: [{ role: "user", content }], tools, now, timeZone: "Europe/Lisbon" });
  return parts.flatMap((part) => (part.type === "toolCall" ? [{ name: part.call.name, args: JSON.parse(part.call.arguments) as unknown }] : []));
};
const answer = async (content: string, call: { name: string; args: unknown }, data: unknown) => {
  const toolCall: ModelToolCall = { id: "c1", name: call.name, arguments: JSON.stringify(call.args) };
  const parts = await stream({
    system: "",
    messages: [
      { role: "user", content },
      { role: "assistant", content: "", toolCalls: [toolCall] },
      { role: "tool", toolCallId: "c1", name: call.name, content: JSON.stringify({ success: true, data, meta: null }) },
    ],
    tools: allTools,
  });
  const deltas = parts.flatMap((part) => (part.type === "textDelta" ? [part.delta] : []));
  return { deltas, text: deltas.join("") };
};

describe("the offline model's plans", () => {
  it.each([
    ["What was my last entry?", "get_recent_entries", { count: 1 }],
    ["Qual foi a minha última entrada?", "get_recent_entries", { count: 1 }],
    ["What did I write yesterday?", "get_entry", { date: "2024-05-09" }],
    ["O que escrevi ontem?", "get_entry", { date: "2024-05-09" }],
    ["What happened last week?", "get_recent_entries", { count: 20, after: "2024-04-29", before: "2024-05-05" }],
    ["O que aconteceu na semana passada?", "get_recent_entries", { count: 20, after: "2024-04-29", before: "2024-05-05" }],
    ["How has my happiness changed this week?", "get_time_series", { metric: "happiness", from: "2024-05-06", to: "2024-05-10" }],
    ["How stressed was I in March?", "get_time_series", { metric: "stress", from: "2024-03-01", to: "2024-03-31" }],
    ["How am I doing?", "get_current_state", {}],
    ["Como estou?", "get_current_state", {}],
    ["How was March 2024?", "get_month_summary", { month: "2024-03" }],
    ["Resumo de 2023", "get_year_summary", { year: 2023 }],
    ["Give me a summary of 2023", "get_year_summary", { year: 2023 }],
    ["Can you summarise 2021-06 for me?", "get_month_summary", { month: "2021-06" }],
    ["What did I write on 2021-06-01?", "get_entry", { date: "2021-06-01" }],
    ["When did I last go climbing?", "search_journal", { query: "go climbing", recencyBoost: true }],
    ["What did I write about my sister since March?", "search_journal", { query: "sister", from: "2024-03-01", to: "2024-05-10" }],
    ["O que escrevi sobre a minha irmã em março?", "search_journal", { query: "irmã", from: "2024-03-01", to: "2024-03-31" }],
    ["Remember that my sister's birthday is on June 3", "remember", { content: "my sister's birthday is on June 3" }],
    ["Compare my happiness in March 2024 vs April 2024", "compare_time_periods", {
      metric: "happiness",
      first: { from: "2024-03-01", to: "2024-03-31" },
      second: { from: "2024-04-01", to: "2024-04-30" },
    }],
    ["Tell me about the trip to Porto", "search_journal", { query: "trip porto" }],
  ])("%s → %s", async (question, tool, args) => {
    expect(await plan(question)).toEqual([{ name: tool, args }]);
  });

  it("falls back to search_journal when the routed tool is absent, and says so honestly without tools", async () => {
    const onlySearch = allTools.filter((tool) => tool.name === "search_journal");
    expect((await plan("How am I doing?", onlySearch))[0]!.name).toBe("search_journal");
    const parts = await stream({ system: "", messages: [{ role: "user", content: "How am I doing?" }], now, timeZone: "UTC" });
    const text = parts.flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join("");
    expect(text).toContain("can't look that up");
  });

  it("shares one date resolver with the tools", () => {
    expect(resolveDateRange("semana passada", now, "Europe/Lisbon")).toMatchObject({ from: "2024-04-29", to: "2024-05-05" });
  });
});

describe("the offline model's answers", () => {
  it("cites dates and excerpts from search results and streams in deltas", async () => {
    const { deltas, text } = await answer("When did I run?", { name: "search_journal", args: { query: "run" } }, {
      results: [{ entryId: "e1", date: "2024-03-05", excerpt: "Ran 5 km by the river", score: 0.9, confidence: "high" }],
      confidence: "high",
    });
    expect(deltas.length).toBeGreaterThan(5);
    expect(text).toContain("2024-03-05");
    expect(text).toContain("Ran 5 km by the river");
    expect(text).not.toMatch(/\bAI\b|language model/i);
  });

  it("says plainly when nothing was found, in the user's language", async () => {
    const empty = { results: [], confidence: "none" };
    expect((await answer("Did I mention whales?", { name: "search_journal", args: { query: "whales" } }, empty)).text).toBe(
      'I found nothing about "whales" in your journal.',
    );
    expect((await answer("Escrevi sobre baleias?", { name: "search_journal", args: { query: "baleias" } }, empty)).text).toBe(
      'Não encontrei nada sobre "baleias" no teu diário.',
    );
  });

  it("summarises time series, current state and month summaries from the data only", async () => {
    const series = await answer("happiness trend", { name: "get_time_series", args: { metric: "happiness" } }, {
      metric: "happiness",
      points: [{ date: "2024-05-01", value: 6 }, { date: "2024-05-09", value: 8 }],
      average: 7,
      min: 6,
      max: 8,
      count: 2,
      trend: "rising",
    });
    expect(series.text).toContain("average 7");
    expect(series.text).toContain("rising");
    const missing = await answer("How was March 2024?", { name: "get_month_summary", args: { month: "2024-03" } }, { summary: null });
    expect(missing.text).toBe("I found no summary for 2024-03.");
  });
});
